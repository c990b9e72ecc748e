import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Endpoint } from '@/server/upstream/contract';
import { apiKeyFor } from '../auth/passwords';
import { startDemoApi, type DemoApi } from '../server';

export type CallOptions = {
  /** `stack|email` of a demo account, or a raw api key. */
  as?: string;
  key?: string;
  mode?: 'agent' | 'manager';
  files?: Record<string, { name: string; type?: string; bytes: Uint8Array | string }>;
};

export type Answer<T = unknown> = { status: number; body: T; text: string; headers: Headers };

export type TestApi = DemoApi & {
  dir: string;
  key(account: string): string;
  call<T = Record<string, unknown>>(endpoint: Endpoint, input?: Record<string, unknown>, options?: CallOptions): Promise<Answer<T>>;
  fetch(path: string, init?: RequestInit): Promise<Answer>;
  json<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** A read-only connection to the demo database, to check writes and compute expectations independently. */
  db(): Database.Database;
  stop(): Promise<void>;
};

async function answer<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: body as T, text, headers: res.headers };
}

/** Build the HTTP request an endpoint describes (path params filled, the rest as query, JSON, form or multipart). */
export function buildRequest(
  base: string,
  endpoint: Endpoint,
  input: Record<string, unknown>,
  headers: Record<string, string>,
  files: CallOptions['files'] = {},
): [string, RequestInit] {
  const rest = { ...input };
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const url = new URL(path, base);
  const init: RequestInit = { method: endpoint.method, headers: { ...headers } };
  if (endpoint.body === 'query') {
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) url.searchParams.set(k, String(v));
  } else if (endpoint.body === 'json') {
    init.body = JSON.stringify(rest);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  } else if (endpoint.body === 'form') {
    init.body = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) form.set(k, String(v));
    for (const [k, f] of Object.entries(files))
      form.set(
        k,
        new Blob([typeof f.bytes === 'string' ? f.bytes : new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }),
        f.name,
      );
    init.body = form;
  }
  return [url.toString(), init];
}

export async function startTestApi(): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'demo-api-test-'));
  const api = await startDemoApi({ port: 0, dataDir: dir, validateResponses: true });
  const key = (account: string) => {
    const [stack, email] = account.split('|');
    return apiKeyFor(stack ?? '', email ?? '');
  };
  let db: Database.Database | undefined;
  return {
    ...api,
    dir,
    key,
    async call(endpoint, input = {}, options = {}) {
      const headers: Record<string, string> = {};
      const apiKey = options.key ?? (options.as ? key(options.as) : undefined);
      if (apiKey) headers['X-API-KEY'] = apiKey;
      if (options.mode) headers['X-Mode'] = options.mode;
      const [url, init] = buildRequest(api.url, endpoint, input, headers, options.files);
      return answer(await fetch(url, init));
    },
    fetch: async (path, init) => answer(await fetch(`${api.url}${path}`, init)),
    json: async (method, path, body) =>
      answer(
        await fetch(`${api.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    db() {
      db ??= new Database(join(dir, 'demo.sqlite'), { readonly: true });
      return db;
    },
    async stop() {
      db?.close();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A 1×1 PNG and the first bytes of a JPEG: enough for the magic-byte check. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082',
    'hex',
  ),
);
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

export const ADMIN = 'acme|admin@acme.test';
export const MANAGER = 'acme|manager@acme.test';
export const AGENT = 'acme|agent@acme.test';
export const AGENT_ADMIN = 'acme|agentadmin@acme.test';
export const AGENT_MANAGER = 'acme|agentmanager@acme.test';
export const CANCELED = 'acme|canceled@acme.test';
export const UNPAID = 'acme|unpaid@acme.test';
export const BAY_ADMIN = 'bay|restricted@bay.test';
