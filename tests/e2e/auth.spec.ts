import { expect, test, type Page } from './support/test';
import { signIn, ssoLink } from './support/auth';
import { demo } from './support/demo';
import { checkA11y } from './support/a11y';
import { E2E } from './support/env';

test.beforeAll(async () => {
  await demo.reset();
});

async function upstreamKey(email: string, stackId?: string): Promise<string> {
  const res = await fetch(`${E2E.demoURL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: E2E.password, stack_id: stackId }),
  });
  const body = (await res.json()) as { api_key?: string };
  if (!body.api_key) throw new Error(`no api key for ${email}`);
  return body.api_key;
}

test.describe('login form', () => {
  test('shows the validation messages and changes nothing', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a password (minimum 6 characters)')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
  });

  test('the disabled and check_other flags show their exact messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('disabled@acme.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This account has been disabled. If you think this is error, please contact your account admin.',
    );
    await page.getByLabel('Email').fill('checkother@acme.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid login. You may want to check the agent dashboard instead.');
  });

  test('the forgot-password view asks only for an email', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByLabel('Email').fill('agent@acme.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toBeVisible();
  });

  test('the app chooser lists both apps and signs in to the chosen one', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('multi@demo.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an app' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acme Realty' })).toBeVisible();
    await page.getByRole('button', { name: 'Bay Homes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Bay Homes Dashboard')).toBeVisible();
  });
});

test.describe('remembered path', () => {
  test('a protected route visited signed out returns there, with its query, after sign-in', async ({ page }) => {
    await page.goto('/agents?limit=25&sort=a');
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/agents\?limit=25&sort=a$/);
  });

  for (const evil of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/logout',
    '/sso',
  ]) {
    test(`an attempt to leave the site (${evil}) goes home`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(evil)}`);
      await page.getByLabel('Email').fill('admin@acme.test');
      await page.getByLabel('Password').fill(E2E.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${E2E.baseURL}/`);
    });
  }
});

test.describe('other sign-in flows', () => {
  test('/sso without parameters, and with a bad token, shows the SSO message', async ({ page }) => {
    await page.goto('/sso');
    await expect(page.getByText('Invalid or expired SSO access token.')).toBeVisible();
    await page.goto('/sso?e=admin%40acme.test');
    await expect(page.getByText('Invalid or expired SSO access token.')).toBeVisible();
    await page.goto('/sso?e=admin%40acme.test&a=not-a-token');
    await expect(page).toHaveURL(/\/sso$/);
    await expect(page.getByText('Invalid or expired SSO access token.')).toBeVisible();
  });

  test('/sso with a fresh access token signs in', async ({ page }) => {
    const key = await upstreamKey('admin@acme.test');
    const { path } = await ssoLink(key, 'agent@acme.test');
    await page.goto(path);
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByText('Acme Realty Dashboard')).toBeVisible();
  });

  test('key restore opens a read-only session and the key leaves the address bar', async ({ page }) => {
    const key = await upstreamKey('admin@acme.test');
    await page.goto(`/login?api_key=${encodeURIComponent(key)}&ro=1`);
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    expect(page.url()).not.toContain(key);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  });

  test('key restore with a bad key says so on the sign-in page', async ({ page }) => {
    await page.goto('/login?api_key=not-a-key');
    await expect(page).toHaveURL(/\/login\?restore=failed$/);
    await expect(page.getByText('This sign-in link is invalid or has expired. Please sign in.')).toBeVisible();
  });

  test('?ro=1 switches read-only mode on', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
    await page.goto('/?ro=1');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  });

  test('logout ends the session', async ({ page, context }) => {
    await signIn(page, 'agent@acme.test');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeUndefined();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a self-provisioned agent without a subscription status sees the payment screen', async ({ page }) => {
    await signIn(page, 'unpaid@acme.test');
    await expect(page.getByRole('heading', { name: 'Payment required' })).toBeVisible();
    await page.goto('/agents');
    await expect(page.getByRole('heading', { name: 'Payment required' })).toBeVisible();
  });

  test('the session cookie is httpOnly and SameSite=Lax', async ({ page, context }) => {
    await signIn(page, 'agent@acme.test');
    const cookie = (await context.cookies()).find((c) => c.name === 'bd_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('bd_session');
  });
});

test.describe('security', () => {
  test('sign-in attempts are rate-limited per email with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('rate-limited@acme.test');
    await page.getByLabel('Password').fill('wrong-password');
    for (let i = 0; i < 10; i++) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password.');
      await page.getByLabel('Email').fill('rate-limited@acme.test');
    }
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  test('pages carry a nonce-based CSP, and every script the page runs carries the nonce', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto('/login');
    const csp = res?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    expect(res?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res?.headers()['permissions-policy']).toContain('camera=()');
    const scripts = await page.locator('script').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    for (const n of scripts) expect(n).toBe(nonce);
    await page.getByLabel('Email').fill('agent@acme.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    expect(violations).toEqual([]);
  });
});

/**
 * Links to /logout, /login?api_key=… and /sso?e=&a= on another site only open a
 * confirmation page (styled as sign-in, usable at 390 x 844 and by keyboard); a sign-out the upstream could
 * not finish says so and offers to try again.
 */
test.describe('links from another site, and a sign-out that fails', () => {
  const EVIL = 'http://evil.example';

  /** Opens `path` of the dashboard by clicking a link on a page of another site (a real cross-site navigation). */
  async function followFromElsewhere(page: Page, path: string) {
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><a href="${E2E.baseURL}${path}">Open</a>` }),
    );
    // The frame's own goto: page.goto (support/test.ts) would wait for a React that another site's page lacks.
    await page.mainFrame().goto(`${EVIL}/page`);
    await page.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL((url) => url.origin === E2E.baseURL);
  }

  test('a /logout link asks first: staying keeps the session, the button signs out', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'agent@acme.test');
    await followFromElsewhere(page, '/logout');
    await expect(page).toHaveURL(/\/logout\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await expect(page.getByText('A link from another site is asking to sign you out of the dashboard.')).toBeVisible();
    await checkA11y(page, '/logout/confirm');
    // Keyboard: the button is the first control, and it is in view on a phone.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();

    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByRole('banner').getByText('Acme Realty Dashboard')).toBeVisible();

    await followFromElsewhere(page, '/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeUndefined();
  });

  test('a key restore link asks first, keeps the key out of the page, then signs in read-only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const key = await upstreamKey('admin@acme.test');
    await followFromElsewhere(page, `/login?api_key=${encodeURIComponent(key)}&ro=1`);
    await expect(page).toHaveURL(/\/login\/confirm\?t=/);
    expect(page.url()).not.toContain(key);
    expect(await page.content()).not.toContain(key);
    await expect(page.getByRole('heading', { name: 'Sign in from a link?' })).toBeVisible();
    await expect(page.getByText('The session will be read-only.', { exact: false })).toBeVisible();
    await checkA11y(page, '/login/confirm');
    await page.getByRole('button', { name: 'Continue to sign in' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();
  });

  test('an SSO link asks first and names the account, then signs in', async ({ page }) => {
    const key = await upstreamKey('admin@acme.test');
    const { path, accessToken } = await ssoLink(key, 'agent@acme.test');
    await followFromElsewhere(page, path);
    await expect(page).toHaveURL(/\/sso\/confirm\?t=/);
    expect(page.url()).not.toContain(accessToken);
    await expect(page.getByText('A link from another site is signing you in as agent@acme.test.', { exact: false })).toBeVisible();
    await checkA11y(page, '/sso/confirm');
    await page.getByRole('button', { name: 'Continue to sign in' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expect(page.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
  });

  test('when the upstream cannot revoke the key, logout says so, keeps the session and retries', async ({ page, context }) => {
    await signIn(page, 'manager@acme.test');
    await demo.fault({ path: '/logout', method: 'POST', count: 1, status: 500 });
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/logout\/confirm\?failed=1$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your session could not be ended at the server. Please try again.');
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeDefined();
    await checkA11y(page, '/logout/confirm?failed=1');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeUndefined();
  });

  test("when the upstream stays down, 'Sign out on this browser only' leaves, and the sign-in page says what happened", async ({
    page,
    context,
  }) => {
    await signIn(page, 'manager@acme.test');
    await demo.fault({ path: '/logout', method: 'POST', count: 1, status: 500 });
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/logout\/confirm\?failed=1$/);
    await page.getByRole('button', { name: 'Sign out on this browser only' }).click();
    await expect(page).toHaveURL(/\/login\?signedout=browser$/);
    await expect(
      page.getByText('Signed out on this browser. The server could not end the session; it expires by itself within a day.'),
    ).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeUndefined();
  });
});
