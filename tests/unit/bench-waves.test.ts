import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench, without type declarations
import { waves } from '../../scripts/bench/pages.mjs';

type Call = { path: string; start: number; end: number };
const paths = (list: Call[][]) => list.map((w) => w.map((c) => c.path));

describe("the bench's waves of a page's recorded upstream calls", () => {
  it('calls that overlapped share a wave; a call that started after another ended is in a later one', () => {
    const calls: Call[] = [
      { path: '/users/1', start: 0, end: 5 },
      { path: '/notes', start: 6, end: 11 },
      { path: '/stats', start: 6.2, end: 10 },
      { path: '/tags', start: 12, end: 16 },
    ];
    expect(paths(waves(calls))).toEqual([['/users/1'], ['/notes', '/stats'], ['/tags']]);
  });

  it('orders by start whatever the order recorded, and an empty page has no wave', () => {
    expect(
      paths(
        waves([
          { path: '/b', start: 3, end: 4 },
          { path: '/a', start: 0, end: 5 },
        ]),
      ),
    ).toEqual([['/a', '/b']]);
    expect(waves([])).toEqual([]);
  });

  it('a call waits for the latest call it followed, not only the first', () => {
    const calls: Call[] = [
      { path: '/a', start: 0, end: 2 },
      { path: '/b', start: 0.1, end: 9 },
      { path: '/c', start: 3, end: 4 },
      { path: '/d', start: 10, end: 11 },
    ];
    expect(paths(waves(calls))).toEqual([['/a', '/b'], ['/c'], ['/d']]);
  });
});
