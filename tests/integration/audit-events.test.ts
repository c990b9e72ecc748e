import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@/lib/audit/event';
import { readAudit } from '@/server/audit/log';
import { listEvents } from '@/server/audit/read';
import { eventOf as rowToEvent } from '@/server/audit/store';
import { handlerOf, invoke, setTestEnvironment, type Call } from './support/harness';
import { upstreamTag } from './support/routes/tags';
import { appData, cookieOf, STACK, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());

async function call(role: Role, file: string, method: string, over: Partial<Call> & { path: string }) {
  const handler = await handlerOf(file, method);
  return invoke(handler, {
    method,
    cookie: await cookieOf(role),
    headers: { 'x-request-id': `req-${Math.random()}`, 'x-forwarded-for': '198.51.100.7' },
    ...over,
  });
}

/** The event whose request id is `requestId`, once the queue has written it. */
async function eventOf(requestId: string): Promise<AuditEvent> {
  let found: AuditEvent | undefined;
  await expect
    .poll(
      async () => {
        const row = await readAudit((db) =>
          db.selectFrom('audit_events').selectAll().where('request_id', '=', requestId).executeTakeFirst(),
        );
        found = row && rowToEvent(row);
        return !!found;
      },
      { timeout: 5_000, interval: 20 },
    )
    .toBe(true);
  return found as AuditEvent;
}

const withId = (id: string): Partial<Call> => ({ headers: { 'x-request-id': id, 'x-forwarded-for': '198.51.100.7' } });

describe('the audit log records guarded mutations', () => {
  it('a deleted tag: who, the action in words with the count, the target, the outcome, request id and address', async () => {
    upstreamAs('admin')
      .get('/tags/31')
      .reply(200, { tag: { ...upstreamTag, id: 31, tag: 'Hot lead' } });
    upstreamAs('admin').post('/delete_tag').reply(200, { ok: true, removed: 4 });
    const answer = await call('admin', 'app/api/tags/[tagId]/route.ts', 'DELETE', {
      path: '/api/tags/31',
      params: { tagId: '31' },
      ...withId('req-delete-tag'),
    });
    const e = await eventOf('req-delete-tag');
    expect(e).toMatchObject({
      stackId: STACK,
      actor: { id: 1, name: 'Alex Admin', email: 'admin@acme.test', role: 'admin', mode: 'manager', readOnly: false },
      action: 'tags.delete',
      target: { kind: 'tag', ids: ['31'], label: 'Hot lead' },
      summary: 'Deleted tag Hot lead and took it from 4 users',
      outcome: 'success',
      status: 200,
      clientAddress: '198.51.100.7',
    });
    expect(answer.status).toBe(200);
  });

  it('a refused change (read-only) is recorded as a failure with its message, and nothing of the body', async () => {
    await call('readOnly', 'app/api/tags/route.ts', 'POST', {
      path: '/api/tags',
      json: { name: 'Secret plan', color: 'blue', superTag: false },
      ...withId('req-ro'),
    });
    const e = await eventOf('req-ro');
    expect(e).toMatchObject({
      action: 'tags.create',
      outcome: 'failure',
      status: 403,
      message: 'Read-only mode: changes are not allowed.',
    });
    expect(e.actor.readOnly).toBe(true);
  });

  it('a read is not recorded', async () => {
    upstreamAs('admin').get('/tags').reply(200, { tags: [] });
    await call('admin', 'app/api/tags/route.ts', 'GET', { path: '/api/tags', ...withId('req-read') });
    await new Promise((r) => setTimeout(r, 100));
    const { events } = await readAudit((db) => listEvents(db, { stackId: STACK }, null, 500));
    expect(events.find((e) => e.requestId === 'req-read')).toBeUndefined();
  });

  it('a view switch is a session event in words', async () => {
    await call('agentAdminInAgentView', 'app/api/session/mode/route.ts', 'POST', {
      path: '/api/session/mode',
      json: { managerMode: true },
      ...withId('req-view'),
    });
    const e = await eventOf('req-view');
    expect(e).toMatchObject({
      action: 'session.switchView',
      summary: 'Switched to the manager view',
      outcome: 'success',
      actor: { role: 'admin', mode: 'manager' },
    });
  });
});

