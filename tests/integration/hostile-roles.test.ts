import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIONS, type ActionName } from '@/lib/access';
import { handlerOf, invoke, recordUnmatched, ROOT, setTestEnvironment } from './support/harness';
import { guardedRoutes, label, ROUTES, routeFilesOnDisk, upstreamOf, validBody, type RouteCase } from './support/routes';
import { cookieOf, type Role } from './support/sessions';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('the route table', () => {
  it('lists every route handler file of the app (a new handler cannot be left out of these suites)', () => {
    expect([...new Set(ROUTES.map((r) => r.file))].sort()).toEqual(routeFilesOnDisk());
  });

  it('lists every method each route file exports', () => {
    for (const file of routeFilesOnDisk()) {
      const source = readFileSync(resolve(ROOT, file), 'utf8');
      const exported = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source));
      expect(
        ROUTES.filter((r) => r.file === file)
          .map((r) => r.method)
          .sort(),
        file,
      ).toEqual(exported.sort());
    }
  });
});

const expectedRefusal = (route: RouteCase, role: Role) => {
  if (role === 'signedOut') return { status: 401, message: 'Please sign in.' };
  // Read-only mode refuses the access table's mutations (changes, and reads that would lift it: the api key).
  if (role === 'readOnly' && ACTIONS[route.access as ActionName].refusedReadOnly)
    return { status: 403, message: 'Read-only mode: changes are not allowed.' };
  return { status: 403, message: 'You do not have permission to do this.' };
};

const who: Record<Role, string> = {
  admin: 'an admin',
  manager: 'a manager',
  agent: 'an agent',
  agentWithoutMpro: 'an agent without Mortgage Pro rights',
  agentAdminInAgentView: 'an agent-admin in agent view',
  agentAdminInManagerView: 'an agent-admin in admin view',
  readOnly: 'an admin in read-only mode',
  premierAdmin: 'an admin on the hiding template',
  restrictedAdmin: 'an admin in super-admin restricted mode',
  selfProvisionedAgent: 'a self-provisioned agent',
  signedOut: 'a signed-out visitor',
};

describe('roles: every refused caller gets 401/403 and the upstream hears nothing', () => {
  for (const route of guardedRoutes) {
    for (const role of route.refuse) {
      const { status, message } = expectedRefusal(route, role);
      it(`${who[role]} calling ${label(route)} is refused with ${status}`, async () => {
        const upstream = recordUnmatched();
        try {
          const handler = await handlerOf(route.file, route.method);
          const answer = await invoke(handler, {
            method: route.method,
            path: route.path,
            params: route.params,
            cookie: await cookieOf(role),
            ...validBody(route),
          });
          expect(answer.status).toBe(status);
          expect(answer.message).toBe(message);
        } finally {
          upstream.stop();
        }
        expect(upstream.seen).toEqual([]);
      });
    }
  }
});

describe('roles: the allowed caller is let through (so the refusals above are not a handler that refuses everyone)', () => {
  for (const route of guardedRoutes) {
    const role = route.as ?? 'admin';
    it(`${who[role]} calling ${label(route)} succeeds`, async () => {
      const api = upstreamOf(route);
      route.upstream?.(api);
      const handler = await handlerOf(route.file, route.method);
      const answer = await invoke(handler, {
        method: route.method,
        path: route.path,
        params: route.params,
        cookie: await cookieOf(role),
        ...validBody(route),
      });
      expect(answer.status, answer.text).toBe(route.ok ?? 200);
      // Every interceptor of the route's happy path was used at least once.
      expect(api.pendingMocks()).toEqual([]);
    });
  }
});
