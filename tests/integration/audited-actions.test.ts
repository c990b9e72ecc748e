import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIONS, type ActionName } from '@/lib/access';
import { auditSettled, readAudit } from '@/server/audit/log';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { label, ROUTES, upstreamOf, validBody } from './support/routes';
import { cookieOf } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/**
 * The events the store holds for one request. guarded() answers only once the event is queued, so
 * waiting for the queue to be written is enough.
 */
async function eventsOf(requestId: string): Promise<{ action: string; outcome: string }[]> {
  await auditSettled();
  return readAudit((db) => db.selectFrom('audit_events').select(['action', 'outcome']).where('request_id', '=', requestId).execute());
}

/**
 * The access table walked through every route handler: an audited action (a change, a reveal of
 * something that can act, an export) stores exactly one event whatever the method, and an unaudited read
 * stores none. Each route is called as a caller it accepts, with its sample input and upstream answers.
 */
describe('audited is a property of the action, not of the method', () => {
  const guardedRoutes = ROUTES.filter((r) => r.access !== 'public');
  it('covers GET reads and audited GETs alike', () => {
    const audited = guardedRoutes.filter((r) => ACTIONS[r.access as ActionName].audited);
    expect(audited.some((r) => r.method === 'GET')).toBe(true);
    expect(guardedRoutes.some((r) => r.method === 'GET' && !ACTIONS[r.access as ActionName].audited)).toBe(true);
  });

  for (const route of guardedRoutes) {
    const action = ACTIONS[route.access as ActionName];
    it(`${label(route)} (${route.access}) stores ${action.audited ? 'exactly one event' : 'no event'}`, async () => {
      const upstream = recordUnmatched();
      try {
        route.upstream?.(upstreamOf(route));
        const id = `walk-${route.method}-${route.path}-${Math.random()}`;
        const handler = await handlerOf(route.file, route.method);
        // invoke reads the whole answer (a streamed export included) before it returns.
        await invoke(handler, {
          method: route.method,
          path: route.path,
          params: route.params,
          cookie: await cookieOf(route.as ?? 'admin'),
          ...validBody(route),
          headers: { ...validBody(route).headers, 'x-request-id': id },
        });
        const events = await eventsOf(id);
        expect(events.map((e) => e.action)).toEqual(action.audited ? [route.access] : []);
      } finally {
        upstream.stop();
      }
    });
  }
});
