import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import type { Mode } from '@/server/upstream/contract/endpoint';
import { UpstreamError } from '@/server/upstream/errors';
import type { RoleName } from '@/tests/support/roles';
import { UPSTREAM } from './harness';

export { UPSTREAM };

/** The credentials an upstream call carries: the api key and the mode header. */
export type Caller = { apiKey: string; mode: Mode };

/**
 * The api key and mode each role's calls must carry, written out here rather than derived from the
 * code under test (callerOf), so that a handler sending another role's key or view is caught.
 */
export const CALLS_AS: Record<RoleName, Caller> = {
  admin: { apiKey: 'key-admin', mode: 'manager' },
  manager: { apiKey: 'key-manager', mode: 'manager' },
  agent: { apiKey: 'key-agent', mode: 'agent' },
  agentWithoutMpro: { apiKey: 'key-agent-nompro', mode: 'agent' },
  agentAdminInAgentView: { apiKey: 'key-agentadmin-agentview', mode: 'agent' },
  agentAdminInManagerView: { apiKey: 'key-agentadmin-managerview', mode: 'manager' },
  readOnly: { apiKey: 'key-readonly', mode: 'manager' },
  premierAdmin: { apiKey: 'key-premier', mode: 'manager' },
  restrictedAdmin: { apiKey: 'key-restricted', mode: 'manager' },
  selfProvisionedAgent: { apiKey: 'key-subscriber', mode: 'agent' },
};

/**
 * The faked upstream, answering only calls that carry exactly this caller's api key and mode header
 * (a role of the shared fixture, or a pair written out); 'signedOut' (sign-in, public reads, other
 * hosts' requests) only calls that carry neither. Any other call is left unmatched: nock answers it
 * 501 'Nock: No match for request', which no test expects.
 */
export function upstreamAs(who: RoleName | Caller | 'signedOut'): nock.Scope {
  if (who === 'signedOut') return nock(UPSTREAM, { badheaders: ['x-api-key', 'x-mode'] });
  const { apiKey, mode } = typeof who === 'string' ? CALLS_AS[who] : who;
  return nock(UPSTREAM, { reqheaders: { 'x-api-key': apiKey, 'x-mode': mode } });
}

/**
 * Requests that met a stub for their method and path but none that matched them (made for another key
 * or mode, or another body). Each fails its test, even where the handler answers a failure the same way
 * whatever its cause; a test that provokes one on purpose takes it with takeStrayCalls().
 */
const strayCalls: string[] = [];
nock.emitter.on('no match', (req: { method?: string; url?: string }) => {
  const url = new URL(req.url ?? '/', UPSTREAM);
  if (nock.activeMocks().includes(`${req.method} ${url.protocol}//${url.hostname}:${url.port || 80}${url.pathname}`))
    strayCalls.push(`${req.method} ${url.pathname}`);
});
afterEach(() => {
  const stray = takeStrayCalls();
  if (stray.length) throw new Error(`Upstream calls met a stub for another caller or body: ${stray.join(', ')}`);
});

/** The stray calls so far (method and path), forgotten once taken. */
export const takeStrayCalls = (): string[] => strayCalls.splice(0);

/**
 * A service suite's set-up: the upstream is nock's (no real connection leaves the process), the
 * configuration is read again with `env` on top of the defaults, and every test starts with no
 * interceptor or spy left from the one before.
 */
export function withNockedUpstream(env: Record<string, string> = {}) {
  beforeAll(() => {
    Object.assign(process.env, { UPSTREAM_API_URL: UPSTREAM, SESSION_SECRETS: 'x'.repeat(32), UPSTREAM_TIMEOUT_MS: '2000', ...env });
    resetConfigForTests();
    nock.disableNetConnect();
  });
  afterEach(() => {
    nock.cleanAll();
    vi.restoreAllMocks();
  });
  afterAll(() => nock.enableNetConnect());
}

/** The UpstreamError a call rejects with; fails the test when it resolves or throws anything else. */
export async function upstreamFailure(p: Promise<unknown>): Promise<UpstreamError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    return err as UpstreamError;
  }
  throw new Error('expected an UpstreamError');
}
