import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamUser } from './support/routes/user-detail';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const USER = '77';
const route = (name: string) => `app/api/user-detail/[userId]/${name}/route.ts`;

async function call(role: Role, file: string, method: string, over: Partial<Call> = {}) {
  const handler = await handlerOf(file, method);
  return invoke(handler, { method, path: `/api/user-detail/${USER}`, params: { userId: USER }, cookie: await cookieOf(role), ...over });
}

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const upstream = recordUnmatched();
  try {
    return { answer: await fn(), heard: upstream.seen };
  } finally {
    upstream.stop();
  }
}

const admin = () => upstreamAs('admin');

describe('inline edits', () => {
  it("answers the spec's toast for each field and sends the trimmed value", async () => {
    for (const [field, value, message] of [
      ['display_name', ' Blake B. ', 'Name updated'],
      ['email', 'b@acme.test', 'Email updated'],
      ['phone', '', 'Phone updated'],
    ] as const) {
      const scope = admin().post('/user/field', { user_id: 77, field, value: value.trim() }).reply(200, { ok: true });
      const answer = await call('admin', route('field'), 'POST', { json: { field, value } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true, message });
      expect(scope.isDone()).toBe(true);
    }
  });

  it("refuses an empty name, a bad email and a short phone with the spec's messages, sending nothing", async () => {
    for (const [field, value, message] of [
      ['display_name', '  ', 'Name is required'],
      ['email', 'nope', 'Invalid email address'],
      ['phone', '12', 'Enter a valid phone number'],
    ] as const) {
      const { answer, heard } = await unheard(() => call('admin', route('field'), 'POST', { json: { field, value } }));
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(message);
      expect(heard).toEqual([]);
    }
  });
});

describe('refusals that never reach the upstream', () => {
  it('the protected account is never made inactive', async () => {
    admin()
      .get(`/users/${USER}`)
      .reply(200, { user: { ...upstreamUser, protected: true } });
    const { answer, heard } = await unheard(() => call('admin', route('active'), 'POST', { json: { active: false } }));
    expect(answer.status).toBe(403);
    expect(heard).toEqual([]);
  });

  it('the virtual Agent tag is neither given nor taken', async () => {
    const { answer, heard } = await unheard(() =>
      call('admin', 'app/api/user-detail/[userId]/tags/[tagId]/route.ts', 'POST', {
        path: `/api/user-detail/${USER}/tags/0`,
        params: { userId: USER, tagId: '0' },
      }),
    );
    expect(answer.status).toBe(403);
    expect(heard).toEqual([]);
  });

  it('a manager is refused agent notes; an agent is refused promotions, agent changes and activation', async () => {
    const cases: [Role, string, unknown][] = [
      ['manager', 'notes', { notes: 'x' }],
      ['agent', 'promote-agent', {}],
      ['agent', 'promote-manager', { officeId: 5 }],
      ['agent', 'agent', { agentId: 3 }],
      ['agent', 'active', { active: false }],
      ['manager', 'agent', { agentId: 3 }],
    ];
    for (const [role, name, json] of cases) {
      const { answer, heard } = await unheard(() => call(role, route(name), 'POST', { json }));
      expect(answer.status, `${role} ${name}`).toBe(403);
      expect(heard).toEqual([]);
    }
  });

  it('promote to manager needs an office: "Choose an office for the manager"', async () => {
    const { answer, heard } = await unheard(() => call('admin', route('promote-manager'), 'POST', { json: {} }));
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('Choose an office for the manager');
    expect(heard).toEqual([]);
  });
});

