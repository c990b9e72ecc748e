// PUT /api/routing/availability — pause (optionally until a date) or resume new leads for an agent, yourself when none is named
import { NextResponse } from 'next/server';
import { formatInZone } from '@/lib/alerts/rules';
import type { AvailabilitySaved } from '@/lib/routing/answers';
import { ROUTING_MSG } from '@/lib/routing/rules';
import { AvailabilityInput } from '@/lib/routing/schema';
import { brokerageTimeZone } from '@/server/alerts';
import { guarded } from '@/server/http';
import { setAvailability } from '@/server/routing/config';

export const PUT = guarded({ action: 'routing.availability', body: AvailabilityInput }, async ({ session, app, body, audit }) => {
  const agentId = body.agentId ?? session.user.id;
  audit.target = { kind: 'agent', ids: [String(agentId)], label: null };
  const { pause, name } = await setAvailability(session, agentId, body);
  audit.target = { kind: 'agent', ids: [String(agentId)], label: name };
  const until = pause.until === null ? null : formatInZone(Math.floor(pause.until / 1000), brokerageTimeZone(app));
  const message = !pause.paused ? ROUTING_MSG.resumed : until ? ROUTING_MSG.pausedUntil(until) : ROUTING_MSG.paused;
  return NextResponse.json<AvailabilitySaved>({ agentId, pause, message });
});
