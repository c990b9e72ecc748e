import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestCookies, ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies';

/**
 * A stand-in for `next/headers` in route-handler tests. Next's own `cookies()` reads the request
 * store that only its server sets up (it has no test helper for route handlers), so test files mock
 * the framework's accessor with this one: the same cookie classes Next uses, over the Cookie header
 * of the request being invoked. What is under test — the handlers, guarded(), the session code — is
 * not mocked. Used through `vi.mock('next/headers', () => import('./support/next-headers'))`.
 */
export type RequestScope = { request: Request; responseHeaders: Headers };

export const scope = new AsyncLocalStorage<RequestScope>();

function current(): RequestScope {
  const s = scope.getStore();
  if (!s) throw new Error('next/headers was called outside an invoked request (use invoke() from tests/integration/support/harness)');
  return s;
}

/** Like Next's mutable cookie store: a cookie set or deleted during the request reads back as such. */
class CookieJar {
  private readonly incoming: RequestCookies;
  readonly outgoing: ResponseCookies;
  constructor(s: RequestScope) {
    this.incoming = new RequestCookies(s.request.headers);
    this.outgoing = new ResponseCookies(s.responseHeaders);
  }
  get(name: string) {
    const written = this.outgoing.get(name);
    if (written) return written.value === '' ? undefined : written;
    return this.incoming.get(name);
  }
  getAll() {
    return [...this.incoming.getAll(), ...this.outgoing.getAll()];
  }
  has(name: string) {
    return this.outgoing.has(name) || this.incoming.has(name);
  }
  set(...args: Parameters<ResponseCookies['set']>) {
    this.outgoing.set(...args);
    return this;
  }
  delete(...args: Parameters<ResponseCookies['delete']>) {
    this.outgoing.delete(...args);
    return this;
  }
}

const jars = new WeakMap<RequestScope, CookieJar>();

export async function cookies(): Promise<CookieJar> {
  const s = current();
  let jar = jars.get(s);
  if (!jar) {
    jar = new CookieJar(s);
    jars.set(s, jar);
  }
  return jar;
}

export async function headers(): Promise<Headers> {
  return current().request.headers;
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}
