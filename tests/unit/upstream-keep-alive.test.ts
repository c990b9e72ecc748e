import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetConfigForTests } from '@/server/config';
import { call, stream } from '@/server/upstream/client';
import { agents } from '@/server/upstream/contract';
import { endpoint } from '@/server/upstream/contract/endpoint';
import { UpstreamError } from '@/server/upstream/errors';

// The upstream client over node:http with kept-alive connections, against a real local server.

const caller = { apiKey: 'k-123', mode: 'manager' as const };
const offices = { offices: [{ id: 1, name: 'Downtown', parent_id: 0 }] };

type Upstream = { server: Server; requests: number; connections: number };
let current: Upstream | null = null;

async function upstream(answer: (req: IncomingMessage, res: ServerResponse, n: number) => void, timeoutMs = 2000): Promise<Upstream> {
  const up: Upstream = { server: createServer(), requests: 0, connections: 0 };
  up.server.on('connection', () => (up.connections += 1));
  up.server.on('request', (req, res) => answer(req, res, (up.requests += 1)));
  await new Promise<void>((r) => up.server.listen(0, '127.0.0.1', r));
  process.env.UPSTREAM_API_URL = `http://127.0.0.1:${(up.server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRETS = 'x'.repeat(32);
  process.env.UPSTREAM_TIMEOUT_MS = String(timeoutMs);
  process.env.LOG_LEVEL = 'silent';
  resetConfigForTests();
  current = up;
  return up;
}

afterEach(() => {
  current?.server.closeAllConnections();
  current?.server.close();
  current = null;
  vi.restoreAllMocks();
});

async function failure(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

const json = (res: ServerResponse, body: unknown) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};

describe('upstream connections', () => {
  it('calls one after another share one kept-alive connection', async () => {
    const up = await upstream((_req, res) => json(res, offices));
    for (let i = 0; i < 5; i += 1) await expect(call(agents.listOffices, {}, caller)).resolves.toEqual(offices);
    expect(up.requests).toBe(5);
    expect(up.connections).toBe(1);
  });

  it('a GET sent on a kept-alive connection the upstream has just dropped is sent again, once, on a new one', async () => {
    const up = await upstream((req, res, n) => (n === 2 ? req.socket.destroy() : json(res, offices)));
    await call(agents.listOffices, {}, caller);
    await expect(call(agents.listOffices, {}, caller)).resolves.toEqual(offices);
    expect(up.requests).toBe(3);
    expect(up.connections).toBe(2);
  });

  it('a POST is never sent twice: the dropped connection is the network failure', async () => {
    const up = await upstream((req, res, n) => (n === 2 ? req.socket.destroy() : json(res, { id: 9 })));
    const input = { name: 'Ann', email: 'ann@x.co', password: 'secret1' };
    await call(agents.createAgent, input, caller);
    const err = await failure(call(agents.createAgent, input, caller));
    expect(err.message).toBe('Unable to reach server.');
    expect(up.requests).toBe(2);
  });

  it('the timeout covers the JSON body too: a head without its body is a network failure', async () => {
    await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"offices": [');
    }, 300);
    const started = Date.now();
    const err = await failure(call(agents.listOffices, {}, caller));
    expect(err.message).toBe('Unable to reach server.');
    expect(err.kind).toBe('network');
    // Without the timeout the call would wait for the test's own limit (20 s).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a streamed answer is not cut by the timeout once its head has arrived', async () => {
    await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.write('name,email\n');
      setTimeout(() => res.end('Ann,ann@x.co\n'), 1500);
    }, 500);
    const res = await stream(agents.agentsCsv, {}, caller);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(await res.text()).toBe('name,email\nAnn,ann@x.co\n');
  });

  it('reads JSON that starts with a byte-order mark, as fetch did', async () => {
    await upstream((_req, res) => res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(offices))])));
    await expect(call(agents.listOffices, {}, caller)).resolves.toEqual(offices);
  });

  it('sends a multipart form with its length declared, its fields and its file intact', async () => {
    let seen: { length: string | undefined; body: Buffer; type: string | undefined } | null = null;
    await upstream((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen = { length: req.headers['content-length'], body: Buffer.concat(chunks), type: req.headers['content-type'] };
        json(res, { ok: true });
      });
    });
    const upload = endpoint({
      name: 'testUpload',
      method: 'POST',
      path: '/upload/:id',
      summary: 'test',
      auth: 'key',
      scope: 'any',
      body: 'multipart',
      files: ['file'],
      request: z.object({ id: z.number(), level: z.string() }),
      response: z.object({ ok: z.literal(true) }),
    });
    const bytes = new Uint8Array([0, 1, 2, 250, 13, 10, 34]);
    const file = new File([bytes], 'pho"to.png', { type: 'image/png' });
    await call(upload, { id: 4, level: 'top "one"' }, caller, { files: { file } });

    const got = seen as unknown as { length: string | undefined; body: Buffer; type: string | undefined };
    expect(Number(got.length)).toBe(got.body.length);
    const form = await new Request('http://x/', {
      method: 'POST',
      body: new Uint8Array(got.body),
      headers: { 'Content-Type': got.type ?? '' },
    }).formData();
    expect(form.get('level')).toBe('top "one"');
    expect(form.has('id')).toBe(false);
    const sent = form.get('file') as File;
    // Escaped in the part header as browsers do; a form parser reads the name back whole.
    expect(got.body.toString('latin1')).toContain('filename="pho%22to.png"');
    expect(sent.name).toBe('pho"to.png');
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(bytes);
  });
});
