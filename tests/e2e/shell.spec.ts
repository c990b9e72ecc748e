import { expect, test } from './support/test';
import { signIn, sidebarItems } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

test.beforeAll(async () => {
  await demo.reset();
});

test.describe('sidebar items per account (acme: most toggles on; bay: restricted)', () => {
  const expected: Record<string, string[]> = {
    'admin@acme.test': [
      'Dashboard',
      'Agents',
      'Users',
      'Insights',
      'Lead routing',
      'Chat',
      'Open House',
      'Push notifications',
      'Search Templates',
      'Favorites Lists',
      'Featured Listings',
      'Exclusive listings',
      'App Resources',
      'Marketing',
      'Tags',
      'Mortgage Pro',
      'Settings',
      'Audit log',
      'Integrations',
    ],
    'manager@acme.test': [
      'Dashboard',
      'Agents',
      'Users',
      'Insights',
      'Lead routing',
      'Open House',
      'Featured Listings',
      'Marketing',
      'Settings & Integrations',
    ],
    'agent@acme.test': [
      'Dashboard',
      'Users',
      'Insights',
      'Lead routing',
      'Chat',
      'Showings',
      'Open House',
      'Search Templates',
      'Favorites Lists',
      'Featured Listings',
      'Exclusive listings',
      'Marketing',
      'Preferences',
      'Profile',
      'Tags',
      'Mortgage Pro',
      'Settings & Integrations',
    ],
  };
  for (const [email, items] of Object.entries(expected)) {
    test(email, async ({ page }) => {
      await signIn(page, email);
      expect(await sidebarItems(page)).toEqual(items);
    });
  }

  test('an admin in super-admin restricted mode sees no Users and no Chat', async ({ page }) => {
    await signIn(page, 'restricted@bay.test');
    const items = await sidebarItems(page);
    expect(items).not.toContain('Users');
    expect(items).not.toContain('Insights');
    expect(items).not.toContain('Chat');
    expect(items).toContain('Settings');
  });

  test('toggles changed upstream change the menu (agents get Push notifications with manualPushEnabledAll)', async ({ page }) => {
    await demo.setApp('acme', { toggles: { kioskModeEnabled: false, manualPushEnabledAll: true } });
    try {
      await signIn(page, 'agent@acme.test');
      const items = await sidebarItems(page);
      expect(items).not.toContain('Open House');
      expect(items).toContain('Push notifications');
    } finally {
      await demo.reset();
    }
  });
});

test.describe('gated routes', () => {
  test('an agent is sent home from /agents and /integrations, and to /user_settings from /settings', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await page.goto('/agents');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await page.goto('/integrations');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/user_settings$/);
  });

  test('an admin is sent from /user_settings to /settings', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/user_settings');
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a manager is sent home from /mortgagepro and /tags', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto('/mortgagepro');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await page.goto('/tags');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
  });

  test('an unknown path shows Not found with a way back', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('Sorry! The page you requested does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
  });

  test("a page's links navigate inside the running app; a modified click opens a new tab", async ({ page, context }) => {
    await signIn(page, 'admin@acme.test', { next: '/users' });
    const firstUser = page.getByRole('rowheader').first().getByRole('link');
    const href = await firstUser.getAttribute('href');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await firstUser.click();
    await expect(page).toHaveURL(`${E2E.baseURL}${href}`);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(`${E2E.baseURL}/users`);
    const opened = context.waitForEvent('page');
    await page
      .getByRole('rowheader')
      .first()
      .getByRole('link')
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(`${E2E.baseURL}${href}`);
    await expect(page).toHaveURL(`${E2E.baseURL}/users`);
    await tab.close();
  });

  test('a menu item tapped shows its screen is on the way until the screen arrives', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    await page.goto('/users');
    // No loading.tsx: the old screen stays while the next one renders, so the item itself says it is busy.
    await demo.fault({ path: '/tags', method: 'GET', count: 1, delay_ms: 1500 });
    const tags = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tags', exact: true });
    await tags.click();
    await expect(tags).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expect(page).toHaveURL(`${E2E.baseURL}/tags`);
    await expect(tags).not.toHaveAttribute('aria-busy');
    await expect(tags).toHaveAttribute('aria-current', 'page');
    await page.context().close();
  });

  test('/training redirects to the external education page', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    const res = await page.request.get('/training', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toMatch(/^https:\/\//);
  });
});

