import { expect, test, type Browser, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { signIn } from './support/auth';
import { E2E } from './support/env';
import { LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * The command palette and shortcuts against the demo upstream, for an admin, a manager and
 * an agent: a user found by part of their e-mail and opened, an action opened on its screen, the
 * shortcuts, the header button on a phone, axe on the open palette. One sign-in per role.
 */

type UpstreamUser = { id: number; display_name: string; email: string; agent_name: string | null };

/** End users as the upstream lists them for an account in a mode (what the palette may find). */
async function upstreamUsers(email: string, mode: 'agent' | 'manager', q: string): Promise<UpstreamUser[]> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}/users?${new URLSearchParams({ limit: '50', offset: '0', q })}`, {
    headers: { 'X-API-KEY': key, 'X-Mode': mode },
  });
  return ((await res.json()) as { users: UpstreamUser[] }).users;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search screens, records and actions' });
type Name = string | RegExp | { name: string; exact: true };
const option = (page: Page, name: Name) => palette(page).getByRole('option', typeof name === 'object' && 'exact' in name ? name : { name });

/** Opens the palette with Ctrl+K, pressing again if the first press came before the page had hydrated. */
async function openPalette(page: Page) {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  await expect(searchBox(page)).toBeFocused();
}

/** Types into the palette and waits until `name` is the highlighted option, then opens it with Enter. */
async function openFirst(page: Page, typed: string, name: Name) {
  await searchBox(page).fill(typed);
  await expect(option(page, name).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
}

/** Presses keys on the page itself (not in a field), once the shortcuts listen. */
async function shortcut(page: Page, keys: string[], then: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    for (const k of keys) await page.keyboard.press(k);
    await then();
  }).toPass({ timeout: 20_000 });
}

/** A user this account finds, with a part of the e-mail only that user has. */
async function findableUser(email: string, mode: 'agent' | 'manager') {
  const users = await upstreamUsers(email, mode, '');
  const user = users.find((u) => u.email.split('@')[0]!.length >= 5);
  if (!user) throw new Error(`no user for ${email}`);
  return { ...user, part: user.email.split('@')[0]! };
}

async function phoneButtonOpensPalette(browser: Browser, email: string) {
  const page = await signedInPage(browser, email, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(async () => {
    if (!(await palette(page).isVisible())) await button.tap();
    await expect(palette(page)).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  const box = await palette(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await expect(option(page, 'Dashboard')).toBeVisible();
  await page.context().close();
}

test.describe('admin', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'admin@acme.test', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('finds a user by part of their e-mail and opens them; axe clean; the record is then recent', async () => {
    const user = await findableUser('admin@acme.test', 'manager');
    await page.goto('/');
    await openPalette(page);
    await expect(palette(page).getByRole('group', { name: 'Screens' }).getByRole('option')).not.toHaveCount(0);
    await checkA11y(page, 'the open palette', 'dialog[open]');
    await searchBox(page).fill(user.part);
    await expect(
      palette(page)
        .getByRole('group', { name: 'Users' })
        .getByRole('option', { name: new RegExp(user.display_name) }),
    ).toBeVisible();
    await expect(palette(page).getByRole('status')).toHaveText(/^\d+ results?$/);
    await checkA11y(page, 'the palette with results', 'dialog[open]');
    await openFirst(page, user.part, new RegExp(user.display_name));
    await expect(page).toHaveURL(`${E2E.baseURL}/users/${user.id}`);
    await openPalette(page);
    await expect(
      palette(page)
        .getByRole('group', { name: 'Recent' })
        .getByRole('option', { name: new RegExp(user.display_name) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the header button opens it and Escape gives the focus back', async () => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await expect(async () => {
      if (!(await palette(page).isVisible())) await button.click();
      await expect(palette(page)).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('New user and Send notification open their screens with the dialog open, and the address forgets it', async () => {
    for (const [action, path] of [
      ['New user', '/users'],
      ['Send notification', '/alerts'],
    ] as const) {
      await page.goto('/');
      await openPalette(page);
      await openFirst(page, action.toLowerCase(), { name: action, exact: true });
      await expect(page.getByRole('dialog', { name: action })).toBeVisible();
      await expect(page).toHaveURL(`${E2E.baseURL}${path}`);
    }
  });

  test('shortcuts: ? lists them, g then u and t go, / focuses the list search, none fires in a field', async () => {
    await page.goto('/');
    await shortcut(page, ['?'], () => expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible({ timeout: 1_500 }));
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const go of ['Go to Dashboard', 'Go to Agents', 'Go to Users', 'Go to Tags', 'Go to Push notifications'])
      await expect(list.getByText(go)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await shortcut(page, ['g', 'u'], () => expect(page).toHaveURL(`${E2E.baseURL}/users`, { timeout: 1_500 }));
    const usersSearch = page.getByRole('main').getByRole('searchbox', { name: 'Search users' });
    await expect(usersSearch).toBeVisible();
    await shortcut(page, ['/'], () => expect(usersSearch).toBeFocused({ timeout: 1_500 }));
    await page.keyboard.type('g');
    await page.keyboard.press('t');
    await expect(usersSearch).toHaveValue('gt');
    await expect(page).toHaveURL(new RegExp(`${E2E.baseURL}/users`));
    await shortcut(page, ['g', 't'], () => expect(page).toHaveURL(`${E2E.baseURL}/tags`, { timeout: 1_500 }));
  });

  test('phone: the header button opens the palette at 390', async ({ browser }) => {
    await phoneButtonOpensPalette(browser, 'admin@acme.test');
  });
});

test.describe('manager', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'manager@acme.test', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('finds a user of their offices by part of the e-mail and opens them; no tags or creation actions offered', async () => {
    const user = await findableUser('manager@acme.test', 'manager');
    await page.goto('/');
    await openPalette(page);
    await searchBox(page).fill('tag');
    await expect(palette(page).getByRole('status')).toHaveText('0 results');
    await openFirst(page, user.part, new RegExp(user.display_name));
    await expect(page).toHaveURL(`${E2E.baseURL}/users/${user.id}`);
  });

  test('shortcuts: the list has only their screens; g then a goes to agents', async () => {
    await page.goto('/');
    await shortcut(page, ['?'], () => expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible({ timeout: 1_500 }));
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(list.getByText(/^Go to /)).toHaveText(['Go to Dashboard', 'Go to Agents', 'Go to Users']);
    await page.keyboard.press('Escape');
    await shortcut(page, ['g', 'a'], () => expect(page).toHaveURL(`${E2E.baseURL}/agents`, { timeout: 1_500 }));
  });

  test('phone: the header button opens the palette at 390', async ({ browser }) => {
    await phoneButtonOpensPalette(browser, 'manager@acme.test');
  });

  // Log out ends the session it runs in: a session of its own, so the shared one stays signed in.
  test('Log out, their one action, signs out', async ({ page: own }) => {
    await signIn(own, 'manager@acme.test');
    await openPalette(own);
    await openFirst(own, 'log', { name: 'Log out', exact: true });
    await expect(own).toHaveURL(/\/login$/);
  });
});

test.describe('agent', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'agent@acme.test', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test("finds their own user by part of the e-mail and opens them; never another agent's", async () => {
    const own = (await upstreamUsers('admin@acme.test', 'manager', 'buyer@acme.test'))[0]!;
    const others = await upstreamUsers('admin@acme.test', 'manager', '');
    const other = others.find((u) => u.agent_name && u.agent_name !== own.agent_name && u.email.split('@')[0]!.length >= 5)!;
    await page.goto('/');
    await openPalette(page);
    await searchBox(page).fill(other.email.split('@')[0]!);
    await expect(palette(page).getByRole('status')).toHaveText('0 results');
    await openFirst(page, 'buyer@acme', /Blake Buyer/);
    await expect(page).toHaveURL(`${E2E.baseURL}/users/${own.id}`);
  });

  test('Create tag opens the tags screen with its dialog open', async () => {
    await page.goto('/');
    await openPalette(page);
    await openFirst(page, 'create tag', { name: 'Create tag', exact: true });
    await expect(page.getByRole('dialog', { name: 'Create tag' })).toBeVisible();
    await expect(page).toHaveURL(`${E2E.baseURL}/tags`);
  });

  test('shortcuts: no agents screen in the list; g then t goes to tags', async () => {
    await page.goto('/');
    await shortcut(page, ['?'], () => expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible({ timeout: 1_500 }));
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // Acme's agents send no notifications (manualPushEnabledAll is off): no g then n.
    await expect(list.getByText(/^Go to /)).toHaveText(['Go to Dashboard', 'Go to Users', 'Go to Tags']);
    await page.keyboard.press('Escape');
    await shortcut(page, ['g', 't'], () => expect(page).toHaveURL(`${E2E.baseURL}/tags`, { timeout: 1_500 }));
  });

  test('phone: the header button opens the palette at 390', async ({ browser }) => {
    await phoneButtonOpensPalette(browser, 'agent@acme.test');
  });
});
