import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetConfigForTests } from '@/server/config';
import { UpstreamError } from '@/server/upstream/errors';

/** The faked upstream's address in the service suites; nock answers for it. */
export const UPSTREAM = 'http://upstream.test';

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

/** Interceptors that match only calls made with this api key and mode. */
export function upstreamAs(apiKey: string, mode: 'agent' | 'manager') {
  return nock(UPSTREAM, { reqheaders: { 'x-api-key': apiKey, 'x-mode': mode } });
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
