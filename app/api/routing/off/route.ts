// POST /api/routing/off — turn lead routing off: the stored api key is deleted
import { NextResponse } from 'next/server';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { disableRouting } from '@/server/routing/brokerage';

export const POST = guarded({ action: 'routing.disable' }, async ({ session }) => {
  await disableRouting(session);
  return NextResponse.json({ ok: true, message: ROUTING_MSG.disabled });
});