describe('the audit log records sign-ins', () => {
  const login = async (id: string, json: unknown) => {
    const handler = await handlerOf('app/api/auth/login/route.ts', 'POST');
    return invoke(handler, {
      method: 'POST',
      path: '/api/auth/login',
      json,
      headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.50' },
    });
  };

  it('a sign-in names the person and the brokerage, never the password', async () => {
    upstreamAs('signedOut')
      .post('/login')
      .reply(200, {
        api_key: 'fresh-key-123',
        app: appData(),
        user: {
          id: 1,
          type: 'admin',
          subType: null,
          email: 'admin@acme.test',
          display_name: 'Alex Admin',
          payments: true,
          agent_data: null,
        },
      });
    expect((await login('req-in', { email: 'admin@acme.test', password: 'demo1234' })).status).toBe(200);
    const e = await eventOf('req-in');
    expect(e).toMatchObject({
      action: 'session.signIn',
      summary: 'Signed in',
      actor: { id: 1, email: 'admin@acme.test' },
      clientAddress: '203.0.113.50',
    });
    expect(JSON.stringify(e)).not.toMatch(/demo1234|fresh-key-123/);
  });

  it('a failed sign-in records the address tried, the status and the message, never the password', async () => {
    upstreamAs('signedOut').post('/login').reply(401, { message: 'Invalid email or password.' });
    const answer = await login('req-failed', { email: 'someone@acme.test', password: 'wrong-password-9' });
    expect(answer.status).toBe(401);
    const e = await eventOf('req-failed');
    expect(e).toMatchObject({
      action: 'session.signInFailed',
      outcome: 'failure',
      status: 401,
      message: 'Invalid email or password.',
      actor: { id: null, email: 'someone@acme.test' },
    });
    expect(JSON.stringify(e)).not.toContain('wrong-password-9');
  });

  it("a failed sign-in naming a brokerage is filed under none: the request's stack_id writes into no brokerage's log", async () => {
    upstreamAs('signedOut')
      .post('/login', (b) => b.stack_id === 'bay')
      .reply(401, { message: 'Invalid email or password.' });
    expect((await login('req-other-stack', { email: 'admin@acme.test', password: 'wrong-password-9', stack_id: 'bay' })).status).toBe(401);
    expect(await eventOf('req-other-stack')).toMatchObject({ action: 'session.signInFailed', stackId: null });
  });

  it('a refusal the upstream files under an app (a disabled account) is recorded there', async () => {
    upstreamAs('signedOut').post('/login').reply(200, { disabled: true, app: appData() });
    expect((await login('req-disabled', { email: 'disabled@acme.test', password: 'demo1234', stack_id: 'bay' })).status).toBe(401);
    expect(await eventOf('req-disabled')).toMatchObject({ action: 'session.signInFailed', stackId: appData().stack_id });
  });
});

describe('the audit log records the other session events', () => {
  const signInAnswer = (key: string) => ({
    api_key: key,
    app: appData(),
    user: { id: 1, type: 'admin', subType: null, email: 'admin@acme.test', display_name: 'Alex Admin', payments: true, agent_data: null },
  });
  const get = async (file: string, path: string, id: string, cookie?: string) =>
    invoke(await handlerOf(file, 'GET'), { method: 'GET', path, cookie, headers: { 'x-request-id': id, 'sec-fetch-site': 'same-origin' } });

  it('a key restore, read-only or not, and an SSO sign-in; never the key or the token', async () => {
    upstreamAs('signedOut')
      .post('/login/token')
      .reply(200, { user: signInAnswer('k').user, app: appData() });
    await get('app/api/auth/restore/route.ts', '/api/auth/restore?api_key=restored-key-1234&ro=1', 'req-ro-session');
    const ro = await eventOf('req-ro-session');
    expect(ro).toMatchObject({ action: 'session.readOnly', summary: 'Opened a read-only session', actor: { readOnly: true } });
    upstreamAs('signedOut')
      .post('/login/token')
      .reply(200, { user: signInAnswer('k').user, app: appData() });
    await get('app/api/auth/restore/route.ts', '/api/auth/restore?api_key=restored-key-5678', 'req-restore');
    expect(await eventOf('req-restore')).toMatchObject({ action: 'session.restore', actor: { readOnly: false } });
    upstreamAs('signedOut').post('/login/sso').reply(200, signInAnswer('sso-key-abcdef'));
    await get('app/api/auth/sso/route.ts', '/api/auth/sso?e=admin%40acme.test&a=sso-token-secret-1', 'req-sso');
    const sso = await eventOf('req-sso');
    expect(sso).toMatchObject({ action: 'session.sso', summary: 'Signed in by SSO', actor: { email: 'admin@acme.test' } });
    expect(JSON.stringify([ro, sso])).not.toMatch(/restored-key|sso-token-secret|sso-key-abcdef/);
  });

  it('a sign-out', async () => {
    upstreamAs('admin').post('/logout').reply(200, { ok: true });
    const handler = await handlerOf('app/logout/route.ts', 'POST');
    await invoke(handler, { method: 'POST', path: '/logout', cookie: await cookieOf('admin'), headers: { 'x-request-id': 'req-out' } });
    expect(await eventOf('req-out')).toMatchObject({
      action: 'session.signOut',
      summary: 'Signed out',
      actor: { email: 'admin@acme.test' },
    });
  });
});
