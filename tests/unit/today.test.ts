import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TodayEmpty, TodayList } from '@/components/home/today-row';
import { hotRows, newUserRows, returnedRows, waitingRows } from '@/components/home/today-section';
import type { SafeHtml } from '@/components/ui/safe-html';
import {
  awaitingFirst,
  joinedThisWeek,
  returnedOnly,
  TODAY_MSG,
  todayParts,
  waitedFor,
  waitingWords,
  type AwaitingFacts,
} from '@/lib/home/today';
import { openedShowingId, showingHref } from '@/lib/showings/rules';
import { appData, ROLES, signIn, signInUser } from '@/tests/support/roles';

const HOUR = 3_600;
const DAY = 86_400;

describe("Today's parts: each only where its feature is on", () => {
  it('an agent gets all four; a manager and an admin all but the showings (an agent screen)', () => {
    expect(todayParts(ROLES.agent.viewer)).toEqual({ hot: true, waiting: true, newUsers: true, returned: true });
    expect(todayParts(ROLES.manager.viewer)).toEqual({ hot: true, waiting: false, newUsers: true, returned: true });
    expect(todayParts(ROLES.admin.viewer)).toEqual({ hot: true, waiting: false, newUsers: true, returned: true });
    expect(todayParts(ROLES.agentAdminInAgentView.viewer).waiting).toBe(true);
  });

  it('read-only mode still reads every part', () => {
    expect(todayParts(ROLES.readOnly.viewer)).toEqual({ hot: true, waiting: false, newUsers: true, returned: true });
  });

  it('an admin in restricted mode gets none: no end user is named to them', () => {
    expect(todayParts(ROLES.restrictedAdmin.viewer)).toEqual({ hot: false, waiting: false, newUsers: false, returned: false });
  });

  it('without agentInsightsEnabled: no hot and no returned leads', () => {
    const off = signIn(
      'key-x',
      signInUser({ id: 3, type: 'agent', email: 'a@acme.test' }),
      appData({ toggles: { ...appData().toggles, agentInsightsEnabled: false } }),
    );
    expect(todayParts(off.viewer)).toEqual({ hot: false, waiting: true, newUsers: true, returned: false });
  });
});

describe('how long a request has waited', () => {
  it('in the largest whole unit', () => {
    expect(waitedFor(20)).toBe('under a minute');
    expect(waitedFor(60)).toBe('1 minute');
    expect(waitedFor(59 * 60)).toBe('59 minutes');
    expect(waitedFor(3 * HOUR + 59 * 60)).toBe('3 hours');
    expect(waitedFor(DAY)).toBe('1 day');
    expect(waitedFor(40 * DAY + 5)).toBe('40 days');
    expect(waitedFor(-30)).toBe('under a minute');
  });

  it("says nothing when the upstream gives no offer's time", () => {
    expect(waitingWords(1_000, 1_000 + 2 * HOUR)).toBe('Waiting 2 hours');
    expect(waitingWords(null, 1_000)).toBeNull();
  });
});

describe('the requests waiting for the agent', () => {
  const user = 7;
  const s = (id: number, status: AwaitingFacts['status'], offers: [by: number, at: number | null][]) => ({
    id,
    status,
    userId: user,
    offers: offers.map(([userId, createdAt]) => ({ userId, createdAt })),
  });

  it("keeps pending and negotiating ones whose latest offer is the user's, the longest waiting first", () => {
    const list = [
      s(1, 'pending', [[user, 500]]),
      s(2, 'negotiating', [
        [user, 100],
        [99, 200],
      ]), // the agent answered last: not waiting
      s(3, 'negotiating', [
        [user, 100],
        [99, 200],
        [user, 300],
      ]),
      s(4, 'booked', [[user, 50]]),
      s(5, 'cancelled', [[user, 40]]),
      s(6, 'pending', [[user, 400]]),
      s(7, 'pending', []),
    ];
    expect(awaitingFirst(list).map((x) => x.id)).toEqual([3, 6, 1]);
  });

  it('those without a time come last, in the order they came; at most five', () => {
    const list = [
      s(1, 'pending', [[user, null]]),
      s(2, 'pending', [[user, 9]]),
      s(3, 'pending', [[user, null]]),
      ...[4, 5, 6, 7].map((id) => s(id, 'pending', [[user, id * 10]])),
    ];
    expect(awaitingFirst(list).map((x) => x.id)).toEqual([2, 4, 5, 6, 7]);
    expect(awaitingFirst(list, 10).map((x) => x.id)).toEqual([2, 4, 5, 6, 7, 1, 3]);
  });
});