test.describe('view switching', () => {
  test('an agentAdmin switches to admin view and back; the menu follows', async ({ page }) => {
    await signIn(page, 'agentadmin@acme.test');
    const group = page.getByRole('group', { name: 'View' });
    await expect(group.getByRole('button', { name: 'Agent view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sidebarItems(page)).not.toContain('Agents');
    await group.getByRole('button', { name: 'Admin view' }).click();
    await expect(group.getByRole('button', { name: 'Admin view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sidebarItems(page)).toContain('Agents');
    expect(await sidebarItems(page)).toContain('Settings');
    await group.getByRole('button', { name: 'Agent view' }).click();
    await expect(group.getByRole('button', { name: 'Agent view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sidebarItems(page)).not.toContain('Agents');
  });

  test('an agentManager switches to manager view', async ({ page }) => {
    await signIn(page, 'agentmanager@acme.test');
    await page.getByRole('button', { name: 'Manager view' }).click();
    await expect(page.getByRole('button', { name: 'Manager view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sidebarItems(page)).toContain('Agents');
    expect(await sidebarItems(page)).not.toContain('Settings');
  });

  test('a plain agent has no view switch', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await expect(page.getByRole('group', { name: 'View' })).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('the header shows the app name, the avatar initials, and the support and billing links', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expect(page.getByText('Acme Realty Dashboard')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', /^mailto:/);
    await expect(sidebar.getByRole('link', { name: 'Billing' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Training' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Help center' })).toBeVisible();
  });

  test('on a phone the app name shows whole in the header, with a view switch too (in the menu there)', async ({ browser }) => {
    for (const email of ['admin@acme.test', 'agentadmin@acme.test']) {
      const page = await signedInPage(browser, email);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const name = page.getByRole('banner').getByText('Acme Realty Dashboard');
      await expect(name).toBeVisible();
      const box = await name.evaluate((el) => ({ width: el.scrollWidth - el.clientWidth, height: el.scrollHeight - el.clientHeight }));
      expect(box, `${email}: the name is cut`).toEqual({ width: 0, height: 0 });
      if (email === 'agentadmin@acme.test') {
        // The view switch has no room beside the name there: it heads the menu drawer.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(
          page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'View' }).getByRole('button', { name: 'Agent view' }),
        ).toBeVisible();
      }
      await page.context().close();
    }
  });

  test("a non-admin's email support opens the super admins' names and emails", async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    const support = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Email support' });
    await support.click();
    const dialog = page.getByRole('dialog', { name: 'Email support' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^mailto:.+@/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(support).toBeFocused();
  });

  test("the avatar opens the account menu from the keyboard: an agent's name, email, Preferences, Profile and Log out", async ({
    page,
  }) => {
    await signIn(page, 'agent@acme.test');
    const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu for Avery Agent' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Avery Agent');
    await expect(menu).toContainText('agent@acme.test');
    await expect(menu.getByRole('menuitem')).toHaveText(['Preferences', 'Profile', 'Log out']);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    // Arrow keys move through the items; Escape closes and gives focus back to the avatar.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(avatar).toBeFocused();
    // Opened again (now the loaded menu's own trigger), ArrowDown lands on the first item.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
  });

  test("an admin's account menu holds the name, email and Log out only", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Alex Admin' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Alex Admin');
    await expect(menu).toContainText('admin@acme.test');
    await expect(menu.getByRole('menuitem')).toHaveText(['Log out']);
  });

  test('Log out in the account menu ends the session', async ({ page, context }) => {
    await signIn(page, 'manager@acme.test');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Morgan Manager' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Log out']);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'bd_session')).toBeUndefined();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('below 991 px the menu button opens the same items in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'admin@acme.test');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Agents' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/\/agents/);
  });
});

test.describe('CRM embed (/fub)', () => {
  const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const context = (over: Record<string, unknown> = {}) =>
    b64url({
      account: { id: 1, domain: 'acme' },
      person: { id: 7, emails: [{ value: 'buyer@acme.test' }] },
      user: { id: 3, name: 'Agent', email: 'agent@acme.test' },
      ...over,
    });
  const sign = async (ctx: string) => {
    const { createHmac } = await import('node:crypto');
    return createHmac('sha256', E2E.fubSecret).update(ctx).digest('hex');
  };

  test("a correctly signed context signs in and opens the person's page", async ({ page }) => {
    const ctx = context();
    const res = await page.request.get(`/fub?context=${ctx}&signature=${await sign(ctx)}`, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toMatch(/\/users\/\d+$/);
    const setCookie = res.headers()['set-cookie'] ?? '';
    expect(setCookie).toMatch(/bd_session=/);
    expect(setCookie).toMatch(/SameSite=none/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Partitioned/i);
  });

  test('a forged signature goes to the error page (Not found)', async ({ page }) => {
    const ctx = context();
    await page.goto(`/fub?context=${ctx}&signature=${'0'.repeat(64)}`);
    await expect(page).toHaveURL(/\/fub\?err=sig$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Not found');
  });

  test('opened with no valid signature, the message sits in the sign-in screens’ card on a phone and a laptop', async ({ page }) => {
    // The look of the card, as computed: the same frame as /login's.
    const cardLook = () =>
      page.getByRole('heading', { level: 1 }).evaluate((h1) => {
        const cs = getComputedStyle(h1.parentElement!);
        const r = h1.parentElement!.getBoundingClientRect();
        return {
          width: Math.round(r.width),
          centred: Math.abs(r.left - (window.innerWidth - r.right)) <= 1,
          border: cs.borderTopWidth,
          radius: cs.borderTopLeftRadius,
          background: cs.backgroundColor,
          padding: cs.padding,
          shadow: cs.boxShadow,
        };
      });
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      const login = await cardLook();
      await page.goto('/fub');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Not found');
      expect(await cardLook(), `at ${viewport.width}`).toEqual(login);
    }
  });

  test('a context modified after signing is refused', async ({ page }) => {
    const sig = await sign(context());
    await page.goto(`/fub?context=${context({ user: { id: 4, email: 'admin@acme.test' } })}&signature=${sig}`);
    await expect(page).toHaveURL(/\/fub\?err=sig$/);
  });

  for (const [state, message] of [
    ['account_not_found', 'No Account'],
    ['person_not_found', 'Person not found'],
    ['user_not_found', 'User not found'],
    ['unauthorized', 'Unauthorized'],
  ] as const) {
    test(`debugState ${state} shows '${message}'`, async ({ page }) => {
      const ctx = context({ debugState: state });
      await page.goto(`/fub?context=${ctx}&signature=${await sign(ctx)}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
    });
  }

  test('an unknown CRM user shows User not found; a non-JSON context Unauthorized', async ({ page }) => {
    const ctx = context({ user: { id: 9, email: 'nobody@acme.test' } });
    await page.goto(`/fub?context=${ctx}&signature=${await sign(ctx)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('User not found');
    const bad = Buffer.from('not json').toString('base64url');
    await page.goto(`/fub?context=${bad}&signature=${await sign(bad)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unauthorized');
  });

  test('only the CRM may frame /fub; other pages refuse framing', async ({ page }) => {
    const fub = await page.request.get('/fub?err=user');
    expect(fub.headers()['content-security-policy']).toContain('frame-ancestors https://app.followupboss.com');
    const login = await page.request.get('/login');
    expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login.headers()['x-frame-options']).toBe('DENY');
  });

  test("every embedded page loads Follow Up Boss's embedded-apps script with the page's nonce, allowed by its CSP alone", async ({
    page,
    browser,
  }) => {
    const SCRIPT = 'https://eia.followupboss.com/embeddedApps-v1.0.0.js';
    // The tag as served, and whether the same response's CSP lets exactly that origin (and that nonce) run it.
    const inspect = async (res: Awaited<ReturnType<typeof page.request.get>>) => {
      const html = await res.text();
      const scriptSrc =
        (res.headers()['content-security-policy'] ?? '')
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src ')) ?? '';
      const tag = html.match(/<script\b[^>]*\bsrc="https:\/\/eia\.followupboss\.com\/embeddedApps-v1\.0\.0\.js"[^>]*>/)?.[0] ?? null;
      const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1];
      return {
        tag,
        nonced: tag !== null && nonce !== undefined && tag.includes(`nonce="${nonce}"`),
        allowed: scriptSrc.split(/\s+/).includes(new URL(SCRIPT).origin),
      };
    };
    const ctx = context();
    const signIn = await page.request.get(`/fub?context=${ctx}&signature=${await sign(ctx)}`, { maxRedirects: 0 });
    const userPage = signIn.headers()['location'] ?? '';
    for (const path of [userPage, '/', '/fub?err=user']) {
      const seen = await inspect(await page.request.get(path));
      expect(seen, path).toEqual({ tag: expect.stringContaining(SCRIPT), nonced: true, allowed: true });
    }
    // Signed in the ordinary way, and signed out: no tag, and the CSP does not allow the origin.
    const ordinary = await signedInPage(browser, 'agent@acme.test');
    for (const [who, request] of [
      ['ordinary session', ordinary.request],
      ['signed out', (await browser.newContext()).request],
    ] as const) {
      for (const path of ['/', '/login', userPage]) {
        const seen = await inspect(await request.get(path));
        expect(seen, `${who} ${path}`).toEqual({ tag: null, nonced: false, allowed: false });
      }
    }
    await ordinary.context().close();
  });
});

test.describe('the sidebar runs the full height', () => {
  for (const path of ['/mortgagepro', 'agent-edit'] as const) {
    test(`${path}: on a page taller than the window, the sidebar's background reaches the window's bottom at every scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 500 });
      await signIn(page, 'admin@acme.test');
      if (path === 'agent-edit') {
        await page.goto('/agents');
        await page.getByRole('table').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/agents\/\d+$/);
      } else {
        await page.goto(path);
      }
      await page.waitForLoadState('load');
      const aside = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(aside).toBeVisible();
      // The page may stream a card in after 'load' (Suspense) and move its bottom: the measures are
      // taken again until they hold on the page as it ends up.
      await expect(async () => {
        const { scrollHeight, innerHeight } = await page.evaluate(() => ({
          scrollHeight: document.documentElement.scrollHeight,
          innerHeight: window.innerHeight,
        }));
        expect(scrollHeight, 'the page is taller than the window').toBeGreaterThan(innerHeight + 200);
        for (const y of [0, (scrollHeight - innerHeight) / 2, scrollHeight]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))));
          const box = await aside.boundingBox();
          expect(box, `scrolled to ${y}`).not.toBeNull();
          // From under the header (64 px) to the window's bottom edge, its items in view.
          expect(box!.y, `scrolled to ${y}`).toBeLessThanOrEqual(64);
          expect(box!.y + box!.height, `scrolled to ${y}`).toBeGreaterThanOrEqual(innerHeight - 1);
          await expect(aside.getByRole('link', { name: 'Dashboard' })).toBeInViewport({ timeout: 1_000 });
        }
        // And over the whole document (a full-page view or print): down to the page's own bottom.
        const [bottom, height] = await aside.evaluate((el) => [
          el.getBoundingClientRect().bottom + window.scrollY,
          document.documentElement.scrollHeight,
        ]);
        expect(bottom).toBeGreaterThanOrEqual(height - 1);
      }).toPass();
    });
  }
});
