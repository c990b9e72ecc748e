import fc from 'fast-check';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment } from './support/harness';
import { jsonRoutes, label, maxBytesOf, upstreamOf } from './support/routes';
import { cookieOf } from './support/sessions';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

/** Bounded, so the whole suite stays fast; a failure prints its seed and shrunk counterexample. */
const RUNS = 50;
/** A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other bodies. */
const SEED = Number(process.env.FUZZ_SEED ?? 20260101);

// The test's own statement of what no form sends (independent of server/http's implementation).
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];
const isControl = (c: number) => (c < 0x20 && ![0x09, 0x0a, 0x0d].includes(c)) || (c >= 0x7f && c <= 0x9f);
const isBidi = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
function badText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isControl(c) || isBidi(c)) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}
function hostile(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return badText(v);
  if (v === null || typeof v !== 'object') return false;
  if (depth >= 32) return true;
  return Object.entries(v).some(([k, child]) => FORBIDDEN_KEYS.includes(k) || badText(k) || hostile(child, depth + 1));
}

/** Strings an attacker tries: control characters, overrides, lone surrogates, emails zod and a regex disagree on, long ones. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u202Eb',
    '\ud800',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '=HYPERLINK("http://evil.example")',
    '../../etc/passwd',
    'x'.repeat(2001),
  ),
  fc.nat(300).map((n) => 'y'.repeat(n)),
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString);

/** Addresses a browser's pattern accepts but a stricter check may not (and the reverse). */
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('a@b.c', 'ü@example.com', 'a..b@example.com', '.a@example.com', 'a@-example.com', 'a b@example.com'),
);

/** The route's valid sample with fields replaced, dropped or added (sometimes a polluting key). */
function mutatedSample(
  sample: Record<string, unknown>,
): fc.Arbitrary<{ record: Record<string, unknown>; extra: [string, unknown] | null }> {
  const keys = Object.keys(sample);
  const field = (key: string, v: unknown): fc.Arbitrary<unknown> => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      return fc.oneof(
        fc.constant(v),
        mutatedSample(v as Record<string, unknown>).map(({ record }) => record),
        anyJson,
      );
    }
    if (Array.isArray(v)) {
      const item =
        typeof v[0] === 'object' && v[0] !== null
          ? mutatedSample(v[0] as Record<string, unknown>).map(({ record }) => record)
          : fc.oneof(fc.constant(v[0]), anyJson);
      return fc.oneof(fc.constant(v), fc.array(item, { maxLength: 4 }), anyJson);
    }
    if (/email/i.test(key))
      return fc.oneof({ weight: 1, arbitrary: fc.constant(v) }, { weight: 3, arbitrary: emailish }, { weight: 1, arbitrary: anyJson });
    return fc.oneof({ weight: 3, arbitrary: fc.constant(v) }, { weight: 2, arbitrary: anyJson });
  };
  return fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, field(k, sample[k])])), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'isAdmin'), anyJson), { freq: 3 }),
    )
    .map(([record, extra]) => ({ record: record as Record<string, unknown>, extra }));
}

/** The JSON text sent: built by hand so a '__proto__' key really is in the body. */
function toText({ record, extra }: { record: Record<string, unknown>; extra: [string, unknown] | null }): string {
  const parts = Object.entries(record).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  if (extra) parts.push(`${JSON.stringify(extra[0])}:${JSON.stringify(extra[1]) ?? 'null'}`);
  return `{${parts.join(',')}}`;
}

let address = 0;

describe('fuzz: no body makes a route handler fail; whatever its schema refuses is a clear 400 that changes nothing', () => {
  for (const route of jsonRoutes) {
    it(`${label(route)} (${RUNS} bodies)`, async () => {
      const handler = await handlerOf(route.file, route.method);
      const body = fc.oneof(
        { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
        { weight: 4, arbitrary: mutatedSample(route.sample ?? {}).map(toText) },
      );
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          nock.cleanAll();
          const api = upstreamOf(route);
          route.upstream?.(api);
          let calls = 0;
          api.on('request', () => calls++);
          const unmatched = recordUnmatched();
          let answer;
          try {
            // Signed in afresh each time: creating agents or switching views drops the cached app data.
            const cookie = route.access === 'public' ? undefined : await cookieOf(route.as ?? 'admin');
            // A fresh client address per body, so the sign-in rate limit does not answer in place of the schema.
            const headers = {
              'content-type': 'application/json',
              'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${address % 250}`,
            };
            answer = await invoke(handler, { method: route.method, path: route.path, params: route.params, cookie, json: text, headers });
          } finally {
            unmatched.stop();
          }
          const parsed: unknown = JSON.parse(text);
          const accepted =
            !hostile(parsed) && route.schema?.safeParse(parsed).success === true && Buffer.byteLength(text) <= maxBytesOf(route);
          expect(answer.status, `${text.slice(0, 300)} → ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          expect(unmatched.seen).toEqual([]);
          if (accepted) {
            expect(answer.status, `${text.slice(0, 300)} → ${answer.text.slice(0, 300)}`).toBe(route.ok ?? 200);
          } else {
            expect(answer.status, `${text.slice(0, 300)} → ${answer.text.slice(0, 300)}`).toBe(400);
            expect(answer.message).toMatch(/^Invalid [^:]+: .+/);
            expect(calls).toBe(0);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});
