import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkResponse, UsersResponse } from '@/lib/users/answers';
import { USER_MSG } from '@/lib/users/rules';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamUser } from './support/routes/users';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const admin = () => upstreamAs('admin');

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  const handler = await handlerOf(file, method);
  return invoke(handler, { method, path: '/api/users', cookie: await cookieOf(role), ...over });
}

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('GET /api/users', () => {
  it("sends the list state to the upstream and answers rows in the app's words", async () => {
    const scope = admin()
      .get('/users')
      .query({ limit: '25', offset: '50', sort: 'j', q: 'blake', agent: '3', tag: 'kiosk-agent' })
      .reply(200, { users: [upstreamUser], total: 51, from: 51, to: 51 });
    const answer = await call('admin', 'app/api/users/route.ts', 'GET', {
      path: '/api/users?limit=25&offset=50&sort=j&q=blake&agent=3&tag=kiosk-agent',
    });
    expect(answer.status).toBe(200);
    const body = answer.body as UsersResponse;
    expect(body.users[0]).toEqual({
      id: 501,
      name: 'Blake Buyer',
      email: 'buyer@acme.test',
      phone: null,
      photo: null,
      agentId: 3,
      agentName: 'Avery Agent',
      lastLogin: 1_760_000_000,
      joined: 1_700_000_000,
      active: true,
      tags: [{ id: 7, key: 'kiosk', name: 'Open House', color: 'green' }],
    });
    expect(scope.isDone()).toBe(true);
  });

  it('drops the agent filter for a manager', async () => {
    const scope = upstreamAs('manager')
      .get('/users')
      .query({ limit: '10', offset: '0' })
      .reply(200, { users: [], total: 0, from: 0, to: 0 });
    const answer = await call('manager', 'app/api/users/route.ts', 'GET', { path: '/api/users?agent=3' });
    expect(answer.status).toBe(200);
    expect(scope.isDone()).toBe(true);
  });
});

describe('bulk changes', () => {
  it('resolves every matching user through the upstream, then changes their agent', async () => {
    const ids = admin()
      .get('/users')
      .query({ limit: '1', offset: '0', ids_only: '1', q: 'son', tag: 'kiosk' })
      .reply(200, { users: [], total: 3, from: 0, to: 0, ids: [4, 5, 6] });
    const change = admin()
      .post('/users/change_agents', { user_ids: [4, 5, 6], agent_id: 9 })
      .reply(200, { ok: true, changed: 3 });
    const answer = await call('admin', 'app/api/users/bulk/agent/route.ts', 'POST', {
      path: '/api/users/bulk/agent',
      json: { target: { all: true, q: 'son', tag: 'kiosk' }, agent_id: 9 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body as BulkResponse).toEqual({ updated: 3, message: USER_MSG.agentsUpdated });
    expect(ids.isDone() && change.isDone()).toBe(true);
  });

  it('refuses more matching users than one change takes, sending no change', async () => {
    admin()
      .get('/users')
      .query(true)
      .reply(200, { users: [], total: 12_000, from: 0, to: 0, ids: Array.from({ length: 10_000 }, (_, i) => i + 1) });
    const { answer, heard } = await unheard(() =>
      call('admin', 'app/api/users/bulk/tags/route.ts', 'POST', {
        path: '/api/users/bulk/tags',
        json: { target: { all: true }, tag_ids: [7] },
      }),
    );
    expect(answer.status).toBe(400);
    expect(heard).toEqual([]);
  });

  it('refuses an empty selection without calling the upstream', async () => {
    const { answer, heard } = await unheard(() =>
      call('admin', 'app/api/users/bulk/agent/route.ts', 'POST', {
        path: '/api/users/bulk/agent',
        json: { target: { user_ids: [] }, agent_id: 9 },
      }),
    );
    expect(answer.status).toBe(400);
    expect(heard).toEqual([]);
  });
});

describe('POST /api/users/csv/preview', () => {
  const upload = (csv: string, query = '') => {
    const form = new FormData();
    form.set('file', new File([csv], 'crm.csv', { type: 'text/csv' }));
    return call('admin', 'app/api/users/csv/preview/route.ts', 'POST', { path: `/api/users/csv/preview${query}`, body: form });
  };

  it('asks for a mapping when the header is unknown, without calling the upstream', async () => {
    const { answer, heard } = await unheard(() => upload('Client,Contact\nAnn,ann@x.co\n'));
    expect(answer.status).toBe(422);
    expect((answer.body as { error: { message: string } }).error.message).toBe(USER_MSG.mapColumns);
    expect(heard).toEqual([]);
  });

  it('forwards the file rewritten into name,email,phone with the chosen mapping', async () => {
    let sent = '';
    admin()
      .post('/user_csv', (body: string) => {
        sent = String(body);
        return true;
      })
      .reply(200, { data: { ok_rows: [{ row: 2, name: 'Ann Lee', email: 'ann@x.co', phone: '' }], error_rows: [] } });
    const answer = await upload('Client;Contact\nAnn Lee;ann@x.co\n', '?name=0&email=1');
    expect(answer.status).toBe(200);
    expect(sent).toContain('name,email,phone\r\nAnn Lee,ann@x.co,\r\n');
  });
});
