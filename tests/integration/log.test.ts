import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, log, redact, requestContext } from '@/server/log';
import { processKey } from '@/server/process-singleton';

/** A pino destination that keeps the lines it is given. */
function capture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    json: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const API_KEY = 'ak_live_0123456789abcdef';
const PASSWORD = 'hunter2-secret';
const COOKIE = 'broker_session=Fe26.2**sealed';

afterEach(() => vi.restoreAllMocks());

describe('server/log', () => {
  it('writes one JSON line per call with level, time, message, pid and the fields', () => {
    const out = capture();
    createLogger(out.stream, 'info').info({ endpoint: 'listAgents', ms: 12 }, 'upstream call');
    const [line] = out.json();
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]?.endsWith('\n')).toBe(true);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'upstream call',
      endpoint: 'listAgents',
      ms: 12,
      pid: process.pid,
      service: 'broker-dashboard',
    });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it('redacts api keys, passwords, cookies and tokens by key name, at any depth', () => {
    const out = capture();
    createLogger(out.stream, 'info').warn(
      {
        apiKey: API_KEY,
        api_key: API_KEY,
        'X-API-KEY': API_KEY,
        password: PASSWORD,
        agent_password: PASSWORD,
        cookie: COOKIE,
        headers: { 'set-cookie': [COOKIE], authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
        session: { apiKey: API_KEY, stackId: 'acme' },
        caller: { apiKey: API_KEY, mode: 'agent' },
        accessToken: 'tok-123456',
        list: [{ password: PASSWORD, name: 'Ann' }],
        endpoint: 'login',
      },
      'secrets',
    );
    const text = out.lines.join('');
    for (const secret of [API_KEY, PASSWORD, COOKIE, 'tok-123456']) expect(text).not.toContain(secret);
    const [line] = out.json();
    expect(line).toMatchObject({
      apiKey: '[redacted]',
      api_key: '[redacted]',
      'X-API-KEY': '[redacted]',
      password: '[redacted]',
      agent_password: '[redacted]',
      cookie: '[redacted]',
      headers: { 'set-cookie': '[redacted]', authorization: '[redacted]', accept: 'application/json' },
      session: '[redacted]',
      caller: { apiKey: '[redacted]', mode: 'agent' },
      list: [{ password: '[redacted]', name: 'Ann' }],
      endpoint: 'login',
    });
  });

  it('masks secrets carried in a query string, an Error or a Headers object', () => {
    const out = capture();
    const headers = new Headers({ 'x-api-key': API_KEY, cookie: COOKIE, 'x-mode': 'agent' });
    createLogger(out.stream, 'info').error(
      {
        url: `http://localhost:3000/login?api_key=${API_KEY}&ro=1`,
        sso: `/sso?e=ann%40acme.test&a=${API_KEY}`,
        err: new Error(`fetch failed for /login?api_key=${API_KEY}`),
        headers,
      },
      'failed',
    );
    const text = out.lines.join('');
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(COOKIE);
    const [line] = out.json();
    expect(line?.url).toBe('http://localhost:3000/login?api_key=[redacted]&ro=1');
    expect(line?.sso).toBe('/sso?e=ann%40acme.test&a=[redacted]');
    expect(line?.err).toMatchObject({ type: 'Error', message: 'fetch failed for /login?api_key=[redacted]' });
    expect(line?.headers).toEqual({ 'x-api-key': '[redacted]', cookie: '[redacted]', 'x-mode': 'agent' });
  });

  it('survives cycles and very deep objects', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { password: PASSWORD };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(redact({ cyclic })).toEqual({ cyclic: { name: 'a', self: '[circular]' } });
    expect(JSON.stringify(redact(deep))).not.toContain(PASSWORD);
  });

  it('adds the id of the request being served', async () => {
    const out = capture();
    const logger = createLogger(out.stream, 'info');
    await requestContext().run({ requestId: 'req-0123456789' }, async () => {
      await Promise.resolve();
      logger.info({ endpoint: 'getApp' }, 'inside');
    });
    logger.info({}, 'outside');
    const [inside, outside] = out.json();
    expect(inside?.reqId).toBe('req-0123456789');
    expect(outside).not.toHaveProperty('reqId');
  });

  it('shares the request context with the production entry through a global symbol', () => {
    const shared = (globalThis as Record<symbol, unknown>)[processKey('request-context')];
    expect(shared).toBe(requestContext());
  });

  it('honours LOG_LEVEL: silent writes nothing, warn drops info', () => {
    const silent = capture();
    createLogger(silent.stream, 'silent').error({ a: 1 }, 'nothing');
    expect(silent.lines).toEqual([]);
    const warn = capture();
    const logger = createLogger(warn.stream, 'warn');
    logger.info({}, 'dropped');
    logger.warn({}, 'kept');
    expect(warn.json().map((l) => l.msg)).toEqual(['kept']);
    const unknown = capture();
    createLogger(unknown.stream, 'loud').info({}, 'falls back to info');
    expect(unknown.lines).toHaveLength(1);
  });

  it('log.info/warn go to standard output and log.error to standard error, as redacted JSON lines', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.info({ apiKey: API_KEY, endpoint: 'getApp' }, 'one');
    log.warn({ password: PASSWORD }, 'two');
    log.error({ cookie: COOKIE }, 'three');
    const parse = (spy: typeof out) => spy.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(parse(out).map((l) => [l.level, l.msg])).toEqual([
      ['info', 'one'],
      ['warn', 'two'],
    ]);
    expect(parse(err).map((l) => [l.level, l.msg])).toEqual([['error', 'three']]);
    const text = [...out.mock.calls, ...err.mock.calls].map((c) => String(c[0])).join('\n');
    for (const secret of [API_KEY, PASSWORD, COOKIE]) expect(text).not.toContain(secret);
  });
});
