import { describe, expect, it } from 'vitest';
import { changeWords, INSIGHTS_QUERY, sortAgents, type AgentInsight } from '@/lib/insights/rules';
import { InsightsQueryParams } from '@/lib/insights/schema';
import { HALF_LIFE_DAYS, HOT_SCORE, LEAD_WEIGHTS, RETURN_AFTER_DAYS, scoreLead, type LeadSignals } from '@/lib/insights/score';

const zero = { view: 0, open: 0, fav: 0, share: 0, note: 0 };
const quiet: LeadSignals = {
  counts: zero,
  decayed: zero,
  repeatViews: 0,
  previousEvents: 0,
  daysAway: null,
  topViewed: null,
  topFavCity: null,
};
/** Signals of events all `ageDays` old, each counted as the upstream's decay counts it (the contract's insightLeads). */
const at = (ageDays: number, counts: Partial<typeof zero>, more: Partial<LeadSignals> = {}): LeadSignals => {
  const c = { ...zero, ...counts };
  const d = Object.fromEntries(Object.entries(c).map(([k, n]) => [k, n * 0.5 ** (ageDays / HALF_LIFE_DAYS)])) as typeof zero;
  return { ...quiet, counts: c, decayed: d, ...more };
};

describe('decay', () => {
  it('a recent favorite outweighs the same favorite a week older', () => {
    expect(scoreLead(at(0, { fav: 1 }), 30).score).toBeGreaterThan(scoreLead(at(7, { fav: 1 }), 30).score);
  });
});

describe('each signal adds its weight', () => {
  for (const type of ['view', 'open', 'fav', 'share', 'note'] as const) {
    it(type, () => expect(scoreLead(at(0, { [type]: 1 }), 7).score).toBe(LEAD_WEIGHTS[type]));
  }
  it('repeat views, per view of a listing already viewed', () => {
    expect(scoreLead(at(0, { view: 3 }, { repeatViews: 2 }), 7).score).toBe(3 * LEAD_WEIGHTS.view + 2 * LEAD_WEIGHTS.repeat);
  });
  it('coming back after RETURN_AFTER_DAYS away, once; a day less adds nothing', () => {
    expect(scoreLead(at(0, { view: 1 }, { daysAway: RETURN_AFTER_DAYS }), 7).score).toBe(LEAD_WEIGHTS.view + LEAD_WEIGHTS.back);
    expect(scoreLead(at(0, { view: 1 }, { daysAway: RETURN_AFTER_DAYS - 1 }), 7).score).toBe(LEAD_WEIGHTS.view);
  });
});

describe('levels', () => {
  it('Hot at HOT_SCORE, Warm below it, Cooling when silent after the period before, Quiet otherwise', () => {
    expect(scoreLead(at(0, { view: HOT_SCORE }), 7).level).toBe('hot');
    expect(scoreLead(at(0, { view: HOT_SCORE - 1 }), 7).level).toBe('warm');
    expect(scoreLead({ ...quiet, previousEvents: 4 }, 7).level).toBe('cooling');
    expect(scoreLead(quiet, 7).level).toBe('quiet');
  });
});

describe('reasons, in words, strongest first, at most three', () => {
  it('says every reason in the words the screen shows', () => {
    const s = at(
      0,
      { view: 4, fav: 3, share: 2 },
      { repeatViews: 3, daysAway: 21, topViewed: { address: '412 Oak St', views: 4 }, topFavCity: { city: 'Berkeley', favorites: 3 } },
    );
    expect(scoreLead(s, 7).reasons).toEqual(['Favorited 3 homes in Berkeley', 'Viewed 412 Oak St 4 times', 'Shared 2 listings']);
    expect(scoreLead(at(0, { view: 1 }, { daysAway: 21 }), 7).reasons).toEqual(['Back after 21 days away', 'Viewed a home']);
  });
  it('singular and plural, notes and app opens, favorites elsewhere', () => {
    expect(scoreLead(at(0, { share: 1, note: 2, open: 3 }), 7).reasons).toEqual([
      'Wrote 2 notes',
      'Shared a listing',
      'Opened the app 3 times',
    ]);
    expect(scoreLead(at(0, { fav: 3 }, { topFavCity: { city: 'Davis', favorites: 1 } }), 7).reasons).toEqual([
      'Favorited a home in Davis (and 2 elsewhere)',
    ]);
    expect(scoreLead(at(0, { open: 1, view: 2 }), 7).reasons).toEqual(['Viewed 2 homes', 'Opened the app once']);
  });
  it('a cooling user is told by the period before', () => {
    expect(scoreLead({ ...quiet, previousEvents: 5 }, 30).reasons).toEqual(['5 actions in the 30 days before, none since']);
    expect(scoreLead(quiet, 7).reasons).toEqual([]);
  });
  it('equal strengths keep the fixed order', () => {
    const s = at(0, { share: 1, note: 1 });
    const same = { ...s, decayed: { ...s.decayed, note: LEAD_WEIGHTS.share / LEAD_WEIGHTS.note } };
    expect(scoreLead(same, 7).reasons).toEqual(['Shared a listing', 'Wrote a note']);
  });
});

describe('changes in words', () => {
  it('up, down, no change, new', () => {
    expect(changeWords({ current: 50, previous: 40 })).toBe('up 25%');
    expect(changeWords({ current: 30, previous: 40 })).toBe('down 25%');
    expect(changeWords({ current: 4, previous: 4 })).toBe('no change');
    expect(changeWords({ current: 0, previous: 0 })).toBe('no change');
    expect(changeWords({ current: 3, previous: 0 })).toBe('new (none before)');
  });
  it('agents sort by a figure, highest first, then by name', () => {
    const a = (id: number, name: string, hot: number): AgentInsight => ({
      id,
      name,
      figures: {
        users: { current: 1, previous: 0 },
        activeUsers: { current: 0, previous: 0 },
        newUsers: { current: 0, previous: 0 },
        views: { current: 0, previous: 0 },
        favorites: { current: 0, previous: 0 },
        hotLeads: { current: hot, previous: 0 },
      },
    });
    expect(sortAgents([a(1, 'Bo', 1), a(2, 'Al', 1), a(3, 'Cy', 4)], 'hotLeads').map((x) => x.id)).toEqual([3, 2, 1]);
    expect(sortAgents([a(1, 'Bo', 1), a(2, 'Al', 1)], 'name').map((x) => x.id)).toEqual([2, 1]);
  });
});

describe("the handlers' reading of the URL is the page's", () => {
  it('a valid query reads as the page reads it: the period as its number of days', () => {
    for (const query of ['', 'period=30&tag=Buyer&agent=3&sort=last', 'period=90&office=2&asort=views&aall=1&offset=20&limit=25']) {
      const params = Object.fromEntries(new URLSearchParams(query));
      expect(InsightsQueryParams.parse(params), query).toEqual(INSIGHTS_QUERY.parse(query));
    }
    expect(InsightsQueryParams.parse({ period: '30' }).period).toBe(30);
  });
  it('refuses what the page would quietly replace by its default, naming the parameter', () => {
    for (const [key, raw] of [
      ['period', '14'],
      ['agent', '0'],
      ['office', 'x'],
      ['tag', 'a<b'],
      ['sort', 'name'],
      ['asort', 'price'],
      ['aall', 'yes'],
    ] as const) {
      const result = InsightsQueryParams.safeParse({ [key]: raw });
      expect(result.success, `${key}=${raw}`).toBe(false);
      expect(result.error?.issues[0]?.path, key).toEqual([key]);
    }
  });
});
