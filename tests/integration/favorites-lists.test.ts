import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecipientsAddedResponse, UserSearchResponse } from '@/lib/favorites-lists/answers';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamRecipient } from './support/routes/favorites-lists';
import { cookieOf, ROLES, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const SEARCH = 'app/api/favorites-lists/users/route.ts';
const SHARE = 'app/api/favorites-lists/[listId]/share/route.ts';
const ADD = 'app/api/favorites-lists/shares/[shareId]/recipients/route.ts';
const REMOVE = 'app/api/favorites-lists/shares/[shareId]/recipients/[userId]/route.ts';
const REVOKE = 'app/api/favorites-lists/shares/[shareId]/route.ts';

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  return invoke(await handlerOf(file, method), { method, path: '/api/favorites-lists', cookie: await cookieOf(role), ...over });
}
const add = (role: Role, json: unknown) =>
  call(role, ADD, 'POST', { path: '/api/favorites-lists/shares/7/recipients', params: { shareId: '7' }, json });

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

const newUser = { id: 55, email: 'new.person@acme.test' };

describe('GET /api/favorites-lists/users', () => {
  it('asks search-users for at most 50 and answers them in the app shape', async () => {
    const scope = upstreamAs('agent')
      .get('/search-users')
      .query({ q: 'Bla', limit: '50' })
      .reply(200, { users: [upstreamRecipient] });
    const answer = await call('agent', SEARCH, 'GET', { path: '/api/favorites-lists/users?q=%20Bla%20' });
    expect(answer.status).toBe(200);
    expect((answer.body as UserSearchResponse).users).toEqual([{ id: 41, name: 'Blake Buyer', email: 'buyer@acme.test', photo: null }]);
    expect(scope.isDone()).toBe(true);
  });

  it('refuses a search of fewer than 2 characters without asking the upstream', async () => {
    const { answer, heard } = await unheard(() => call('agent', SEARCH, 'GET', { path: '/api/favorites-lists/users?q=b' }));
    expect(answer.status).toBe(400);
    expect(heard).toEqual([]);
  });
});

describe('POST /api/favorites-lists/shares/{shareId}/recipients', () => {
  it('reads the recipients, sends only the users not yet in the list', async () => {
    upstreamAs('agent')
      .get('/favorites/share/7/recipients')
      .reply(200, { recipients: [upstreamRecipient] });
    const sent = upstreamAs('agent')
      .post('/favorites/share/7/recipients', { recipients: [{ user_id: 55, email: 'new.person@acme.test' }] })
      .reply(200, { ok: true, added: 1 });
    const answer = await add('agent', { users: [{ id: 41, email: 'buyer@acme.test' }, newUser] });
    expect(answer.status).toBe(200);
    expect(answer.body as RecipientsAddedResponse).toEqual({ ok: true, added: 1, message: '1 user added to the list' });
    expect(sent.isDone()).toBe(true);
  });

  it("'Selected users are already in this list': 409, nothing sent", async () => {
    upstreamAs('agent')
      .get('/favorites/share/7/recipients')
      .reply(200, { recipients: [upstreamRecipient] });
    const { answer, heard } = await unheard(() => add('agent', { users: [{ id: 41, email: 'buyer@acme.test' }] }));
    expect([answer.status, answer.message]).toEqual([409, 'Selected users are already in this list']);
    expect(heard).toEqual([]);
  });

  it("'Please select at least one user': 400 before any upstream call", async () => {
    const { answer, heard } = await unheard(() => add('agent', { users: [] }));
    // guarded() names the field before the rule's message; the browser's own check shows the message alone.
    expect([answer.status, answer.message]).toEqual([400, 'Invalid users: Please select at least one user']);
    expect(heard).toEqual([]);
  });

  it("a share that is gone: 'Share not found'", async () => {
    upstreamAs('agent').get('/favorites/share/7/recipients').reply(404, { message: 'Nope' });
    const answer = await add('agent', { users: [newUser] });
    expect([answer.status, answer.message]).toEqual([404, 'Share not found']);
  });

  it("an unreachable upstream: 'Unable to add users'; the server's own message when it gives one", async () => {
    upstreamAs('agent').get('/favorites/share/7/recipients').reply(200, { recipients: [] });
    upstreamAs('agent').post('/favorites/share/7/recipients').replyWithError('socket hang up');
    expect((await add('agent', { users: [newUser] })).message).toBe('Unable to add users');

    upstreamAs('agent').get('/favorites/share/7/recipients').reply(200, { recipients: [] });
    upstreamAs('agent').post('/favorites/share/7/recipients').reply(400, { message: 'User 55 cannot receive this list.' });
    const answer = await add('agent', { users: [newUser] });
    expect([answer.status, answer.message]).toEqual([400, 'User 55 cannot receive this list.']);
  });
});

