// POST /api/routing/resume — after the upstream refused the stored key: seal the current one and go on
import { NextResponse } from 'next/server';
import { ROUTING_MSG } from '@/lib/routing/status';
import { guarded } from '@/server/http';
import { resumeRouting } from '@/server/routing/brokerage';
import { wakeRouting } from '@/server/routing/engine';

export const POST = guarded({ action: 'routing.enable' }, async ({ session, audit }) => {
  audit.summary = 'Resumed lead routing with the current api key';
  await resumeRouting(session);
  wakeRouting();
  return NextResponse.json({ ok: true, message: ROUTING_MSG.resumed });
});
