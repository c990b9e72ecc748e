import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HALF_LIFE_DAYS, LEAD_WEIGHTS, RETURN_AFTER_DAYS } from '@/lib/insights/score';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { upstreamLead, upstreamListingUsers } from './support/routes/insights';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const CSV = 'app/api/insights/leads/csv/route.ts';
const USERS = 'app/api/insights/listings/[listingKey]/users/route.ts';

async function call(role: Role, file: string, path: string, params: Record<string, string> = {}) {
  const handler = await handlerOf(file, 'GET');
  return invoke(handler, { method: 'GET', path, params, cookie: await cookieOf(role) });
}
const csv = (role: Role, query = '') => call(role, CSV, `/api/insights/leads/csv${query}`);
const users = (role: Role, query = '') =>
  call(role, USERS, `/api/insights/listings/ML81000000/users${query}`, { listingKey: 'ML81000000' });

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('GET /api/insights/leads/csv', () => {
  it("sends the period, filters and the scoring's numbers, and answers formula-safe rows with level and reasons", async () => {
    let sent: Record<string, unknown> = {};
    const scope = upstreamAs('admin')
      .post('/insights/leads', (body: Record<string, unknown>) => ((sent = body), true))
      .reply(200, { leads: [upstreamLead], total: 1, now: 1_800_000_100 });
    const answer = await csv('admin', '?period=30&tag=Buyer&agent=3&sort=last');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="insights-leads-30-days.csv"');
    expect(sent).toEqual({
      days: 30,
      tag: 'Buyer',
      agent: 3,
      sort: 'last',
      offset: 0,
      limit: 1000,
      weights: LEAD_WEIGHTS,
      half_life_days: HALF_LIFE_DAYS,
      return_after_days: RETURN_AFTER_DAYS,
    });
    expect(answer.text.startsWith('\uFEFFid,name,')).toBe(true);
    const lines = answer.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,name,email,agent,tags,level,score,last_active,reasons');
    expect(lines[1]).toBe(
      `41,"'=HYPERLINK(""http://evil.test"")",hannah@example.com,Avery Agent,Buyer,Hot,30.8,2027-01-15,"Viewed 412 Oak St 6 times; Shared 2 listings; Favorited a home in Berkeley"`,
    );
    expect(scope.isDone()).toBe(true);
  });

  it('streams every lead a page at a time, past the old 5,000-row cap, each lead once', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...upstreamLead, id: from + i, display_name: `Lead ${from + i}` }));
    const offsets: number[] = [];
    for (let n = 0; n < 6; n++) {
      // The last page repeats a lead of the one before (the ranking moved between two reads).
      const leads = n < 5 ? page(n * 1000 + 1, 1000) : [...page(5000, 1), ...page(5001, 2)];
      upstreamAs('admin')
        .post('/insights/leads', (body: { offset: number }) => body.offset === n * 1000 && offsets.push(body.offset) > 0)
        .reply(200, { leads, total: 5002, now: 1_800_000_100 });
    }
    const answer = await csv('admin');
    expect(answer.status).toBe(200);
    const lines = answer.text.trim().split('\r\n');
    expect(offsets).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(lines).toHaveLength(1 + 5002);
    expect(lines.at(-1)).toMatch(/^5002,Lead 5002,/);
  });

  it('a bad period is a clear 400 and calls nothing', async () => {
    const { answer, heard } = await unheard(() => csv('admin', '?period=14'));
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toBe('Invalid period: The period is 7, 30 or 90 days.');
    expect(heard).toEqual([]);
  });

  it('refuses managers, agents, read-only and restricted admins without calling the upstream', async () => {
    for (const role of ['manager', 'agent', 'readOnly', 'restrictedAdmin'] as const) {
      const { answer, heard } = await unheard(() => csv(role));
      expect(answer.status, role).toBe(403);
      expect(heard, role).toEqual([]);
    }
  });

  it("passes on the upstream's 'Upgrade required' when the plan lacks Insights", async () => {
    upstreamAs('admin').post('/insights/leads').reply(403, { message: 'Upgrade required' });
    const answer = await csv('admin');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { message: 'Upgrade required' } });
  });
});

describe('GET /api/insights/listings/{listingKey}/users', () => {
  it('every role that sees Insights, read-only included; the agent filter only for admins and managers', async () => {
    for (const role of ['admin', 'manager', 'agent', 'agentAdminInAgentView', 'readOnly'] as const) {
      let query: Record<string, string> = {};
      upstreamAs(role)
        .get('/insights/listings/ML81000000/users')
        .query((q) => ((query = q as Record<string, string>), true))
        .reply(200, upstreamListingUsers);
      const answer = await users(role, '?period=90&agent=7');
      expect(answer.status, role).toBe(200);
      expect(answer.body).toEqual({ users: [{ id: 41, name: 'Hannah Hale', views: 6, favorited: true, lastEvent: 1_800_000_000 }] });
      expect(query, role).toEqual(role === 'agent' || role === 'agentAdminInAgentView' ? { days: '90' } : { days: '90', agent: '7' });
    }
  });

  it('hidden from a restricted admin: 403, nothing sent', async () => {
    const { answer, heard } = await unheard(() => users('restrictedAdmin'));
    expect(answer.status).toBe(403);
    expect(heard).toEqual([]);
  });
});