describe('share, remove, revoke', () => {
  it("shares a list: list_id and the recipients; a failure without a message is 'Unable to share list'", async () => {
    const scope = upstreamAs('admin')
      .post('/favorites/share', { list_id: 3, recipients: [{ user_id: 55, email: 'new.person@acme.test' }] })
      .reply(200, { ok: true, share_id: 9 });
    const ok = await call('admin', SHARE, 'POST', {
      path: '/api/favorites-lists/3/share',
      params: { listId: '3' },
      json: { users: [newUser] },
    });
    expect([ok.status, (ok.body as RecipientsAddedResponse).message]).toEqual([200, 'List shared with 1 user']);
    expect(scope.isDone()).toBe(true);

    upstreamAs('admin').post('/favorites/share').reply(500, {});
    const failed = await call('admin', SHARE, 'POST', {
      path: '/api/favorites-lists/3/share',
      params: { listId: '3' },
      json: { users: [newUser] },
    });
    expect([failed.status, failed.message]).toEqual([502, 'Unable to share list']);
  });

  it("removes one recipient; 'Unable to remove user' when the upstream cannot be reached", async () => {
    const scope = upstreamAs('agent').post('/favorites/share/7/remove', { user_id: 41 }).reply(200, { ok: true });
    const over = { path: '/api/favorites-lists/shares/7/recipients/41', params: { shareId: '7', userId: '41' } };
    expect((await call('agent', REMOVE, 'DELETE', over)).status).toBe(200);
    expect(scope.isDone()).toBe(true);
    upstreamAs('agent').post('/favorites/share/7/remove').replyWithError('reset');
    expect((await call('agent', REMOVE, 'DELETE', over)).message).toBe('Unable to remove user');
  });

  it("revokes a share; 'Unable to stop sharing' on a failure without a message", async () => {
    const over = { path: '/api/favorites-lists/shares/7', params: { shareId: '7' } };
    const scope = upstreamAs('agent').post('/favorites/share/7/revoke', {}).reply(200, { ok: true });
    expect((await call('agent', REVOKE, 'DELETE', over)).status).toBe(200);
    expect(scope.isDone()).toBe(true);
    upstreamAs('agent').post('/favorites/share/7/revoke').reply(503, {});
    expect((await call('agent', REVOKE, 'DELETE', over)).message).toBe('Unable to stop sharing');
  });

  it('read-only and a manager are refused before any upstream call', async () => {
    for (const role of ['readOnly', 'manager'] as const) {
      const { answer, heard } = await unheard(() =>
        call(role, REVOKE, 'DELETE', { path: '/api/favorites-lists/shares/7', params: { shareId: '7' } }),
      );
      expect(answer.status).toBe(403);
      expect(heard).toEqual([]);
    }
  });
});

describe('super-admin restricted mode', () => {
  it("an admin's search for users is refused before the upstream hears it (the user list stays hidden)", async () => {
    const { answer, heard } = await unheard(() => call('restrictedAdmin', SEARCH, 'GET', { path: '/api/favorites-lists/users?q=com' }));
    expect([answer.status, answer.message]).toEqual([403, 'You do not have permission to do this.']);
    expect(heard).toEqual([]);
  });

  it("the page's cards keep the recipient count but not one recipient's name, e-mail or photo", async () => {
    const { listFavoritesCards } = await import('@/server/favorites-lists');
    const shared = {
      list_id: 3,
      list_name: 'Beach homes',
      share_id: 7,
      item_count: 2,
      recipient_count: 1,
      recipients: [upstreamRecipient],
      favorites: [],
    };
    const read = async (role: 'restrictedAdmin' | 'admin') => {
      upstreamAs(role)
        .get('/favorites/status')
        .reply(200, { status: 'ok', lists: [shared] })
        .get('/user/lists')
        .reply(200, { lists: [] });
      const { session, viewer } = ROLES[role];
      return listFavoritesCards(session, viewer);
    };
    const [restricted] = await read('restrictedAdmin');
    expect(restricted).toMatchObject({ recipientCount: 1, recipients: [] });
    expect(JSON.stringify(restricted)).not.toMatch(/Blake|buyer@acme/);
    expect((await read('admin'))[0]?.recipients.map((u) => u.name)).toEqual(['Blake Buyer']);
  });
});
