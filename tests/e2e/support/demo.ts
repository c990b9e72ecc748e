import { E2E } from './env';
import { forgetSessions } from './session';

/** The demo upstream's control routes (/__demo/...), for arranging a test's world. */
async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${E2E.demoURL}/__demo${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`demo control ${method} ${path} answered ${res.status}: ${await res.text()}`);
  const type = res.headers.get('content-type') ?? '';
  return type.includes('json') ? res.json() : res.text();
}

export const demo = {
  /** Restores the seed; every session key is revoked, so saved sessions sign in again. */
  reset: async () => {
    const summary = await control('POST', '/reset');
    forgetSessions();
    return summary;
  },
  setApp: (stackId: string, patch: { toggles?: Record<string, boolean>; template?: string; plan_limit?: number; payments?: boolean }) =>
    control('POST', `/apps/${stackId}`, patch),
  outbox: (query = '') => control('GET', `/outbox${query}`),
  fault: (f: {
    path: string;
    method?: string;
    count: number;
    after?: number;
    status?: number;
    delay_ms?: number;
    drop?: boolean;
    malformed?: boolean;
  }) => control('POST', '/faults', f),
  clearFaults: () => control('DELETE', '/faults'),
  bulkAgents: (stackId: string, count: number) => control('POST', '/agents/bulk', { stackId, count }),
  agent: (id: number) => control('GET', `/agents/${id}`),
  /** An end user by email, or the first of an app (`{ stack }`). */
  endUser: async (by: { email: string } | { stack: string }) =>
    (await control('GET', `/end-users?${new URLSearchParams(by)}`)) as {
      id: number;
      stack_id: string;
      agent_id: number | null;
      active: number;
      display_name: string;
      email: string;
      phone: string | null;
    },
  /** Moves the demo clock forward (scheduled pushes go out when it reaches them). */
  advanceClock: (seconds: number) => control('POST', '/clock', { advance_seconds: seconds }),
};
