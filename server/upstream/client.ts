import 'server-only';
import type { z } from 'zod';
import { config } from '@/server/config';
import { log } from '@/server/log';
import {
  API_KEY_HEADER,
  MODE_HEADER,
  pathParams,
  UpstreamErrorBody,
  type Endpoint,
  type Mode,
} from './contract/endpoint';
import { GENERIC_ERROR, UNREACHABLE, UpstreamError } from './errors';

/** Who calls: the api key and the mode header. Sign-in calls (auth 'none') pass null. */
export type Caller = { apiKey: string; mode: Mode } | null;

export type CallOptions = {
  /** Multipart only: the files, by form field name. */
  files?: Record<string, Blob>;
  /** Overrides the configured timeout (ms). */
  timeoutMs?: number;
};

function buildRequest(ep: Endpoint, input: Record<string, unknown>, caller: Caller, opts: CallOptions) {
  const params = new Set(pathParams(ep.path));
  const path = ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const url = new URL(config().upstreamUrl + path);
  const rest = Object.entries(input).filter(([k, v]) => !params.has(k) && v !== undefined);
  const headers: Record<string, string> = { Accept: ep.responseKind === 'csv' ? 'text/csv' : 'application/json' };
  if (caller) {
    headers[API_KEY_HEADER] = caller.apiKey;
    headers[MODE_HEADER] = caller.mode;
  }
  let body: BodyInit | undefined;
  if (ep.body === 'query') {
    for (const [k, v] of rest) url.searchParams.set(k, String(v));
  } else if (ep.body === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries(rest));
  } else if (ep.body === 'form') {
    body = new URLSearchParams(rest.map(([k, v]) => [k, String(v)]));
  } else {
    const form = new FormData();
    for (const [k, v] of rest) form.set(k, String(v));
    for (const [k, file] of Object.entries(opts.files ?? {})) form.set(k, file, file instanceof File ? file.name : k);
    body = form;
  }
  return { url, init: { method: ep.method, headers, body } satisfies RequestInit };
}

async function send(ep: Endpoint, input: Record<string, unknown>, caller: Caller, opts: CallOptions): Promise<Response> {
  const parsed = ep.request.safeParse(input);
  if (!parsed.success) {
    // Handlers validate first; input the contract still refuses is a bad request, never a crash.
    const issue = parsed.error.issues[0];
    log.warn({ endpoint: ep.name, field: issue?.path.join('.') }, 'request does not fit the contract');
    throw new UpstreamError(`Invalid ${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid value'}`, 'upstream', 400, ep.name, caller !== null);
  }
  const checked = parsed.data as Record<string, unknown>;
  const { url, init } = buildRequest(ep, checked, caller, opts);
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? config().upstreamTimeoutMs), cache: 'no-store' });
  } catch (err) {
    log.warn({ endpoint: ep.name, ms: Math.round(performance.now() - started), err: (err as Error).name }, 'upstream unreachable');
    throw new UpstreamError(UNREACHABLE, 'network', 504, ep.name, caller !== null);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let message = GENERIC_ERROR;
    try {
      const parsed = UpstreamErrorBody.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.message.trim()) message = parsed.data.message;
    } catch {
      // a non-JSON error page: keep the generic message
    }
    throw new UpstreamError(message, 'upstream', res.status, ep.name, caller !== null);
  }
  return res;
}

/**
 * The one way to call the upstream: adds X-API-KEY and the mode header, applies the timeout,
 * validates the answer with the endpoint's schema and throws only UpstreamError.
 */
export async function call<Req extends z.ZodType, Res extends z.ZodType>(
  ep: Endpoint<Req, Res>,
  input: z.input<Req>,
  caller: Caller,
  opts: CallOptions = {},
): Promise<z.output<Res>> {
  const res = await send(ep, input as Record<string, unknown>, caller, opts);
  let json: unknown;
  try {
    json = await res.json();
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

/** For streamed answers (CSV): the upstream's response, its body not read. */
export async function stream<Req extends z.ZodType>(
  ep: Endpoint<Req, z.ZodType>,
  input: z.input<Req>,
  caller: Caller,
  opts: CallOptions = {},
): Promise<Response> {
  return send(ep, input as Record<string, unknown>, caller, opts);
}
