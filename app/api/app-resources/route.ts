// POST /api/app-resources — replace one scope's custom sections (admin with customLinksEnabled, not read-only)
import { NextResponse } from 'next/server';
import type { ResourcesSaved } from '@/lib/api/app-resources';
import { RESOURCES_MSG } from '@/lib/app-resources';
import { SaveResourcesInput } from '@/lib/validation/app-resources';
import { saveSectionTree } from '@/server/app-resources';
import { guarded } from '@/server/http';

/** A whole tree of the limits' size (100 sections, 1000 links of long text) fits; a runaway paste does not. */
const MAX_BYTES = 1_500_000;

export const POST = guarded({ action: 'appResources.save', body: SaveResourcesInput, maxBytes: MAX_BYTES }, async ({ session, body }) => {
  const sections = await saveSectionTree(session, body);
  return NextResponse.json<ResourcesSaved>({ ok: true, scope: body.scope, sections, message: RESOURCES_MSG.saved });
});
