// POST /api/routing/on — turn lead routing on: the brokerage's api key is sealed into the store
import { NextResponse } from 'next/server';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { enableRouting } from '@/server/routing/brokerage';
import { wakeRouting } from '@/server/routing/engine';

export const POST = guarded({ action: 'routing.enable' }, async ({ session }) => {
  await enableRouting(session);
  wakeRouting();
  return NextResponse.json({ ok: true, message: ROUTING_MSG.enabled });
});
