// POST /api/agent-alerts/locks — lock an alert on for the agents of the brokerage or an office of the caller's, or lift the lock
import { NextResponse } from 'next/server';
import type { LocksSaved } from '@/lib/agent-alerts/answers';
import { BROKERAGE_SCOPE } from '@/lib/agent-alerts/model';
import { LockInput } from '@/lib/agent-alerts/schema';
import { changeLock } from '@/server/agent-alerts/service';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'agentAlerts.lock', body: LockInput }, async ({ session, viewer, body, audit }) => {
  const label = (name: string | null) => (body.officeId === BROKERAGE_SCOPE ? 'the whole brokerage' : name);
  audit.target = { kind: 'office', ids: [String(body.officeId)], label: label(null) };
  const { screen, message } = await changeLock(session, viewer, body);
  audit.target = {
    kind: 'office',
    ids: [String(body.officeId)],
    label: label(screen.places.find((p) => p.officeId === body.officeId)?.name ?? null),
  };
  return NextResponse.json<LocksSaved>({ locks: screen.locks, message });
});
