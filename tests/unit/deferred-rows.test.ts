import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActivityList, SERVER_ROWS } from '@/components/home/activity-list';
import { ListingModalProvider } from '@/components/home/listing-modal';
import { MostViewedList } from '@/components/home/most-viewed-list';
import type { ActivityEvent, MostViewedListing } from '@/lib/home/rules';

const NOW = 1_795_000_000;
const events: ActivityEvent[] = Array.from({ length: 30 }, (_, i) => ({
  type: i % 2 ? 'view' : 'fav',
  listingKey: `ML${1000 + i}`,
  photo: null,
  userName: 'Blake Buyer',
  address: `${100 + i} Main St`,
  note: null,
  time: NOW - i * 60,
}));
const listings: MostViewedListing[] = Array.from({ length: 4 }, (_, i) => ({
  listingKey: `ML${2000 + i}`,
  photo: null,
  street: `${i + 1} Oak Ave`,
  city: 'Berkeley',
  state: 'CA',
  zip: '94705',
  views: 4 - i,
}));

/** Rendered as the pages render them: under the listing modal's provider. */
const render = (element: ReactElement) => renderToString(createElement(ListingModalProvider, null, element));
const rows = (html: string) => (html.match(/<li[ >]/g) ?? []).length;

/**
 * What the server writes into the page's HTML (renderToString runs as the server's render does:
 * before hydration, so rows meant for the browser are not there). The browser then draws the rest
 * from the same data, ten at a time as the reader nears the end (tests/e2e/user-detail.spec.ts and home.spec.ts read them).
 */
describe('rows the server leaves to the browser', () => {
  it('the timeline writes the rows its scroll box shows first (the home page)', () => {
    const html = render(createElement(ActivityList, { events, now: NOW }));
    expect(rows(html)).toBe(SERVER_ROWS);
    expect(html).toContain('100 Main St');
    expect(html).not.toContain(`${100 + SERVER_ROWS} Main St`);
    // The rest are drawn as the reader nears the end; the button says how many wait.
    expect(html).toContain(`Show more activity (${events.length - SERVER_ROWS} left)`);
  });

  it('a timeline that fits in the first rows has no Show more', () => {
    const html = render(createElement(ActivityList, { events: events.slice(0, SERVER_ROWS), now: NOW }));
    expect(rows(html)).toBe(SERVER_ROWS);
    expect(html).not.toContain('Show more activity');
  });

  it('below the fold (user detail) it writes none, only its announced skeleton', () => {
    const html = render(createElement(ActivityList, { events, now: NOW, serverRows: 0 }));
    expect(rows(html)).toBe(0);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading recent activity');
    expect(html).not.toContain('Main St');
  });

  it('most viewed writes its rows unless deferred, then a skeleton in their place', () => {
    expect(rows(render(createElement(MostViewedList, { listings })))).toBe(4);
    const deferred = render(createElement(MostViewedList, { listings, deferred: true }));
    expect(rows(deferred)).toBe(0);
    expect(deferred).toContain('Loading most viewed listings');
    expect(deferred).not.toContain('Oak Ave');
  });
});
