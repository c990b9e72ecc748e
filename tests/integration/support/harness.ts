import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nock from 'nock';
import { parseSetCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { generateVapidKeys } from '@/server/agent-alerts/channel-config';
import { resetConfigForTests } from '@/server/config';
import { scope } from './next-headers';

/** The dashboard's own address in these tests, and the faked upstream's. */
export const ORIGIN = 'http://dashboard.test';
export const UPSTREAM = 'http://upstream.test';
export const SESSION_SECRET = 'hostile-suite-secret-0123456789abcdef0123456789';
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Agent alerts' push key pair, one per test file: set, so a suite that switches to production starts. */
export const TEST_VAPID = generateVapidKeys();

/** The environment every route-handler suite runs in: nock for the upstream, a known session secret. */
export function setTestEnvironment(extra: Record<string, string | undefined> = {}) {
  const env = {
    UPSTREAM_API_URL: UPSTREAM,
    SESSION_SECRETS: SESSION_SECRET,
    UPSTREAM_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
    COOKIE_SECURE: undefined,
    DEMO_MODE: undefined,
    // The exclusive-listing form's geocoder, on the intercepted upstream host.
    GEOCODER_URL: `${UPSTREAM}/geocode/search`,
    // The CRM widget's module, and acme in its rollout.
    CRM_WIDGET_URL: 'https://widget.crm.test/v1/widget.mjs',
    CRM_WIDGET_STACKS: 'acme',
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:ops@dashboard.test',
    ...extra,
  };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigForTests();
  nock.disableNetConnect();
}

export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

/** A route module's exported handler for a method, loaded from its file like Next loads it. */
export async function handlerOf(file: string, method: string): Promise<RouteHandler> {
  const mod = (await import(/* @vite-ignore */ resolve(ROOT, file))) as Record<string, unknown>;
  const fn = mod[method];
  if (typeof fn !== 'function') throw new Error(`${file} exports no ${method} handler`);
  return fn as RouteHandler;
}

export type Call = {
  /** Path and query, e.g. '/api/agents/42/pin'. */
  path: string;
  method?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** A value sent as JSON (with its content type unless headers say otherwise), or a raw body. */
  json?: unknown;
  body?: BodyInit | null;
  cookie?: string;
  /** The Origin header; this site's by default, null for none. */
  origin?: string | null;
};

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  /** The body's bytes as sent (a picture, a file). */
  bytes: Buffer;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
  /** The error envelope's message, if the answer is one. */
  message: string | undefined;
  /** Cookies the handler set, as a browser would read the Set-Cookie headers. */
  setCookies: ReturnType<typeof parseSetCookie>[];
  rawSetCookies: string[];
};

/** Build the Request a browser would send. */
export function buildRequest(call: Call): Request {
  const method = call.method ?? 'GET';
  const headers = new Headers(call.headers);
  headers.set('host', new URL(ORIGIN).host);
  if (call.origin !== null && !headers.has('origin')) headers.set('origin', call.origin ?? ORIGIN);
  if (call.cookie) headers.set('cookie', call.cookie);
  let body: BodyInit | null | undefined = call.body;
  if (call.json !== undefined) {
    body = typeof call.json === 'string' ? call.json : JSON.stringify(call.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: body ?? undefined };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(new URL(call.path, ORIGIN), init);
}

/** Invoke a handler with a request, inside the cookie scope next/headers reads. */
export async function invoke(handler: RouteHandler, call: Call): Promise<Answer> {
  const request = buildRequest(call);
  const responseHeaders = new Headers();
  const res = await scope.run({ request, responseHeaders }, () => handler(request, { params: Promise.resolve(call.params ?? {}) }));
  // Decoded keeping a byte-order mark (res.text() drops it): the tests see what a spreadsheet reads.
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // Next merges the cookies written through cookies() into the response; the harness does the same.
  const rawSetCookies = [...res.headers.getSetCookie(), ...responseHeaders.getSetCookie()];
  return {
    status: res.status,
    headers: res.headers,
    text,
    bytes,
    body,
    message: (body as { error?: { message?: unknown } } | undefined)?.error?.message as string | undefined,
    setCookies: rawSetCookies.map((c) => parseSetCookie(c)),
    rawSetCookies,
  };
}

/**
 * Every request that reached the faked upstream without an interceptor for it. nock refuses it: a
 * network failure when the host has no interceptor at all, a 501 'Nock: No match for request' answer
 * when it has others (a stub for another key or mode). With no interceptors set up, this is every upstream call.
 */
export function recordUnmatched() {
  const seen: string[] = [];
  const onNoMatch = (req: { method?: string; url?: string }) => seen.push(`${req.method ?? '?'} ${req.url ?? '?'}`);
  nock.emitter.on('no match', onNoMatch);
  return {
    seen,
    stop: () => void nock.emitter.removeListener('no match', onNoMatch),
  };
}

/**
 * Runs `fn` against a real local upstream (for timing: nock's delays do not reach fetch's abort
 * signal, and its pass-through loses request bodies), with nock switched off meanwhile.
 */
export async function withRealUpstream<T>(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  env: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const server = createServer(answer);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  nock.restore();
  setTestEnvironment({ UPSTREAM_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ...env });
  try {
    return await fn();
  } finally {
    server.closeAllConnections();
    server.close();
    if (!nock.isActive()) nock.activate();
    setTestEnvironment();
  }
}
