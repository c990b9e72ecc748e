import { describe, expect, it, vi } from 'vitest';
import { agentsCsvStream, createAgent, listAgents, previewAgentCsv, publishAgents, saveAgentOrder, toAgentListRow } from '@/server/agents';
import type { Session } from '@/server/session';
import { UpstreamError } from '@/server/upstream/errors';
import { upstreamAs, withNockedUpstream } from './support/upstream';

function sessionOf(type: 'admin' | 'manager' | 'agent', subType: 'agentAdmin' | null = null, managerMode = type !== 'agent'): Session {
  return {
    v: 1,
    apiKey: 'key-abc',
    stackId: 'acme',
    user: {
      id: 1,
      type,
      subType,
      name: 'Ada',
      email: 'ada@acme.test',
      officeId: null,
      payments: false,
      paymentsLink: null,
      agentPaymentsLink: null,
      selfProvisioned: false,
      subscriptionStatus: null,
      subscriptionCancelAt: null,
    },
    managerMode,
    readOnly: false,
    embedded: false,
  };
}
const admin = sessionOf('admin');
/** What the admin's calls must carry. */
const AS_ADMIN = { apiKey: 'key-abc', mode: 'manager' } as const;

const upstreamRow = {
  id: 12,
  display_name: 'Ann Lee',
  email: 'ann@acme.test',
  phone: '415-555-0100',
  photo: 'https://cdn.test/a.png',
  total_users: 31,
  active: 1,
  priority: 2,
  office: 'Oakland Office',
  login_count: 3,
};

withNockedUpstream();

describe('agent rows', () => {
  it('reshapes an upstream row into the list row', () => {
    expect(toAgentListRow(upstreamRow)).toEqual({
      id: 12,
      name: 'Ann Lee',
      email: 'ann@acme.test',
      phone: '415-555-0100',
      photo: 'https://cdn.test/a.png',
      officeName: 'Oakland Office',
      users: 31,
      active: true,
      pinned: true,
      setupComplete: true,
    });
  });

  it('reads priority 0 as not pinned, login_count 2 as setup incomplete, blanks as missing', () => {
    const row = toAgentListRow({
      ...upstreamRow,
      display_name: ' ',
      phone: ' ',
      photo: '',
      office: null,
      priority: 0,
      login_count: 2,
      active: 0,
    });
    expect(row).toMatchObject({
      name: 'ann@acme.test',
      phone: null,
      photo: null,
      officeName: null,
      pinned: false,
      setupComplete: false,
      active: false,
    });
  });
});

describe('listAgents', () => {
  it('sends the query with the key and manager mode, and reshapes the page', async () => {
    const scope = upstreamAs(AS_ADMIN)
      .get('/agents')
      .query({ limit: '25', offset: '50', sort: 'ud', q: 'ann', office_id: '4' })
      .reply(200, { agents: [upstreamRow], total: 51, from: 51, to: 51 });
    const list = await listAgents(admin, { offset: 50, limit: 25, sort: 'ud', q: 'ann', office: 4 });
    expect(scope.isDone()).toBe(true);
    expect(list.total).toBe(51);
    expect(list.agents.map((a) => a.name)).toEqual(['Ann Lee']);
  });

  it('leaves out an empty sort, search and office (limit 0 for all)', async () => {
    const scope = upstreamAs(AS_ADMIN)
      .get('/agents')
      .query({ limit: '0', offset: '0' })
      .reply(200, { agents: [], total: 0, from: 0, to: 0 });
    await expect(listAgents(admin, { offset: 0, limit: 0, sort: '', q: '', office: null })).resolves.toEqual({ agents: [], total: 0 });
    expect(scope.isDone()).toBe(true);
  });

  it('sends agent mode for an agent-admin in agent view', async () => {
    const scope = upstreamAs({ apiKey: 'key-abc', mode: 'agent' })
      .get('/agents')
      .query(true)
      .reply(200, { agents: [], total: 0, from: 0, to: 0 });
    await listAgents(sessionOf('agent', 'agentAdmin', false), { offset: 0, limit: 10, sort: '', q: '', office: null });
    expect(scope.isDone()).toBe(true);
  });

  it('throws one UpstreamError with a safe message when the answer does not fit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    upstreamAs(AS_ADMIN)
      .get('/agents')
      .query(true)
      .reply(200, { agents: [{ id: 'x' }], total: 1 });
    await expect(listAgents(admin, { offset: 0, limit: 10, sort: '', q: '', office: null })).rejects.toMatchObject({
      name: 'UpstreamError',
      message: 'An error occurred',
    });
  });
});

