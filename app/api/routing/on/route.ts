// POST /api/routing/on — turn lead routing on (or resume it): the brokerage's current api key is sealed into the store
import { NextResponse } from 'next/server';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { enableRouting } from '@/server/routing/brokerage';
import { wakeRouting } from '@/server/routing/engine';

export const POST = guarded({ action: 'routing.enable' }, async ({ session, audit }) => {
  const done = await enableRouting(session);
  if (done === 'resumed') audit.summary = 'Resumed lead routing with the current api key';
  wakeRouting();
  return NextResponse.json({ ok: true, message: done === 'enabled' ? ROUTING_MSG.enabled : ROUTING_MSG.resumed });
});
