import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { jsonRoutes, label, maxBytesOf, upstreamOf, type RouteCase } from './support/routes';
import { cookieOf } from './support/sessions';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

let address = 0;
/** Sends a body to a JSON route as a caller it accepts; answers the outcome and what reached the upstream. */
async function send(route: RouteCase, change: Partial<Call>) {
  const upstream = recordUnmatched();
  try {
    const handler = await handlerOf(route.file, route.method);
    const cookie = route.access === 'public' ? undefined : await cookieOf(route.as ?? 'admin');
    // A fresh client address per call, so the sign-in rate limit does not answer in place of the schema.
    const headers = { 'x-forwarded-for': `10.0.${Math.floor(++address / 250)}.${address % 250}`, ...change.headers };
    const answer = await invoke(handler, {
      method: route.method,
      path: route.path,
      params: route.params,
      cookie,
      json: route.sample,
      ...change,
      headers,
    });
    return { answer, upstream: upstream.seen };
  } finally {
    upstream.stop();
  }
}

/** A clear 400 (or `status`) whose message names what is wrong, and nothing sent upstream. */
async function refused(route: RouteCase, change: Partial<Call>, message: string | RegExp, status = 400) {
  const { answer, upstream } = await send(route, change);
  expect(answer.status, answer.text).toBe(status);
  if (typeof message === 'string') expect(answer.message).toBe(message);
  else expect(answer.message).toMatch(message);
  expect(upstream).toEqual([]);
}

const stringFields = (r: RouteCase) =>
  Object.entries(r.sample ?? {})
    .filter(([, v]) => typeof v === 'string')
    .map(([k]) => k);

/** A value of another JSON type than the sample's. */
const wrongType = (v: unknown) =>
  typeof v === 'string' ? 42 : typeof v === 'boolean' ? 'yes' : Array.isArray(v) ? 'no' : typeof v === 'number' ? '1' : 'x';

describe('hostile bodies get a clear 400 and change nothing', () => {
  for (const route of jsonRoutes) {
    describe(label(route), () => {
      it('malformed JSON', async () => {
        await refused(
          route,
          { json: '{"pinned": tru', headers: { 'content-type': 'application/json' } },
          'The request body is not valid JSON.',
        );
      });

      it('invalid UTF-8 bytes', async () => {
        await refused(
          route,
          { json: undefined, body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), headers: { 'content-type': 'application/json' } },
          'The request body could not be read.',
        );
      });

      it('a JSON value that is not an object (array, string, number, null)', async () => {
        for (const body of ['[]', '"text"', '42', 'null']) await refused(route, { json: body }, /^Invalid body: /);
      });

      it('missing fields (an empty object)', async () => {
        await refused(route, { json: {} }, /^Invalid \w+: /);
      });

      it('each field with a wrong type', async () => {
        for (const [key, value] of Object.entries(route.sample ?? {})) {
          await refused(route, { json: { ...route.sample, [key]: wrongType(value) } }, new RegExp(`^Invalid ${key}(\\.|:)`));
        }
      });

      it(`huge strings: a 60,000-character text is refused by its field's limit, a body over ${maxBytesOf(route)} bytes with 413`, async () => {
        for (const key of stringFields(route)) {
          await refused(route, { json: { ...route.sample, [key]: 'x'.repeat(60_000) } }, new RegExp(`^Invalid ${key}: `));
        }
        await refused(route, { json: { ...route.sample, padding: 'x'.repeat(maxBytesOf(route) + 1) } }, 'The request is too large.', 413);
      });

      it('a body over the limit without a Content-Length is cut off while streaming, not read whole', async () => {
        let pulled = 0;
        const chunk = new TextEncoder().encode(`"${'x'.repeat(16_382)}",`);
        const endless = new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(new TextEncoder().encode('{"a":[')),
          pull: (c) => {
            pulled += chunk.byteLength;
            if (pulled > 50_000_000) c.close();
            else c.enqueue(chunk);
          },
        });
        await refused(
          route,
          { json: undefined, body: endless, headers: { 'content-type': 'application/json' } },
          'The request is too large.',
          413,
        );
        expect(pulled).toBeLessThan(maxBytesOf(route) + 3 * chunk.byteLength);
      });

      it('control characters, bidirectional overrides and broken surrogates in text', async () => {
        for (const key of stringFields(route)) {
          for (const bad of [
            'nul\u0000byte',
            'bell\u0007',
            'escape\u001b[31m',
            'c1\u0085',
            'admin\u202Egnp.exe',
            'isolate\u2066x',
            'lone \ud800 surrogate',
          ]) {
            await refused(route, { json: { ...route.sample, [key]: bad } }, `Invalid ${key}: contains characters that are not allowed`);
          }
        }
      });

      it('prototype-pollution keys (__proto__, constructor, prototype), at the top and nested', async () => {
        const base = JSON.stringify(route.sample).slice(1, -1);
        const attacks = [
          `{"__proto__":{"isAdmin":true},${base}}`,
          `{"constructor":{"prototype":{"isAdmin":true}},${base}}`,
          `{${base},"nested":{"deeper":{"__proto__":{"isAdmin":true}}}}`,
          `{${base},"prototype":1}`,
        ];
        for (const text of attacks)
          await refused(route, { json: text }, /^Invalid ([\w.]+\.)?(__proto__|constructor|prototype): this field is not allowed$/);
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('isAdmin');
      });

      it('nesting thousands of levels deep', async () => {
        const depth = 5_000;
        await refused(route, { json: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}` }, /^Invalid [\w.]+: is nested too deeply$/);
      });
    });
  }
});

describe('ordinary unicode is not hostile: it reaches the upstream unchanged', () => {
  const names: [string, (sample: Record<string, unknown>, name: string) => Record<string, unknown>][] = [
    ['app/api/agents/[agentId]/route.ts', (s, name) => ({ ...s, displayName: name })],
    ['app/api/mpro/route.ts', (s, name) => ({ ...s, mpro: { ...(s.mpro as object), displayName: name } })],
  ];
  for (const [file, withName] of names) {
    const route = jsonRoutes.find((r) => r.file === file && r.method === 'POST') as RouteCase;
    it(`${label(route)} keeps accents, CJK, right-to-left script and emoji sequences`, async () => {
      const name = 'Zoë Ñúñez 山田 محمد 👩‍👩‍👧';
      let sent: Record<string, unknown> | undefined;
      const api = upstreamOf(route);
      route.upstream?.(api);
      api.on('request', (_req: unknown, _interceptor: unknown, body: string) => {
        if (body) sent = JSON.parse(body) as Record<string, unknown>;
      });
      const { answer } = await send(route, { json: withName(route.sample ?? {}, name) });
      expect(answer.status, answer.text).toBe(200);
      // Both upstream payloads name the person display_name.
      expect(sent?.display_name).toBe(name);
    });
  }
});
