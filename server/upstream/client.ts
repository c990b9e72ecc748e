import 'server-only';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { AsyncResource } from 'node:async_hooks';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { GENERIC_ERROR } from '@/lib/messages';
import { config } from '@/server/config';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { observed, type Seen } from '@/server/upstream/observed';
import { API_KEY_HEADER, MODE_HEADER, pathParams, UpstreamErrorBody, type Endpoint, type Mode } from './contract/endpoint';
import { UNREACHABLE, UpstreamError } from './errors';

/** Who calls: the api key and the mode header. Sign-in calls (auth 'none') pass null. */
export type Caller = { apiKey: string; mode: Mode } | null;

export type CallOptions = {
  /** Multipart only: the files, by form field name. */
  files?: Record<string, Blob>;
  /** Overrides the configured timeout (ms). */
  timeoutMs?: number;
};

/**
 * Kept-alive connections to the upstream, one pool per process. node:http rather than the global fetch: fetch's WHATWG machinery (Request,
 * Headers, streams, Next's own fetch patch) cost a route handler more CPU than the upstream call's
 * own work. Idle sockets close after 4 s, or sooner when the upstream's Keep-Alive header says so.
 */
const agents = processSingleton('upstream-agents', () => ({
  http: new http.Agent({ keepAlive: true, timeout: 4_000 }),
  https: new https.Agent({ keepAlive: true, timeout: 4_000 }),
}));

type Prepared = { url: URL; method: string; headers: Record<string, string>; body: string | Blob | undefined };

function buildRequest(ep: Endpoint, input: Record<string, unknown>, caller: Caller, opts: CallOptions): Prepared {
  const params = new Set(pathParams(ep.path));
  const path = ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const url = new URL(config().upstreamUrl + path);
  const rest = Object.entries(input).filter(([k, v]) => !params.has(k) && v !== undefined);
  const headers: Record<string, string> = { Accept: ep.responseKind === 'csv' ? 'text/csv' : 'application/json' };
  if (caller) {
    headers[API_KEY_HEADER] = caller.apiKey;
    headers[MODE_HEADER] = caller.mode;
  }
  let body: string | Blob | undefined;
  if (ep.body === 'query') {
    for (const [k, v] of rest) url.searchParams.set(k, String(v));
  } else if (ep.body === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries(rest));
  } else if (ep.body === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(rest.map(([k, v]) => [k, String(v)])).toString();
  } else {
    const boundary = `----broker-dashboard-${crypto.randomUUID()}`;
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    body = multipart(boundary, rest, opts.files ?? {});
  }
  return { url, method: ep.method, headers, body };
}

/** A form field name or file name inside a part header, escaped as browsers (and fetch) do. */
const quoted = (s: string) => s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/**
 * A multipart/form-data body as one Blob: its size is known (so a Content-Length goes out, as fetch
 * sent) and the files are streamed from their Blobs, never copied into one buffer.
 */
