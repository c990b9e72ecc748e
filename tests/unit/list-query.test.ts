import { describe, expect, it } from 'vitest';
import { defineListQuery, flagFilter, oneOfFilter, positiveIdFilter, textFilter } from '@/lib/list-query';

/** The spec's users list: page sizes 10/25/50, sorts default/l/j/a/z, q, agent and tag. */
const users = defineListQuery({
  sorts: [
    { value: '', label: 'Last login, most recent' },
    { value: 'l', label: 'Last login, oldest' },
    { value: 'j', label: 'Joined' },
    { value: 'a', label: 'Name A–Z' },
    { value: 'z', label: 'Name Z–A' },
  ],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  searchMax: 200,
  filters: { agent: positiveIdFilter(), tag: textFilter({ max: 64, pattern: /^[\w-]+$/ }) },
});

/** A list with a non-empty default sort and a word filter, as showings would be. */
const showings = defineListQuery({
  sorts: [
    { value: 'soon', label: 'Soonest first' },
    { value: 'late', label: 'Latest first' },
  ],
  defaultSort: 'soon',
  pageSizes: [0, 10, 25],
  defaultPageSize: 25,
  searchMax: 0,
  filters: { view: oneOfFilter(['upcoming', 'past'] as const, 'upcoming'), mine: flagFilter() },
});

describe('parse', () => {
  it('gives the defaults for an empty or absent query', () => {
    const expected = { offset: 0, limit: 10, sort: '', q: '', agent: null, tag: null };
    expect(users.parse({})).toEqual(expected);
    expect(users.parse(undefined)).toEqual(expected);
    expect(users.defaults).toEqual(expected);
    expect(showings.parse('')).toEqual({ offset: 0, limit: 25, sort: 'soon', q: '', view: 'upcoming', mine: false });
  });

  it('reads every parameter from a record, a URLSearchParams or a string alike', () => {
    const expected = { offset: 20, limit: 25, sort: 'j', q: 'ann', agent: 7, tag: 'kiosk-agent' };
    expect(users.parse({ offset: '20', limit: '25', sort: 'j', q: ' ann ', agent: '7', tag: 'kiosk-agent' })).toEqual(expected);
    expect(users.parse(new URLSearchParams('offset=20&limit=25&sort=j&q=ann&agent=7&tag=kiosk-agent'))).toEqual(expected);
    expect(users.parse('offset=20&limit=25&sort=j&q=ann&agent=7&tag=kiosk-agent')).toEqual(expected);
  });

  it.each(['x', 'A', 'default', 'a ', 'soon'])('falls back to the default order for the unknown sort %j', (sort) => {
    expect(users.parse({ sort }).sort).toBe('');
  });

  it('falls back to a list’s own default sort', () => {
    expect(showings.parse({ sort: 'nope' }).sort).toBe('soon');
    expect(showings.parse({ sort: 'late' }).sort).toBe('late');
  });

  it.each(['0', '5', '100', '-10', 'all', '10.5', '', '1e1'])('takes a page size outside 10/25/50 (%j) as 10', (limit) => {
    expect(users.parse({ limit }).limit).toBe(10);
  });

  it('accepts 0 (all) only where the list offers it, and then drops the offset', () => {
    expect(showings.parse({ limit: '0', offset: '50' })).toMatchObject({ limit: 0, offset: 0 });
  });

  it.each(['-5', 'abc', '3.7', '', '1e3'])('reads a garbage offset %j as 0', (offset) => {
    expect(users.parse({ offset }).offset).toBe(0);
  });

  it('keeps a large offset (the pager shows an empty page past the end)', () => {
    expect(users.parse({ offset: '990' }).offset).toBe(990);
  });

  it.each(['0', '-3', 'abc', '2.5', '1e3', '9999999999'])('ignores the agent %j', (agent) => {
    expect(users.parse({ agent }).agent).toBeNull();
  });

  it('refuses a tag outside its pattern or length, and ignores words that are not a view', () => {
    expect(users.parse({ tag: 'a b' }).tag).toBeNull();
    expect(users.parse({ tag: 'x'.repeat(65) }).tag).toBeNull();
    expect(showings.parse({ view: 'PAST', mine: 'yes' })).toMatchObject({ view: 'upcoming', mine: false });
  });

  it('cuts the search to the list’s maximum and drops it where the list has none', () => {
    expect(users.parse({ q: 'x'.repeat(500) }).q).toHaveLength(200);
    expect(showings.parse({ q: 'anything' }).q).toBe('');
  });

  it('takes the first of repeated parameters', () => {
    expect(users.parse({ sort: ['z', 'a'], limit: ['50', '10'] })).toMatchObject({ sort: 'z', limit: 50 });
  });
});

describe('writing', () => {
  it('round-trips every state through its query string', () => {
    const states = [
      users.defaults,
      { ...users.defaults, offset: 30, limit: 25, sort: 'z' as const, q: 'bob smith', agent: 12, tag: 'kiosk' },
      { ...users.defaults, sort: 'l' as const, tag: 'buyer-lead' },
    ];
    for (const state of states) expect(users.parse(users.toSearchParams(state))).toEqual(state);
    const showing = { ...showings.defaults, sort: 'late' as const, view: 'past' as const, mine: true };
    expect(showings.parse(showings.toSearchParams(showing))).toEqual(showing);
  });

  it('drops every parameter at its default', () => {
    expect(users.toSearchParams(users.defaults).toString()).toBe('');
    expect(showings.toSearchParams({ ...showings.defaults, sort: 'soon' }).toString()).toBe('');
    expect(users.toSearchParams({ ...users.defaults, limit: 50, agent: 3 }).toString()).toBe('limit=50&agent=3');
  });

  it('builds hrefs that keep other parameters, go back to the first page on a change, and drop defaults', () => {
    const current = { offset: '40', sort: 'a', agent: '5', level: 'office' };
    expect(users.href('/users', current, { sort: 'z' })).toBe('/users?sort=z&agent=5&level=office');
    expect(users.href('/users', current, { offset: 50 })).toBe('/users?offset=50&sort=a&agent=5&level=office');
    expect(users.href('/users', current, { sort: '', agent: null })).toBe('/users?level=office');
    expect(users.href('/users', {}, {})).toBe('/users');
    expect(showings.href('/showings', { offset: '25' }, { limit: 0 })).toBe('/showings?limit=0');
  });
});
