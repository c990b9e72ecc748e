import { describe, expect, it } from 'vitest';
import {
  buildReport,
  durationText,
  periodStart,
  quantile,
  reportCsvRow,
  shareText,
  sortReportRows,
  type ReportStep,
} from '@/lib/routing/report';
import { REPORT_QUERY } from '@/lib/routing/report-query';
import { clockText, dayText, defaultRules, hoursFor, pauseAt, weekText } from '@/lib/routing/rules';

const MIN = 60_000;
const step = (caseId: string, kind: string, agentId: number, minute: number, officeId: number | null = 5): ReportStep => ({
  caseId,
  officeId,
  kind,
  agentId,
  agentName: `Agent ${agentId}`,
  at: minute * MIN,
});

describe('quantile', () => {
  it('interpolates between neighbours: the median of an even count is the mean of the middle two', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([4], 0.9)).toBe(4);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
});

describe('buildReport', () => {
  const steps = [
    // Agent 1 touches case a after 3 minutes; b expires from agent 2, then agent 1 claims it 2 minutes after its offer.
    step('a', 'offered', 1, 10),
    step('a', 'touched', 1, 13),
    step('b', 'offered', 2, 20),
    step('b', 'expired', 2, 25),
    step('b', 'offered', 1, 25),
    step('b', 'claimed', 1, 27),
    // c: offered to agent 2, never touched; d: offered before the period.
    step('c', 'offered', 2, 30, null),
    step('d', 'offered', 1, -100),
    step('d', 'touched', 1, -99),
    // e: agent 3 touches after their window ran out (the lead had moved on): late, and counted as moved away.
    step('e', 'offered', 3, 40, 6),
    step('e', 'expired', 3, 45, 6),
    step('e', 'touched', 3, 50, 6),
  ];
  const report = buildReport(
    steps,
    0,
    1000 * MIN,
    new Map([
      [5, 'San Francisco Office'],
      [6, 'Oakland Office'],
    ]),
  );
  const agent = (id: number) => report.agents.find((a) => a.agentId === id);
  const office = (name: string) => report.offices.find((o) => o.name === name);

  it('per agent: each offer once, touched in time, time from their offer to their touch, moved away', () => {
    expect(agent(1)).toEqual({
      agentId: 1,
      name: 'Agent 1',
      received: 2,
      touchedInTime: 2,
      share: 1,
      medianMs: 2.5 * MIN,
      p90Ms: 2.9 * MIN,
      movedAway: 0,
    });
    expect(agent(2)).toMatchObject({ received: 2, touchedInTime: 0, share: 0, medianMs: null, movedAway: 1 });
    expect(agent(3)).toMatchObject({ received: 1, touchedInTime: 0, medianMs: 10 * MIN, movedAway: 1 });
  });

  it('per office: from the first offer to the first touch; a lead without an office reads so', () => {
    expect(office('San Francisco Office')).toMatchObject({ received: 2, touchedInTime: 2, medianMs: 5 * MIN, movedAway: 1 });
    expect(office('No office')).toMatchObject({ received: 1, touchedInTime: 0, medianMs: null, movedAway: 0 });
    expect(office('Oakland Office')).toMatchObject({ received: 1, touchedInTime: 0, movedAway: 1 });
  });

  it('sorts by the URL code, rows without a figure last either way, ties by name', () => {
    expect(sortReportRows(report.agents, '').map((a) => a.agentId)).toEqual([1, 2, 3]);
    expect(sortReportRows(report.agents, 'median').map((a) => a.agentId)).toEqual([1, 3, 2]);
    expect(sortReportRows(report.agents, 'median_desc').map((a) => a.agentId)).toEqual([3, 1, 2]);
    expect(sortReportRows(report.agents, 'name_desc').map((a) => a.agentId)).toEqual([3, 2, 1]);
    expect(sortReportRows(report.agents, 'moved_desc').map((a) => a.agentId)).toEqual([2, 3, 1]);
  });

  it('reads as staff read it, and as a CSV line', () => {
    expect([
      durationText(null),
      durationText(45_000),
      durationText(12 * MIN),
      durationText(125 * MIN),
      durationText(3 * 1440 * MIN + 4 * 60 * MIN),
    ]).toEqual(['—', '45 s', '12 min', '2 h 5 min', '3 d 4 h']);
    expect([shareText(null), shareText(2 / 3)]).toEqual(['—', '67%']);
    expect(reportCsvRow('Agent', agent(1) as NonNullable<ReturnType<typeof agent>>)).toEqual([
      'Agent',
      'Agent 1',
      '2',
      '2',
      '100',
      '2.5',
      '2.9',
      '0',
    ]);
  });
});

describe('the period and its URL', () => {
  it("starts at the brokerage's midnight, today counted", () => {
    // 2026-11-24 15:00 UTC is 07:00 in Los Angeles: the last 7 days start at midnight on the 18th, Pacific time.
    const now = Date.UTC(2026, 10, 24, 15, 0);
    expect(new Date(periodStart(7, 'America/Los_Angeles', now)).toISOString()).toBe('2026-11-18T08:00:00.000Z');
    expect(new Date(periodStart(30, 'UTC', now)).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('reads 30 days, most received first, by default; a bad value falls back', () => {
    expect(REPORT_QUERY.parse({})).toMatchObject({ period: 30, sort: '', limit: 25, offset: 0 });
    expect(REPORT_QUERY.parse({ period: '12', sort: 'nope' })).toMatchObject({ period: 30, sort: '' });
    expect(REPORT_QUERY.href('/routing', { period: '7' }, { sort: 'median' })).toBe('/routing?period=7&sort=median');
  });
});

describe("the configuration's readings", () => {
  it('the default list is the catch-all alone; hours fall back to the brokerage, then to 8:00–21:00', () => {
    expect(defaultRules('x').map((r) => [r.name, r.catchAll, r.handout, r.agents, r.windowMinutes, r.hops, r.fallback])).toEqual([
      ['Everyone else', true, 'round_robin', [], 5, 2, { kind: 'unassigned' }],
    ]);
    const own = { timeZone: 'UTC', days: Array(7).fill(null) };
    expect(hoursFor(new Map([[5, own]]), 5, 'America/Denver')).toBe(own);
    expect(hoursFor(new Map([[5, own]]), 6, 'America/Denver')).toEqual({
      timeZone: 'America/Denver',
      days: Array(7).fill({ open: 480, close: 1260 }),
    });
  });

  it('times and weeks in words', () => {
    expect([clockText(0), clockText(480), clockText(750), clockText(1260), clockText(1440)]).toEqual([
      '12:00 AM',
      '8:00 AM',
      '12:30 PM',
      '9:00 PM',
      '12:00 AM',
    ]);
    expect(dayText(null)).toBe('Closed');
    const week = [null, ...Array(5).fill({ open: 480, close: 1260 }), { open: 600, close: 960 }];
    expect(weekText(week)).toEqual(['Mon–Fri 8:00 AM–9:00 PM', 'Sat 10:00 AM–4:00 PM', 'Sun Closed']);
  });

  it('a pause whose end has passed reads as none', () => {
    const paused = { paused: true, until: 1000, by: 'Morgan Manager' };
    expect(pauseAt(paused, 999)).toBe(paused);
    expect(pauseAt(paused, 1000)).toEqual({ paused: false, until: null, by: null });
    expect(pauseAt({ ...paused, until: null }, 10 ** 15).paused).toBe(true);
  });
});