describe('upstream failures read as the spec says', () => {
  it('promote and activate: "An error occurred"; change agent: "Error changing agent"; notes: "Error saving"', async () => {
    admin().post('/user/promote_agent').reply(409, { message: 'An account with this email already exists.' });
    expect((await call('admin', route('promote-agent'), 'POST', { json: {} })).message).toBe('An error occurred');
    admin().post('/user/active').reply(500, { message: 'boom' });
    expect((await call('admin', route('active'), 'POST', { json: { active: true } })).message).toBe('An error occurred');
    admin().post('/user/agent').reply(400, { message: 'Agent 9 is not an active agent of this app.' });
    expect((await call('admin', route('agent'), 'POST', { json: { agentId: 9 } })).message).toBe('Error changing agent');
    admin().post(`/agentnotes/${USER}`).reply(500, { message: 'boom' });
    expect((await call('admin', route('notes'), 'POST', { json: { notes: 'hi' } })).message).toBe('Error saving');
  });

  it("successes answer the spec's toasts", async () => {
    admin().post('/user/promote_manager', { user_id: 77, office_id: 5 }).reply(200, { ok: true, manager_id: 9 });
    expect((await call('admin', route('promote-manager'), 'POST', { json: { officeId: 5 } })).body).toEqual({
      ok: true,
      message: 'User was promoted to manager',
    });
    admin().post('/user/promote_agent').reply(200, { ok: true, agent_id: 9 });
    expect((await call('admin', route('promote-agent'), 'POST', { json: {} })).body).toEqual({
      ok: true,
      message: 'User was promoted to agent',
    });
    admin().post('/user/active', { user_id: 77, status: 1 }).reply(200, { ok: true });
    expect((await call('admin', route('active'), 'POST', { json: { active: true } })).body).toEqual({
      ok: true,
      message: 'User was activated',
    });
    admin().get(`/users/${USER}`).reply(200, { user: upstreamUser });
    admin().post('/user/active', { user_id: 77, status: 0 }).reply(200, { ok: true });
    expect((await call('admin', route('active'), 'POST', { json: { active: false } })).body).toEqual({
      ok: true,
      message: 'User was deactivated',
    });
    admin().post(`/agentnotes/${USER}`, { notes: 'hi' }).reply(200, { ok: true });
    expect((await call('admin', route('notes'), 'POST', { json: { notes: 'hi' } })).body).toEqual({
      ok: true,
      message: 'Agent notes saved',
    });
    admin().post('/user/agent', { user_id: 77, agent_id: -1 }).reply(200, { ok: true });
    expect((await call('admin', route('agent'), 'POST', { json: { agentId: -1 } })).status).toBe(200);
  });
});

describe('side panels', () => {
  it('reshapes one kind of user data', async () => {
    admin()
      .get(`/userdata/${USER}`)
      .query({ type: 'notes' })
      .reply(200, {
        type: 'notes',
        items: [{ listing_key: 'L1', photo: null, address: '1 Main St, Oakland, CA 94601', note: 'Nice yard', when: 1_700_000_000 }],
      });
    const answer = await call('admin', route('data'), 'GET', { path: `/api/user-detail/${USER}/data?kind=notes` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [
        {
          id: null,
          listingKey: 'L1',
          photo: null,
          title: '1 Main St, Oakland, CA 94601',
          detail: 'Nice yard',
          status: null,
          at: 1_700_000_000,
        },
      ],
    });
  });
});

describe('super-admin restricted mode', () => {
  it("refuses a restricted admin every handler about the user's name, email, phone or data, and the upstream hears nothing", async () => {
    const cases: [string, string, Partial<Call>][] = [
      ['field', 'POST', { json: { field: 'display_name', value: 'Blake B.' } }],
      ['field', 'POST', { json: { field: 'email', value: 'b@acme.test' } }],
      ['field', 'POST', { json: { field: 'phone', value: '' } }],
      ['data', 'GET', { path: `/api/user-detail/${USER}/data?kind=fav` }],
    ];
    for (const [name, method, over] of cases) {
      const { answer, heard } = await unheard(() => call('restrictedAdmin', route(name), method, over));
      expect(answer.status, `${name} ${JSON.stringify(over)}`).toBe(403);
      expect(heard).toEqual([]);
    }
  });
});