describe('new this week and back after a while', () => {
  const now = 100 * DAY;

  it('new: joined in the last seven days, newest first', () => {
    const users = [{ joinedAt: now - 8 * DAY }, { joinedAt: now - DAY }, { joinedAt: now - 7 * DAY }, { joinedAt: now - 60 }];
    expect(joinedThisWeek(users, now).map((u) => (now - u.joinedAt) / 60)).toEqual([1, 24 * 60, 7 * 24 * 60]);
  });

  it('back: away fourteen days or more', () => {
    const leads = [{ daysAway: 13 }, { daysAway: 14 }, { daysAway: null }, { daysAway: 40 }];
    expect(returnedOnly(leads).map((l) => l.daysAway)).toEqual([14, 40]);
  });
});

describe("a showing's details opened by link", () => {
  it('reads only a positive whole id', () => {
    expect(showingHref(12)).toBe('/showings?showing=12');
    expect(openedShowingId('12')).toBe(12);
    expect(openedShowingId(['5', '6'])).toBe(5);
    for (const bad of [undefined, '', '0', '-1', '1.5', '01', 'x', '12345678901']) expect(openedShowingId(bad)).toBeNull();
  });
});

describe("Today's rows, as markup", () => {
  const person = { id: 41, name: 'Hannah <Hale>', email: 'hannah@example.com', phone: '(415) 555-0142' };
  const list = (rows: SafeHtml[], label = 'Hot now') => renderToStaticMarkup(TodayList({ label, rows }));

  it('a hot lead: the name to their page, the level, the first reason, and Call, Text and E-mail', () => {
    const html = list(hotRows([{ ...person, level: 'hot', reason: 'Viewed 12 Oak St 9 times' }]));
    expect(html).toContain('href="/users/41"');
    expect(html).toContain('Hannah &lt;Hale&gt;');
    expect(html).toContain('>Hot<');
    expect(html).toContain('Viewed 12 Oak St 9 times');
    expect(html).toContain('href="tel:4155550142"');
    expect(html).toContain('aria-label="Call Hannah &lt;Hale&gt;"');
    expect(html).toContain('href="sms:4155550142"');
    expect(html).toContain('href="mailto:hannah@example.com"');
  });

  it('no phone: no Call and no Text', () => {
    const html = list(newUserRows([{ ...person, phone: null, joinedAt: 1_000 }], 1_000 + 3 * HOUR), 'New this week');
    expect(html).toContain('Joined 3 hours ago');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('sms:');
    expect(html).toContain('mailto:');
  });

  it('a waiting request links to its details and says how long it waited; one without a time says nothing of it', () => {
    const html = list(
      waitingRows(
        [
          { id: 9, user: person, address: '12 Oak St', since: 0 },
          { id: 10, user: person, address: '14 Oak St', since: null },
        ],
        2 * DAY,
      ),
      'Waiting for you',
    );
    expect(html).toContain('href="/showings?showing=9"');
    expect(html).toContain('Showing at 12 Oak St</a> · Waiting 2 days');
    expect(html).toContain('Showing at 14 Oak St</a></p>');
  });

  it('a returning user: how long away, and when active', () => {
    const html = list(returnedRows([{ ...person, daysAway: 28, lastActive: 0 }], 2 * 60), 'Back after a while');
    expect(html).toContain('Back after 28 days away · active 2 minutes ago');
  });

  it('an empty part says what would show there', () => {
    const html = renderToStaticMarkup(createElement(TodayEmpty, { title: TODAY_MSG.waitingEmpty, text: TODAY_MSG.waitingEmptyText }));
    expect(html).toContain('No showing requests waiting');
    expect(html).toContain('Requests you have not answered yet show here, the longest waiting first.');
  });
});
