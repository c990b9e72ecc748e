import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLimitsForTests } from '@/server/limits/counter';
import { READ_LIMITS, TOO_MANY_READS } from '@/server/limits/reads';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { ROUTES } from './support/routes';
import { cookieOf } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
beforeEach(async () => {
  await forgetLimitsForTests();
  // Windows are whole minutes (or 10 minutes) since 1970 (server/limits/counter.ts): each test runs at the start of one.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 9, 0, 1) });
});
afterEach(() => {
  vi.useRealTimers();
  nock.cleanAll();
});

/** The expensive reads: each limited per person, past it a clear 429 before any upstream call. */
const LIMITED = [
  ['app/api/palette/route.ts', 'fanOut'],
  ['app/api/users/csv/route.ts', 'export'],
  ['app/api/agents/csv/route.ts', 'export'],
  ['app/api/audit/csv/route.ts', 'export'],
  ['app/api/user-settings/users-csv/route.ts', 'export'],
  ['app/api/insights/leads/csv/route.ts', 'export'],
  ['app/api/routing/report/csv/route.ts', 'export'],
] as const;

describe('expensive reads are limited per person', () => {
  it.each(LIMITED)('%s: past its %s limit, 429 with Retry-After and no upstream call', async (file, kind) => {
    const route = ROUTES.find((r) => r.file === file && r.method === 'GET');
    if (!route) throw new Error(`${file} is not in the route table`);
    const handler = await handlerOf(file, 'GET');
    // The exports share one allowance per person: a case after the first finds it spent already.
    const cookie = await cookieOf(route.as ?? 'admin');
    const call = () => invoke(handler, { method: 'GET', path: route.path, params: route.params, cookie });
    // Spend the allowance on answers the handler refuses cheaply or serves from stubs; what matters is the count.
    const upstream = recordUnmatched();
    try {
      for (let i = 0; i < READ_LIMITS[kind].limit; i += 1) await call();
    } finally {
      upstream.stop();
    }
    const seen = recordUnmatched();
    try {
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.message).toBe(TOO_MANY_READS);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(seen.seen).toEqual([]);
    } finally {
      seen.stop();
    }
  });
});
