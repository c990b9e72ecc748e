// POST /api/pocket — create an exclusive listing (no listingKey) or save one
import { NextResponse } from 'next/server';
import { can } from '@/lib/access';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import { pocketTexts } from '@/lib/fair-housing/fields';
import type { PocketSaved } from '@/lib/pocket/answers';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { PocketInput } from '@/lib/pocket/schema';
import { screenFairHousing } from '@/server/fair-housing';
import { guarded } from '@/server/http';
import { savePocket } from '@/server/pocket';

export const POST = guarded({ action: 'pocket.edit', body: PocketInput }, async ({ session, viewer, body }) => {
  // Private remarks are an agent's own: never sent for anyone else.
  const input = can.agentOnly(viewer) ? body : { ...body, privateRemarks: undefined };
  const fairHousing = await screenFairHousing(session, pocketTexts(input));
  const saved = await savePocket(session, input);
  return NextResponse.json<PocketSaved & FairHousingAnswer>({ ok: true, key: saved.listing_key, message: POCKET_MSG.saved, fairHousing });
});
