import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TodayList } from '@/components/home/today-row';
import { newUserRows } from '@/components/home/today-section';
import { userCellHtml } from '@/components/users/user-cell';
import { USER_LIST } from '@/lib/users/rules';
import { newUsers } from '@/server/today';
import { listUsers } from '@/server/users';
import { ROLES } from '@/tests/support/roles';
import { upstreamUser } from './support/routes/users';
import { upstreamAs, withNockedUpstream } from './support/upstream';

withNockedUpstream();

/**
 * The upstream's values are not trusted to be what they say: an e-mail that carries a query would
 * make the E-mail link write to someone else too, and a phone with more than a number would dial it.
 */
const HOSTILE = { email: 'fatima.davis@example.com?bcc=spy@evil.test&subject=Hi', phone: '415 555 0123?body=Hi' };
const now = () => Math.floor(Date.now() / 1000);

describe('contact links from the upstream’s values', () => {
  it('Today: a hostile e-mail and phone give no E-mail, Call or Text link, and no bcc anywhere', async () => {
    upstreamAs('manager')
      .get('/users')
      .query(true)
      .reply(200, {
        users: [{ ...upstreamUser, display_name: 'Fatima Davis', created_epoch: now() - 60, ...HOSTILE }],
        total: 1,
        from: 1,
        to: 1,
      });
    const users = await newUsers(ROLES.manager.session);
    const markup = renderToStaticMarkup(TodayList({ label: 'New this week', rows: newUserRows(users, now()) }));
    expect(markup).toContain('Fatima Davis');
    expect(markup).not.toMatch(/mailto:|tel:|sms:/);
    expect(markup).not.toContain('bcc');
  });

  it('the users list: the e-mail shows as text, never as a link', async () => {
    upstreamAs('admin')
      .get('/users')
      .query(true)
      .reply(200, { users: [{ ...upstreamUser, ...HOSTILE }], total: 1, from: 1, to: 1 });
    const { users } = await listUsers(ROLES.admin.session, USER_LIST.parse({}));
    const markup = String(userCellHtml(users[0]!));
    expect(markup).toContain('>fatima.davis@example.com?bcc=spy@evil.test&amp;subject=Hi</span>');
    expect(markup).not.toMatch(/href="(mailto|tel|sms):/);
    expect(nock.pendingMocks()).toEqual([]);
  });
});
