// POST /api/featured/remarks — set a featured listing's additional remarks
import { NextResponse } from 'next/server';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import type { FeaturedChanged } from '@/lib/featured/answers';
import { FEATURED_MSG } from '@/lib/featured/rules';
import { FeaturedRemarksInput } from '@/lib/featured/schema';
import { screenFairHousing } from '@/server/fair-housing';
import { updateFeaturedRemarks } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.edit', body: FeaturedRemarksInput }, async ({ session, body }) => {
  const fairHousing = await screenFairHousing(session, { remarks: body.remarks });
  const row = await updateFeaturedRemarks(session, body.listingId, body.remarks);
  return NextResponse.json<FeaturedChanged & FairHousingAnswer>({ ok: true, row, message: FEATURED_MSG.remarksUpdated, fairHousing });
});
