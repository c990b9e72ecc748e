import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type nock from 'nock';
import type { z } from 'zod';
import { ROOT } from './harness';
import type { Role } from './sessions';

/** One route handler call in the route table (routes.ts collects them from routes/<area>.ts). */
/** 'form': an HTML form's fields (the sidebar's Log out, the confirmation pages' buttons): only the Origin is checked. */
export type BodyKind = 'json' | 'none' | 'photo' | 'csv' | 'query' | 'form';

export type RouteCase = {
  /** The route file, relative to the repository. */
  file: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The address called (params filled in). */
  path: string;
  params?: Record<string, string>;
  /** 'public': no session needed (sign-in routes, health); otherwise the access-table action. */
  access: 'public' | string;
  body: BodyKind;
  /** JSON routes: the schema the handler reads the body with (the oracle of the fuzz). */
  schema?: z.ZodType;
  /** A valid body (JSON routes) — the base the hostile variants start from. */
  sample?: Record<string, unknown>;
  /** Who must be turned away (401 signed out, 403 the rest): the spec's roles and read-only mode. */
  refuse: Role[];
  /** Interceptors for a successful call by an allowed role (admin unless `as` says otherwise). */
  upstream?: (api: nock.Scope) => void;
  as?: Role;
  /** The status of a successful call. */
  ok?: number;
  /** JSON routes: the largest body read (readJson's limit). */
  maxBytes?: number;
  /** Called by another server, not a browser (the upstream's webhook): no Origin to check; its secret authenticates it. */
  serverToServer?: true;
};

export const PNG = readFileSync(resolve(ROOT, 'tests/fixtures/images/tiny.png'));
export const CSV = 'name,email\nNew Person,new.person@acme.test\n';
