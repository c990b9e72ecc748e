import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstInvalidName,
  IDLE,
  mutationReducer,
  runCycle,
  sendAsIs,
  type MutationEvent,
  type MutationState,
} from '@/components/hooks/mutation-cycle';
import { AGENT_MSG, checkAgentPassword } from '@/lib/agent-profile/check';
import { getJson, postJson, sendJson } from '@/lib/http/json';
import { MSG } from '@/lib/messages';
import { checkMortgagePro, EMPTY_MORTGAGE_PRO } from '@/lib/mortgage-pro/check';

const run = (events: MutationEvent[], from: MutationState = IDLE) => events.reduce(mutationReducer, from);

describe('mutationReducer', () => {
  it('goes idle → pending → done, clearing the errors when the send starts', () => {
    const invalid = run([{ type: 'invalid', errors: { password: 'Too short' } }]);
    expect(invalid).toEqual({ phase: 'invalid', errors: { password: 'Too short' }, message: null });
    expect(run([{ type: 'send' }], invalid)).toEqual({ phase: 'pending', errors: {}, message: null });
    expect(run([{ type: 'send' }, { type: 'succeed' }], invalid).phase).toBe('done');
  });

  it('keeps the server message after a failure, and a new send clears it', () => {
    const failed = run([{ type: 'send' }, { type: 'fail', message: 'Error saving password' }]);
    expect(failed).toEqual({ phase: 'failed', errors: {}, message: 'Error saving password' });
    expect(run([{ type: 'send' }], failed).message).toBeNull();
  });

  it('stays pending when the answer starts a page load', () => {
    expect(run([{ type: 'send' }, { type: 'hold' }]).phase).toBe('pending');
  });

  it('ignores an answer that arrives when no send is under way (after a reset)', () => {
    const reset = run([{ type: 'send' }, { type: 'reset' }]);
    expect(reset).toBe(IDLE);
    expect(run([{ type: 'fail', message: 'late' }], reset)).toBe(IDLE);
    expect(run([{ type: 'succeed' }], reset)).toBe(IDLE);
    expect(run([{ type: 'hold' }], reset)).toBe(IDLE);
  });
});

describe('firstInvalidName', () => {
  it('takes the first control in the form order that has a message, not the first key of the errors', () => {
    const errors = { licenseNumber: 'Required', displayName: 'Required' };
    expect(firstInvalidName(['displayName', 'email', 'licenseNumber'], errors)).toBe('displayName');
    expect(firstInvalidName(['email', 'licenseNumber', 'displayName'], errors)).toBe('licenseNumber');
  });

  it('gives null when no named control carries a message', () => {
    expect(firstInvalidName(['email'], { office: 'Required' })).toBeNull();
    expect(firstInvalidName(['email'], { email: '' })).toBeNull();
  });
});

/** A real HTTP server answering like our route handlers, so the helpers and the cycle meet real fetch. */
let server: Server;
let base = '';
const seen: { method: string; url: string; type: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'], body });
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/ok') return reply(200, { saved: JSON.parse(body || 'null'), message: 'Saved' });
      if (req.url === '/refuse') return reply(400, { error: { message: 'Password is too common' } });
      if (req.url === '/bare-500') {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        return res.end('<h1>oops</h1>');
      }
      if (req.url === '/empty-204') {
        res.writeHead(204);
        return res.end();
      }
      return reply(404, { error: { message: 'Not found.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('lib/http/json against a real server', () => {
  it('sends JSON with the method and answers the parsed body', async () => {
    const result = await sendJson<{ saved: unknown }>('DELETE', `${base}/ok`, { level: 'app' });
    expect(result).toEqual({ ok: true, data: { saved: { level: 'app' }, message: 'Saved' } });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', type: 'application/json', body: '{"level":"app"}' });
  });

  it("shows the envelope's message, the generic text for a bare error, and 'Unable to reach server.' for no answer", async () => {
    expect(await postJson(`${base}/refuse`, {})).toEqual({ ok: false, message: 'Password is too common', status: 400 });
    expect(await postJson(`${base}/bare-500`, {})).toEqual({ ok: false, message: MSG.generic, status: 500 });
    expect(await getJson('http://127.0.0.1:1/nothing')).toEqual({ ok: false, message: MSG.unreachable, status: 0 });
  });

  it('takes a success without a body as a success', async () => {
    expect(await postJson(`${base}/empty-204`, {})).toEqual({ ok: true, data: null });
  });

  it('reads with GET and Accept: application/json', async () => {
    expect((await getJson(`${base}/missing`)).ok).toBe(false);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', body: '' });
  });
});

describe('runCycle', () => {
  const record = () => {
    const events: MutationEvent[] = [];
    return { events, dispatch: (event: MutationEvent) => events.push(event) };
  };

  it('refuses with the check and sends nothing', async () => {
    const { events, dispatch } = record();
    const before = seen.length;
    const outcome = await runCycle(
      { password: 'abc' },
      { check: checkAgentPassword, send: (data) => postJson(`${base}/ok`, data) },
      dispatch,
    );
    expect(outcome).toEqual({ kind: 'invalid', errors: { password: AGENT_MSG.passwordTooShort } });
    expect(events.map((e) => e.type)).toEqual(['invalid']);
    expect(seen.length).toBe(before);
  });

  it('sends the checked data (trimmed by the rules) and lands done', async () => {
    const { events, dispatch } = record();
    const values = { ...EMPTY_MORTGAGE_PRO, displayName: '  Ann Lee ', email: 'ann@example.com', licenseNumber: 'L-1' };
    const outcome = await runCycle(
      values,
      { check: checkMortgagePro, send: (mpro) => postJson<{ saved: { displayName: string } }>(`${base}/ok`, mpro) },
      dispatch,
    );
    expect(outcome.kind).toBe('done');
    if (outcome.kind === 'done') expect(outcome.answer.saved.displayName).toBe('Ann Lee');
    expect(events.map((e) => e.type)).toEqual(['send', 'succeed']);
    expect(run(events).phase).toBe('done');
  });

  it("fails with the server's message and the state keeps it", async () => {
    const { events, dispatch } = record();
    const outcome = await runCycle(
      { password: 'secret1' },
      { check: checkAgentPassword, send: (data) => postJson(`${base}/refuse`, data) },
      dispatch,
    );
    expect(outcome).toEqual({ kind: 'failed', message: 'Password is too common', status: 400 });
    expect(run(events)).toEqual({ phase: 'failed', errors: {}, message: 'Password is too common' });
  });

  it('waits the delay between the check and the send, and holds when the answer starts a page load', async () => {
    const { events, dispatch } = record();
    const order: string[] = [];
    const outcome = await runCycle(
      { managerMode: true },
      {
        check: sendAsIs,
        delayMs: 400,
        send: async (data) => {
          order.push('send');
          return postJson(`${base}/ok`, data);
        },
        holdPending: () => true,
      },
      dispatch,
      async (ms) => {
        order.push(`wait ${ms}`);
      },
    );
    expect(order).toEqual(['wait 400', 'send']);
    expect(outcome.kind).toBe('done');
    expect(events.map((e) => e.type)).toEqual(['send', 'hold']);
    expect(run(events).phase).toBe('pending');
  });
});
