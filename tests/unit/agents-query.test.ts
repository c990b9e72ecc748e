import { describe, expect, it } from 'vitest';
import {
  AGENT_PAGE_SIZES,
  AGENT_SORT_CODES,
  AGENT_SORT_OPTIONS,
  canReorder,
  DEFAULT_AGENT_PAGE_SIZE,
  parseAgentsQuery,
  type AgentsQuery,
} from '@/lib/agents/rules';
import { AGENT_SORTS } from '@/server/upstream/contract/agents';

const on = { officesEnabled: true };
const off = { officesEnabled: false };

describe('parseAgentsQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseAgentsQuery({}, on)).toEqual({ offset: 0, limit: 10, sort: '', q: '', office: null });
    expect(parseAgentsQuery(undefined, on).limit).toBe(DEFAULT_AGENT_PAGE_SIZE);
  });

  it('reads every parameter', () => {
    expect(parseAgentsQuery({ offset: '20', limit: '25', sort: 'ud', q: ' ann ', office: '7' }, on)).toEqual({
      offset: 20,
      limit: 25,
      sort: 'ud',
      q: 'ann',
      office: 7,
    });
  });

  it.each(AGENT_PAGE_SIZES)('accepts the page size %i', (limit) => {
    expect(parseAgentsQuery({ limit: String(limit) }, on).limit).toBe(limit);
  });

  it.each(['5', '100', '-10', 'all', '10.5', '', '1e1'])('falls back to 10 for the page size %j', (limit) => {
    expect(parseAgentsQuery({ limit }, on).limit).toBe(10);
  });

  it('drops the offset when all agents are shown', () => {
    expect(parseAgentsQuery({ limit: '0', offset: '30' }, on)).toMatchObject({ limit: 0, offset: 0 });
  });

  it.each(['-5', 'abc', '3.7', ''])('reads a garbage offset %j as 0', (offset) => {
    expect(parseAgentsQuery({ offset }, on).offset).toBe(0);
  });

  it.each(AGENT_SORT_CODES)('accepts the sort code %s', (sort) => {
    expect(parseAgentsQuery({ sort }, on).sort).toBe(sort);
  });

  it.each(['x', 'A', 'name', 'a ', ''])('falls back to the default order for the sort %j', (sort) => {
    expect(parseAgentsQuery({ sort }, on).sort).toBe('');
  });

  it.each(['0', '-3', 'abc', '2.5', '1e3', '9999999999'])('ignores the office %j', (office) => {
    expect(parseAgentsQuery({ office }, on).office).toBeNull();
  });

  it('ignores the office filter when offices are off', () => {
    expect(parseAgentsQuery({ office: '4' }, off).office).toBeNull();
  });

  it('cuts a search to the 200 characters the upstream takes', () => {
    expect(parseAgentsQuery({ q: 'x'.repeat(500) }, on).q).toHaveLength(200);
  });

  it('takes the first of repeated parameters and reads a URLSearchParams or a string alike', () => {
    expect(parseAgentsQuery({ sort: ['z', 'a'], limit: ['50', '10'] }, on)).toMatchObject({ sort: 'z', limit: 50 });
    expect(parseAgentsQuery(new URLSearchParams('q=bob&office=3'), on)).toMatchObject({ q: 'bob', office: 3 });
    expect(parseAgentsQuery('limit=0&sort=n', on)).toMatchObject({ limit: 0, sort: 'n' });
  });
});

describe('sort codes', () => {
  it('are the contract codes, each with a label, plus the default order', () => {
    expect([...AGENT_SORT_CODES].sort()).toEqual([...AGENT_SORTS].sort());
    expect(AGENT_SORT_OPTIONS.map((o) => o.value)).toEqual(['', ...AGENT_SORT_CODES]);
    expect(AGENT_SORT_OPTIONS[0]?.label).toBe('Default order');
    for (const option of AGENT_SORT_OPTIONS) expect(option.label.length).toBeGreaterThan(3);
  });
});

describe('canReorder', () => {
  const all: AgentsQuery = { offset: 0, limit: 0, sort: '', q: '', office: null };

  it('allows reordering with every agent shown in the default order', () => {
    expect(canReorder(all, false)).toBe(true);
  });

  it.each([
    ['a page size', { limit: 10 }],
    ['a sort', { sort: 'a' as const }],
    ['a search', { q: 'ann' }],
    ['an office filter', { office: 3 }],
  ])('refuses with %s', (_what, change) => {
    expect(canReorder({ ...all, ...change }, false)).toBe(false);
  });

  it('refuses in read-only mode', () => {
    expect(canReorder(all, true)).toBe(false);
  });
});
