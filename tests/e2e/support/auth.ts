import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * Sign in as `email` and open where the sign-in leads (home, or `next`). It sends the login form's own
 * request (POST /api/auth/login with the same body, from the page, so the session cookie lands in the
 * browser) and then opens the answer's redirect, as the form does: two page loads fewer than typing
 * into the form each time. The form itself, its messages and the app chooser are driven by
 * tests/e2e/auth.spec.ts.
 */
export async function signIn(page: Page, email: string, opts: { next?: string; expectPath?: string | RegExp } = {}) {
  const res = await page.request.post('/api/auth/login', {
    data: { email, password: E2E.password, ...(opts.next ? { next: opts.next } : {}) },
    headers: { Origin: E2E.baseURL },
  });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  const answer = (await res.json()) as { redirect?: string; apps?: unknown };
  expect(answer.apps, `${email} has several apps: drive the form's chooser instead`).toBeUndefined();
  await page.goto(answer.redirect ?? '/');
  // goto has waited for 'load' and for React to take the page over (support/test.ts).
  await expect(page).toHaveURL(opts.expectPath ?? (opts.next ? new RegExp(escape(opts.next)) : /\/$/));
}

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sidebar's menu item labels, in order (desktop width). */
export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });
  return nav.locator('ul').first().getByRole('link').allInnerTexts();
}

/**
 * An SSO sign-on address for `email`, its token minted as an integrator's server does it: the upstream's
 * own POST /sso/access_token with an admin's api key. The token is answered too (to check it never shows).
 */
export async function ssoLink(apiKey: string, email: string): Promise<{ path: string; accessToken: string }> {
  const res = await fetch(`${E2E.demoURL}/sso/access_token`, {
    method: 'POST',
    headers: { 'X-API-KEY': apiKey, 'X-Mode': 'manager', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  expect(res.status, `the upstream's SSO token for ${email}`).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { path: `/sso?e=${encodeURIComponent(email)}&a=${encodeURIComponent(accessToken)}`, accessToken };
}