function multipart(boundary: string, fields: [string, unknown][], files: Record<string, Blob>): Blob {
  const parts: (string | Blob)[] = [];
  for (const [name, value] of fields) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n`,
      String(value).replace(/\r?\n|\r/g, '\r\n'),
      '\r\n',
    );
  }
  for (const [name, file] of Object.entries(files)) {
    const filename = file instanceof File ? file.name : name;
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(filename)}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      file,
      '\r\n',
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return new Blob(parts);
}

/** A reused kept-alive socket that the upstream closed meanwhile: the request never reached it. */
function staleSocket(req: http.ClientRequest, err: NodeJS.ErrnoException): boolean {
  return req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
}

/**
 * The async context upstream requests start in: the pool's own, made when this module loaded, outside
 * any request. A socket keeps the async context it was opened in for as long as it lives, and a kept-
 * alive socket outlives its request: opened inside a page's render it would hold that render's whole
 * request (Next's request stores, the response, the render state) while it idles in the pool.
 */
const poolScope = processSingleton('upstream-scope', () => new AsyncResource('broker-dashboard.upstream'));

/** One request; resolves with the response head (body unread). A GET whose kept-alive socket had closed is sent again once. */
function request(p: Prepared, signal: AbortSignal, retry = p.method === 'GET'): Promise<IncomingMessage> {
  return poolScope.runInAsyncScope(() => requestInScope(p, signal, retry));
}

function requestInScope(p: Prepared, signal: AbortSignal, retry: boolean): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const tls = p.url.protocol === 'https:';
    const headers: Record<string, string | number> = { ...p.headers };
    if (typeof p.body === 'string') headers['Content-Length'] = Buffer.byteLength(p.body);
    else if (p.body) headers['Content-Length'] = p.body.size;
    let answered = false;
    const req = (tls ? https : http).request(
      p.url,
      { method: p.method, headers, agent: tls ? agents.https : agents.http, signal },
      (res) => {
        answered = true;
        resolve(res);
      },
    );
    // Errors after the head reach the response's reader; `on`, not `once`: a second error must not go unheard.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (answered) return;
      if (retry && staleSocket(req, err) && !signal.aborted) request(p, signal, false).then(resolve, reject);
      else reject(err);
    });
    if (p.body instanceof Blob)
      Readable.fromWeb(p.body.stream() as Parameters<typeof Readable.fromWeb>[0])
        .on('error', (err) => req.destroy(err))
        .pipe(req);
    else req.end(p.body);
  });
}

/** The whole body of a response; the abort signal still applies while it is read. */
function readBody(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    res.once('error', reject);
    // A response destroyed without an error (its request aborted) ends neither way.
    res.once('close', () => {
      if (!res.complete) reject(new Error('The upstream answer was cut off'));
    });
  });
}

/** UTF-8 text of a body; a leading byte-order mark is dropped, as fetch's text() and json() do. */
function utf8(body: Buffer): string {
  const bom = body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  return body.toString('utf8', bom ? 3 : 0);
}

type Answer = { res: IncomingMessage; signal: AbortSignal; done: () => void };

async function send(ep: Endpoint, input: Record<string, unknown>, caller: Caller, opts: CallOptions, seen: Seen): Promise<Answer> {
  const parsed = ep.request.safeParse(input);
  if (!parsed.success) {
    // Handlers validate first; input the contract still refuses is a bad request, never a crash.
    const issue = parsed.error.issues[0];
    seen.invalid = true;
    log.warn({ endpoint: ep.name, field: issue?.path.join('.') }, 'request does not fit the contract');
    throw new UpstreamError(
      `Invalid ${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid value'}`,
      'upstream',
      400,
      ep.name,
      caller !== null,
    );
  }
  const prepared = buildRequest(ep, parsed.data as Record<string, unknown>, caller, opts);
  const started = performance.now();
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The upstream did not answer in time', 'TimeoutError')),
    opts.timeoutMs ?? config().upstreamTimeoutMs,
  );
  const done = () => clearTimeout(timer);
  const unreachable = (err: unknown) => {
    done();
    const name = timeout.signal.aborted ? 'TimeoutError' : ((err as NodeJS.ErrnoException).code ?? (err as Error).name);
    log.warn({ endpoint: ep.name, ms: Math.round(performance.now() - started), err: name }, 'upstream unreachable');
    return new UpstreamError(UNREACHABLE, 'network', 504, ep.name, caller !== null);
  };
  let res: IncomingMessage;
  try {
    res = await request(prepared, timeout.signal);
  } catch (err) {
    throw unreachable(err);
  }
  const status = res.statusCode ?? 0;
  seen.code = status;
  if (status < 200 || status > 299) {
    const text = await readBody(res).then(utf8, () => '');
    done();
    let message = GENERIC_ERROR;
    try {
      const parsed = UpstreamErrorBody.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.message.trim()) message = parsed.data.message;
    } catch {
      // a non-JSON error page: keep the generic message
    }
    throw new UpstreamError(message, 'upstream', status, ep.name, caller !== null);
  }
  return { res, signal: timeout.signal, done };
}

/**
 * The one way to call the upstream: adds X-API-KEY and the mode header, applies the timeout (to the
 * whole answer, body included), validates the answer with the endpoint's schema and throws only UpstreamError.
 */
export async function call<Req extends z.ZodType, Res extends z.ZodType>(
  ep: Endpoint<Req, Res>,
  input: z.input<Req>,
  caller: Caller,
  opts: CallOptions = {},
): Promise<z.output<Res>> {
  return observed(ep, (seen) => answerOf(ep, input as Record<string, unknown>, caller, opts, seen));
}

async function answerOf<Res extends z.ZodType>(
  ep: Endpoint<z.ZodType, Res>,
  input: Record<string, unknown>,
  caller: Caller,
  opts: CallOptions,
  seen: Seen,
): Promise<z.output<Res>> {
  const { res, signal, done } = await send(ep, input, caller, opts, seen);
  let body: Buffer;
  try {
    body = await readBody(res);
  } catch (err) {
    done();
    log.warn(
      { endpoint: ep.name, err: signal.aborted ? 'TimeoutError' : ((err as NodeJS.ErrnoException).code ?? (err as Error).name) },
      'upstream answer cut off',
    );
    throw new UpstreamError(UNREACHABLE, 'network', 504, ep.name, caller !== null);
  }
  done();
  let json: unknown;
  try {
    json = JSON.parse(utf8(body));
  } catch {
    log.error({ endpoint: ep.name }, 'upstream answer is not JSON');
    throw new UpstreamError(GENERIC_ERROR, 'schema', 502, ep.name);
  }
  const parsed = ep.response.safeParse(json);
  if (!parsed.success) {
    log.error(
      { endpoint: ep.name, issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) },
      'upstream answer does not fit the contract',
    );
    throw new UpstreamError(GENERIC_ERROR, 'schema', 502, ep.name);
  }
  return parsed.data;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * For streamed answers (CSV): the upstream's response, its body not read. The timeout covers the
 * wait for the response head; the body then flows as fast as the reader takes it (a reader that
 * cancels closes the upstream connection).
 */
export async function stream<Req extends z.ZodType>(
  ep: Endpoint<Req, z.ZodType>,
  input: z.input<Req>,
  caller: Caller,
  opts: CallOptions = {},
): Promise<Response> {
  // The span ends with the response head: the body is the reader's to take, at its pace.
  const { res, done } = await observed(ep, (seen) => send(ep, input as Record<string, unknown>, caller, opts, seen));
  done();
  const status = res.statusCode ?? 200;
  const body = status === 204 || status === 205 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers: toHeaders(res.headers) });
}