describe('mutations', () => {
  it('saves the order as a list of ids', async () => {
    const scope = upstreamAs(AS_ADMIN)
      .post('/agent_order', { order: [3, 1, 2] })
      .reply(200, { ok: true });
    await saveAgentOrder(admin, [3, 1, 2]);
    expect(scope.isDone()).toBe(true);
  });

  it('creates an agent, leaving out the empty optional fields', async () => {
    const scope = upstreamAs(AS_ADMIN)
      .post('/create_agent', (body) => JSON.stringify(body) === JSON.stringify({ name: 'Bo', email: 'bo@x.co', password: 'secret1' }))
      .reply(200, { id: 99 });
    await expect(
      createAgent(admin, { name: 'Bo', email: 'bo@x.co', password: 'secret1', phone: undefined, office: undefined }),
    ).resolves.toEqual({ id: 99 });
    expect(scope.isDone()).toBe(true);
  });

  it("passes the upstream's refusal through (a duplicate email)", async () => {
    upstreamAs(AS_ADMIN).post('/create_agent').reply(409, { message: 'An agent with this email already exists.' });
    const err = await createAgent(admin, { name: 'Bo', email: 'bo@x.co', password: 'secret1', phone: '1', office: 4 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).message).toBe('An agent with this email already exists.');
  });

  it('uploads the CSV as a multipart file and reshapes the preview', async () => {
    let sent = '';
    const scope = upstreamAs(AS_ADMIN)
      .post('/agent_csv', (body: string) => {
        sent = body;
        return true;
      })
      .reply(200, {
        data: {
          ok_rows: [{ row: 2, name: 'Ann', email: 'ann@x.co' }],
          error_rows: [{ row: 3, name: 'Bad', email: 'bad', reason: 'Invalid email address' }],
        },
      });
    const file = new File(['name,email\nAnn,ann@x.co\nBad,bad\n'], 'agents.csv', { type: 'text/csv' });
    const preview = await previewAgentCsv(admin, file);
    expect(scope.isDone()).toBe(true);
    expect(sent).toContain('name="file"; filename="agents.csv"');
    expect(sent).toContain('Ann,ann@x.co');
    expect(preview).toEqual({
      okRows: [{ row: 2, name: 'Ann', email: 'ann@x.co' }],
      errorRows: [{ row: 3, name: 'Bad', email: 'bad', reason: 'Invalid email address' }],
    });
  });

  it('publishes rows and answers the count created', async () => {
    const rows = [{ name: 'Ann', email: 'ann@x.co' }];
    const scope = upstreamAs(AS_ADMIN).post('/agent_publish', { rows }).reply(200, { created: 1 });
    await expect(publishAgents(admin, rows)).resolves.toEqual({ created: 1 });
    expect(scope.isDone()).toBe(true);
  });

  it('hands the CSV download over unread, as a stream', async () => {
    upstreamAs(AS_ADMIN).get('/app/agents_csv').reply(200, 'name,email\nAnn,ann@x.co\n', { 'Content-Type': 'text/csv' });
    const res = await agentsCsvStream(admin);
    expect(res.bodyUsed).toBe(false);
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(await res.text()).toBe('name,email\nAnn,ann@x.co\n');
  });
});
