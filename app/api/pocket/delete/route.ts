// POST /api/pocket/delete — delete an exclusive listing
import { NextResponse } from 'next/server';
import type { PocketDeleted } from '@/lib/pocket/answers';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { PocketKeyInput } from '@/lib/pocket/schema';
import { guarded } from '@/server/http';
import { deletePocket } from '@/server/pocket';

export const POST = guarded({ action: 'pocket.edit', body: PocketKeyInput }, async ({ session, body }) => {
  await deletePocket(session, body.key);
  return NextResponse.json<PocketDeleted>({ ok: true, key: body.key, message: POCKET_MSG.deleted });
});
