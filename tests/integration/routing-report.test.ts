import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportResponse } from '@/lib/routing/answers';
import { store } from '@/server/store';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { upstreamRoutingOffices } from './support/routes/routing-config';
import { cookieOf, STACK, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

const MIN = 60_000;
const now = Date.now();

/** One routed lead: its office and its timeline, minutes before now. */
type Lead = { id: string; office: number | null; steps: [kind: string, agentId: number, name: string, minutesAgo: number][] };

const LEADS: Lead[] = [
  // Avery touches in 2 minutes; Blair lets one expire and Avery then touches it 10 minutes after its first offer.
  {
    id: 'c1',
    office: 5,
    steps: [
      ['offered', 3, 'Avery Agent', 60],
      ['touched', 3, 'Avery Agent', 58],
    ],
  },
  {
    id: 'c2',
    office: 5,
    steps: [
      ['offered', 42, '=HYPERLINK("http://evil.example")', 50],
      ['expired', 42, '=HYPERLINK("http://evil.example")', 45],
      ['offered', 3, 'Avery Agent', 45],
      ['claimed', 3, 'Avery Agent', 40],
    ],
  },
  { id: 'c3', office: 6, steps: [['offered', 42, '=HYPERLINK("http://evil.example")', 30]] },
  // Offered 100 days ago: outside every period.
  {
    id: 'c4',
    office: 5,
    steps: [
      ['offered', 3, 'Avery Agent', 100 * 24 * 60],
      ['touched', 3, 'Avery Agent', 100 * 24 * 60 - 1],
    ],
  },
];

beforeAll(() => setTestEnvironment());
beforeEach(async () => {
  const { db, ready } = store();
  await ready();
  await db.deleteFrom('routing_steps').execute();
  await db.deleteFrom('routing_cases').execute();
  for (const lead of LEADS) {
    const first = (lead.steps[0]?.[3] ?? 0) * MIN;
    await db
      .insertInto('routing_cases')
      .values({
        id: lead.id,
        stack_id: STACK,
        user_id: Number(lead.id.slice(1)),
        user_name: 'Lead',
        why: 'test',
        office_id: lead.office,
        status: 'offered',
        hop: 0,
        tried: '[]',
        signup_at: now - first,
        received_at: now - first,
        first_offered_at: now - first,
        lease_until: 0,
        attempts: 0,
      })
      .execute();
    await db
      .insertInto('routing_steps')
      .values(
        lead.steps.map(([kind, agentId, name, ago], i) => ({
          id: `${lead.id}-${i}`,
          case_id: lead.id,
          stack_id: STACK,
          user_id: 1,
          at: now - ago * MIN,
          kind,
          agent_id: agentId,
          agent_name: name,
        })),
      )
      .execute();
  }
  // Another brokerage's lead, never in acme's report.
  await db
    .insertInto('routing_cases')
    .values({
      id: 'x1',
      stack_id: 'bay',
      user_id: 1,
      user_name: 'L',
      why: 't',
      status: 'offered',
      hop: 0,
      tried: '[]',
      signup_at: now,
      received_at: now,
      lease_until: 0,
      attempts: 0,
    })
    .execute();
  await db
    .insertInto('routing_steps')
    .values({
      id: 'x1-0',
      case_id: 'x1',
      stack_id: 'bay',
      user_id: 1,
      at: now - MIN,
      kind: 'offered',
      agent_id: 99,
      agent_name: 'Bay Agent',
    })
    .execute();
});
afterEach(() => {
  nock.cleanAll();
});

async function report(role: Role, query: string) {
  upstreamAs(role as 'admin')
    .get('/offices')
    .optionally()
    .reply(200, { offices: upstreamRoutingOffices })
    .persist();
  const answer = await invoke(await handlerOf('app/api/routing/report/route.ts', 'GET'), {
    path: `/api/routing/report?${query}`,
    cookie: await cookieOf(role),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ReportResponse;
}

describe('GET /api/routing/report', () => {
  it('an admin: per agent and per office, the period only, the brokerage only', async () => {
    const body = await report('admin', 'period=7');
    // Both received two: the same count reads by name.
    expect(body.agents.map((a) => [a.name, a.received, a.touchedInTime, a.share, a.medianMs, a.movedAway])).toEqual([
      ['=HYPERLINK("http://evil.example")', 2, 0, 0, null, 1],
      ['Avery Agent', 2, 2, 1, 3.5 * MIN, 0],
    ]);
    expect(body.offices.map((o) => [o.name, o.received, o.touchedInTime, o.medianMs, o.movedAway])).toEqual([
      ['San Francisco Office', 2, 2, 6 * MIN, 1],
      ['Oakland Office', 1, 0, null, 0],
    ]);
    expect(body.agentsTotal).toBe(2);
  });

  it('sorted as the URL says, the agents paged', async () => {
    const body = await report('admin', 'period=90&sort=name&limit=25');
    expect(body.agents.map((a) => a.name)).toEqual(['=HYPERLINK("http://evil.example")', 'Avery Agent']);
    expect((await report('admin', 'period=30&sort=moved_desc')).agents[0]?.movedAway).toBe(1);
  });

  it("a manager: their offices' leads only", async () => {
    const body = await report('manager', 'period=30');
    expect(body.offices.map((o) => o.name)).toEqual(['San Francisco Office']);
    expect(body.agents.map((a) => [a.name, a.received])).toEqual([
      ['Avery Agent', 2],
      ['=HYPERLINK("http://evil.example")', 1],
    ]);
  });

  it('a bad period is a 400 naming it', async () => {
    const answer = await invoke(await handlerOf('app/api/routing/report/route.ts', 'GET'), {
      path: '/api/routing/report?period=12',
      cookie: await cookieOf('admin'),
    });
    expect([answer.status, answer.message]).toEqual([400, 'Invalid period: The period is 7, 30 or 90 days.']);
  });
});

describe('GET /api/routing/report/csv', () => {
  it('the agents then the offices, every cell formula-safe, named by its period', async () => {
    upstreamAs('admin').get('/offices').optionally().reply(200, { offices: upstreamRoutingOffices }).persist();
    const answer = await invoke(await handlerOf('app/api/routing/report/csv/route.ts', 'GET'), {
      path: '/api/routing/report/csv?period=7',
      cookie: await cookieOf('admin'),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('routing-report-7-days.csv');
    expect(answer.text.split('\r\n')).toEqual([
      '\uFEFFKind,Name,Leads received,Contacted in time,Contacted in time (%),Median minutes to first contact,90th percentile minutes to first contact,Moved away',
      `Agent,"'=HYPERLINK(""http://evil.example"")",2,0,0,,,1`,
      'Agent,Avery Agent,2,2,100,3.5,4.7,0',
      'Office,San Francisco Office,2,2,100,6.0,9.2,1',
      'Office,Oakland Office,1,0,0,,,0',
      '',
    ]);
  });
});
