import { describe, expect, it } from 'vitest';
import { draftOf, moved, ruleOf, withRule } from '@/lib/routing/draft';
import { conditionsText, handoutText, timingText } from '@/lib/routing/describe';
import { catchAllRule, newRule } from '@/lib/routing/rules';

const catchAll = catchAllRule('c');
const a = { ...newRule('a', null), name: 'A' };
const b = { ...newRule('b', null), name: 'B' };

describe("the rule editor's draft", () => {
  it('reads a rule back as it was, and the typed numbers as the check will name them', () => {
    const rule = {
      ...a,
      match: { ...a.match, sources: ['app'], priceMin: 300_000, priceMax: null },
      agents: [{ agentId: 3, weight: 2 }],
      fallback: { kind: 'agent' as const, agentId: 9 },
    };
    expect(ruleOf(draftOf(rule), rule)).toEqual(rule);
    const typed = { ...draftOf(rule), priceMin: '$450,000', windowMinutes: '', hops: '2.5', agents: [{ agentId: 3, weight: 'x' }] };
    const read = ruleOf(typed, rule);
    expect([read.match.priceMin, read.windowMinutes, read.hops, read.agents[0]?.weight]).toEqual([450_000, Number.NaN, 2.5, Number.NaN]);
  });

  it('the office owns the rule and names its leads; the catch-all keeps no conditions', () => {
    expect(ruleOf({ ...draftOf(a), officeId: '5' }, a)).toMatchObject({ officeId: 5, match: { officeId: 5 } });
    expect(ruleOf({ ...draftOf(catchAll), officeId: '5', sources: ['app'] }, catchAll)).toMatchObject({
      officeId: null,
      match: catchAll.match,
    });
  });

  it('a new rule goes before the catch-all; a move never passes it', () => {
    expect(withRule([a, catchAll], b).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(withRule([a, b], { ...a, name: 'A2' }).map((r) => r.name)).toEqual(['A2', 'B']);
    expect(moved([a, b, catchAll], 1, -1).map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(moved([a, b, catchAll], 1, 1).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(moved([a, b, catchAll], 2, -1).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('a rule in words', () => {
  const names = { agent: (id: number) => `Agent ${id}`, office: (id: number) => `Office ${id}` };
  it('its conditions, its hand-out and what follows', () => {
    const rule = {
      ...a,
      match: {
        ...a.match,
        officeId: 5,
        sources: ['app', 'web'],
        priceMin: 300_000,
        priceMax: 900_000,
        territory: { type: 'Polygon' as const, coordinates: [] },
      },
      agents: [
        { agentId: 3, weight: 2 },
        { agentId: 4, weight: 1 },
      ],
    };
    expect(conditionsText(rule, names)).toBe('Through Office 5 · from the app or the website · searching in its territory · $300K–$900K');
    expect(conditionsText(catchAll, names)).toBe('Every lead no rule above takes');
    expect(handoutText(rule, names)).toBe('Round robin: Agent 3 (2 turns), Agent 4');
    expect(handoutText({ ...rule, handout: 'one_agent' }, names)).toBe('Always Agent 3');
    expect(handoutText(catchAll, names)).toBe('Round robin: every active agent');
    expect(timingText({ ...rule, windowMinutes: 1, hops: 1, fallback: { kind: 'agent', agentId: 7 } }, names)).toBe(
      '1 minute to respond, 1 agent in turn, then Agent 7',
    );
  });
});
