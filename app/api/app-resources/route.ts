// POST /api/app-resources — replace one scope's custom sections (admin with customLinksEnabled, not read-only)
import { NextResponse } from 'next/server';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import { resourceTexts } from '@/lib/fair-housing/fields';
import type { ResourcesSaved } from '@/lib/app-resources/answers';
import { RESOURCES_MSG } from '@/lib/app-resources/rules';
import { SaveResourcesInput } from '@/lib/app-resources/schema';
import { saveSectionTree } from '@/server/app-resources';
import { screenFairHousing } from '@/server/fair-housing';
import { guarded } from '@/server/http';

/** A whole tree of the limits' size (100 sections, 1000 links of long text) fits; a runaway paste does not. */
const MAX_BYTES = 1_500_000;

export const POST = guarded({ action: 'appResources.save', body: SaveResourcesInput, maxBytes: MAX_BYTES }, async ({ session, body }) => {
  const fairHousing = await screenFairHousing(session, resourceTexts(body.sections));
  const sections = await saveSectionTree(session, body);
  return NextResponse.json<ResourcesSaved & FairHousingAnswer>({
    ok: true,
    scope: body.scope,
    sections,
    message: RESOURCES_MSG.saved,
    fairHousing,
  });
});
