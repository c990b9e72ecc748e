import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { call, stream } from '@/server/upstream/client';
import { agents, app as appCalls, auth } from '@/server/upstream/contract';
import { UPSTREAM, upstreamAs, upstreamFailure, withNockedUpstream } from './support/upstream';

const caller = { apiKey: 'secret-key-123', mode: 'agent' as const };
const page = { agents: [], total: 0, from: 0, to: 0 };

withNockedUpstream({ UPSTREAM_TIMEOUT_MS: '300' });

describe('upstream client', () => {
  it('sends X-API-KEY and the mode header, and the query of a GET', async () => {
    const scope = upstreamAs(caller).get('/agents').query({ limit: '10', offset: '20', sort: 'a', q: 'ann' }).reply(200, page);
    await expect(call(agents.listAgents, { limit: 10, offset: 20, sort: 'a', q: 'ann' }, caller)).resolves.toEqual(page);
    expect(scope.isDone()).toBe(true);
  });

  it('sends manager mode and a JSON body, path params filled from the input', async () => {
    const scope = upstreamAs({ apiKey: 'k', mode: 'manager' })
      .matchHeader('content-type', 'application/json')
      .post('/user/password/42', { agent_password: 'abcdef' })
      .reply(200, { ok: true });
    await call(agents.agentPassword, { id: 42, agent_password: 'abcdef' }, { apiKey: 'k', mode: 'manager' });
    expect(scope.isDone()).toBe(true);
  });

  it("passes the upstream's own error message through", async () => {
    upstreamAs(caller).post('/create_agent').reply(403, { message: 'Agent limit reached. Upgrade your plan to add more agents.' });
    const err = await upstreamFailure(call(agents.createAgent, { name: 'A', email: 'a@b.co', password: 'secret1' }, caller));
    expect(err.message).toBe('Agent limit reached. Upgrade your plan to add more agents.');
    expect(err.kind).toBe('upstream');
    expect(err.status).toBe(403);
  });

  it("no response → 'Unable to reach server.'", async () => {
    upstreamAs(caller).get('/offices').replyWithError({ code: 'ECONNREFUSED' });
    const err = await upstreamFailure(call(agents.listOffices, {}, caller));
    expect(err.message).toBe('Unable to reach server.');
    expect(err.kind).toBe('network');
  });

  it("a slow answer past the timeout → 'Unable to reach server.'", async () => {
    // A real server that answers too late (nock's delay does not reach fetch's abort signal).
    const server = createServer((_req, res) => setTimeout(() => res.end('{"offices":[]}'), 2000));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    nock.enableNetConnect('127.0.0.1');
    process.env.UPSTREAM_API_URL = `http://127.0.0.1:${port}`;
    resetConfigForTests();
    try {
      const started = Date.now();
      const err = await upstreamFailure(call(agents.listOffices, {}, caller));
      expect(err.message).toBe('Unable to reach server.');
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      process.env.UPSTREAM_API_URL = UPSTREAM;
      resetConfigForTests();
      nock.disableNetConnect();
      server.closeAllConnections();
      server.close();
    }
  });

  it("an answer that breaks the schema is logged with the endpoint's name and shown as 'An error occurred'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    upstreamAs(caller).get('/agents').query(true).reply(200, { agents: 'nope' });
    const err = await upstreamFailure(call(agents.listAgents, { limit: 10, offset: 0 }, caller));
    expect(err.message).toBe('An error occurred');
    expect(err.kind).toBe('schema');
    const line = logged.mock.calls.map((c) => String(c[0])).join('\n');
    expect(line).toContain('listAgents');
    expect(line).not.toContain('secret-key-123');
  });

  it("malformed JSON → 'An error occurred'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    upstreamAs(caller).get('/offices').reply(200, '{"offices": [', { 'Content-Type': 'application/json' });
    const err = await upstreamFailure(call(agents.listOffices, {}, caller));
    expect(err.message).toBe('An error occurred');
  });

  it('a 401 marks the session as expired upstream', async () => {
    upstreamAs(caller).get('/app/acme').reply(401, { message: 'Invalid API key' });
    const err = await upstreamFailure(call(appCalls.getApp, { stackId: 'acme' }, caller));
    expect(err.sessionExpired).toBe(true);
  });

  it('a 401 to a sign-in call (no key) is a refusal, not an expired session', async () => {
    upstreamAs('signedOut').post('/login').reply(401, { message: 'Invalid email or password.' });
    const err = await upstreamFailure(call(auth.login, { email: 'a@b.co', password: 'nope' }, null));
    expect(err.message).toBe('Invalid email or password.');
    expect(err.sessionExpired).toBe(false);
  });

  it('a non-JSON error page keeps the generic message', async () => {
    upstreamAs(caller).get('/offices').reply(502, '<html>Bad gateway</html>');
    const err = await upstreamFailure(call(agents.listOffices, {}, caller));
    expect(err.message).toBe('An error occurred');
    expect(err.status).toBe(502);
  });

  it('input the contract refuses is a 400 UpstreamError and nothing is sent', async () => {
    const err = await upstreamFailure(call(agents.createAgent, { name: 'A', email: 'not-an-email', password: 'secret1' }, caller));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/^Invalid email/);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('streams a CSV answer without reading it', async () => {
    upstreamAs(caller).get('/app/agents_csv').reply(200, 'name,email\nAnn,ann@x.co\n', { 'Content-Type': 'text/csv' });
    const res = await stream(agents.agentsCsv, {}, caller);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await res.text()).toContain('Ann');
  });

  it('never writes the api key into a log line', async () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    upstreamAs(caller).get('/offices').replyWithError('boom');
    await upstreamFailure(call(agents.listOffices, {}, caller));
    const all = [...out.mock.calls, ...err.mock.calls].map((c) => c.join(' ')).join('\n');
    expect(all).not.toContain('secret-key-123');
  });
});
