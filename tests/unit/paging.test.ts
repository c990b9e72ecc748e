import { describe, it, expect } from 'vitest';
import { buildHref, firstParam, pageHref, pageInfo, pageWindow, parsePaging, showingText, toSearchParams, withQuery } from '@/lib/paging';

describe('pageInfo', () => {
  it('describes the first page', () => {
    expect(pageInfo({ offset: 0, limit: 10, total: 57 })).toEqual({
      offset: 0,
      limit: 10,
      total: 57,
      from: 1,
      to: 10,
      page: 1,
      pageCount: 6,
      lastOffset: 50,
      prevOffset: null,
      nextOffset: 10,
    });
  });

  it('describes a middle page', () => {
    const info = pageInfo({ offset: 20, limit: 10, total: 57 });
    expect([info.from, info.to, info.page, info.prevOffset, info.nextOffset]).toEqual([21, 30, 3, 10, 30]);
  });

  it('stops at the total on the last page', () => {
    const info = pageInfo({ offset: 50, limit: 10, total: 57 });
    expect([info.from, info.to, info.page, info.nextOffset, info.lastOffset]).toEqual([51, 57, 6, null, 50]);
  });

  it('puts the last offset on the final full page when the total divides evenly', () => {
    const info = pageInfo({ offset: 0, limit: 25, total: 50 });
    expect([info.lastOffset, info.pageCount]).toEqual([25, 2]);
    expect(pageInfo({ offset: 25, limit: 25, total: 50 }).nextOffset).toBeNull();
  });

  it('shows everything on one page for limit 0 (all)', () => {
    const info = pageInfo({ offset: 30, limit: 0, total: 2000 });
    expect(info).toMatchObject({ offset: 0, from: 1, to: 2000, page: 1, pageCount: 1, prevOffset: null, nextOffset: null });
  });

  it('shows nothing for an empty list', () => {
    const info = pageInfo({ offset: 0, limit: 10, total: 0 });
    expect(info).toMatchObject({ from: 0, to: 0, page: 1, pageCount: 1, lastOffset: 0, prevOffset: null, nextOffset: null });
    expect(pageInfo({ offset: 0, limit: 0, total: 0 })).toMatchObject({ from: 0, to: 0 });
  });

  it('handles an offset past the end without a backwards range, and goes back to the real last page', () => {
    const info = pageInfo({ offset: 60, limit: 10, total: 57 });
    expect([info.from, info.to, info.nextOffset, info.prevOffset]).toEqual([0, 0, null, 50]);
  });

  it('handles an offset that is not a multiple of the limit', () => {
    const info = pageInfo({ offset: 5, limit: 10, total: 57 });
    expect([info.from, info.to, info.prevOffset, info.nextOffset]).toEqual([6, 15, 0, 15]);
  });

  it('clamps negative and fractional input', () => {
    expect(pageInfo({ offset: -10, limit: 10.7, total: 5 })).toMatchObject({ offset: 0, limit: 10, from: 1, to: 5 });
  });
});

describe('showingText', () => {
  it('uses an en dash range', () => {
    expect(showingText(pageInfo({ offset: 10, limit: 10, total: 57 }))).toBe('Showing 11–20 of 57');
  });
  it('says 0 when nothing is shown', () => {
    expect(showingText(pageInfo({ offset: 0, limit: 10, total: 0 }))).toBe('Showing 0 of 0');
  });
});

describe('parsePaging', () => {
  const defaults = { defaultLimit: 10, limitOptions: [0, 10, 25, 50] };

  it('reads a Next searchParams object', () => {
    expect(parsePaging({ offset: '20', limit: '25', sort: 'a', q: ' smith ' }, defaults)).toEqual({
      offset: 20,
      limit: 25,
      sort: 'a',
      q: 'smith',
    });
  });

  it('falls back to defaults for missing or bad values', () => {
    expect(parsePaging({}, defaults)).toEqual({ offset: 0, limit: 10, sort: '', q: '' });
    expect(parsePaging({ offset: '-5', limit: '7' }, defaults)).toMatchObject({ offset: 0, limit: 10 });
    expect(parsePaging({ offset: 'abc', limit: '10abc' }, defaults)).toMatchObject({ offset: 0, limit: 10 });
  });

  it('accepts limit 0 (all) and drops the offset with it', () => {
    expect(parsePaging('limit=0&offset=30', defaults)).toMatchObject({ offset: 0, limit: 0 });
  });

  it('takes the first of repeated values', () => {
    expect(parsePaging({ offset: ['10', '20'], limit: ['25'] }, defaults)).toMatchObject({ offset: 10, limit: 25 });
  });

  it('accepts any non-negative limit when no options are given', () => {
    expect(parsePaging('limit=100', { defaultLimit: 25 }).limit).toBe(100);
    expect(parsePaging('limit=-1', { defaultLimit: 25 }).limit).toBe(25);
  });
});

describe('query strings', () => {
  it('converts every input shape', () => {
    expect(toSearchParams({ a: '1', b: ['2', '3'], c: undefined }).toString()).toBe('a=1&b=2&b=3');
    expect(toSearchParams('?a=1').toString()).toBe('a=1');
    expect(toSearchParams(new URLSearchParams('a=1')).toString()).toBe('a=1');
    expect(toSearchParams(undefined).toString()).toBe('');
    expect(firstParam({ tag: ['kiosk', 'x'] }, 'tag')).toBe('kiosk');
    expect(firstParam({}, 'tag')).toBe('');
  });

  it('does not mutate the input', () => {
    const input = new URLSearchParams('offset=10');
    withQuery(input, { offset: null });
    expect(input.toString()).toBe('offset=10');
  });

  it('keeps other parameters in place and removes empty ones', () => {
    const current = { q: 'jane', offset: '10', limit: '25', office: '3' };
    expect(buildHref('/agents', current, { offset: 20 })).toBe('/agents?q=jane&offset=20&limit=25&office=3');
    expect(buildHref('/agents', current, { q: '', offset: null })).toBe('/agents?limit=25&office=3');
    expect(buildHref('/agents', current, { sort: 'z' })).toBe('/agents?q=jane&offset=10&limit=25&office=3&sort=z');
  });

  it('gives the bare path when nothing is left', () => {
    expect(buildHref('/users', { offset: '10' }, { offset: null })).toBe('/users');
  });

  it('encodes values', () => {
    expect(buildHref('/users', {}, { q: 'a&b c' })).toBe('/users?q=a%26b+c');
  });

  it('builds page hrefs, dropping offset 0', () => {
    expect(pageHref('/users', { tag: 'kiosk', offset: '10' }, 0)).toBe('/users?tag=kiosk');
    expect(pageHref('/users', { tag: 'kiosk' }, 30)).toBe('/users?tag=kiosk&offset=30');
  });
});

describe('pageWindow', () => {
  it('centres on the current page', () => {
    expect(pageWindow(5, 9, 5)).toEqual([3, 4, 5, 6, 7]);
  });
  it('sticks to the edges', () => {
    expect(pageWindow(1, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 9, 4)).toEqual([6, 7, 8, 9]);
  });
  it('shows all pages when there are fewer than the maximum', () => {
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(40, 9, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(0, 9, 3)).toEqual([1, 2, 3]);
  });
  it('is empty for no pages or no buttons', () => {
    expect(pageWindow(1, 0, 5)).toEqual([]);
    expect(pageWindow(1, 9, 0)).toEqual([]);
  });
});
