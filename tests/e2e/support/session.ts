import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { signIn } from './auth';

/**
 * Sign in once per account and reuse the saved session. The first call for an email signs in
 * through the real login form and keeps the context's storage state (the sealed session cookie);
 * later calls open a new context from it, with no sign-in. A demo reset revokes every session key
 * (the demo wipes them), so `demo.reset()` moves the generation on and the next call signs in again.
 */
type State = Awaited<ReturnType<BrowserContext['storageState']>>;

let generation = 0;
const saved = new Map<string, { generation: number; state: State }>();

/** Called by `demo.reset()`: every saved session is now revoked upstream. */
export function forgetSessions() {
  generation += 1;
  saved.clear();
}

/**
 * A new context signed in as `email` (the saved session when there is one), with `options` (a phone's
 * emulation, say). Close it when done.
 */
export async function signedInContext(browser: Browser, email: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  let entry = saved.get(email);
  if (!entry || entry.generation !== generation) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    entry = { generation, state: await context.storageState() };
    saved.set(email, entry);
    await context.close();
  }
  return browser.newContext({ ...options, storageState: entry.state });
}

/** A page in a new context signed in as `email`; `page.context().close()` when done. */
export async function signedInPage(browser: Browser, email: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await signedInContext(browser, email, options);
  return context.newPage();
}
