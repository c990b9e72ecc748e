import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * Profile (/profile) against the demo upstream: the agent's own profile saved and found again, each
 * refusal of the form, a failed save keeping what was typed, a password changed and used to sign in,
 * read-only, and the one template variant (the brokerage's fields read-only, no photo or password card).
 */

const AGENT = 'agent@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const form = (page: Page) => page.getByRole('region', { name: 'Agent profile' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});
test.afterAll(async () => {
  // The password test changed the demo agent's password: put the demo back for the other files.
  await demo.reset();
});

test.describe('agent', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, AGENT);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the profile with its seeded values; refusals; saved and found again after a reload', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const f = form(page);
    await expect(f.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Avery Agent');
    await expect(f.getByLabel('MLS email')).toHaveValue('agent@mls.acme.test');
    await expect(f.getByLabel('Instagram')).toHaveValue('https://instagram.com/agent.homes');
    await expect(page.getByRole('heading', { name: 'Photo' })).toBeVisible();
    await checkA11y(page, '/profile');

    await f.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await f.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
    await f.getByLabel('TikTok').fill(`https://www.tiktok.com/@${'a'.repeat(240)}`);
    await f.getByRole('button', { name: 'Save' }).click();
    await expect(f.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(f.getByText('Required', { exact: true })).toBeVisible();
    await expect(f.getByText('Invalid email address')).toBeVisible();
    await expect(f.getByText('At most 255 characters')).toBeVisible();

    await f.getByRole('textbox', { name: 'Name', exact: true }).fill('Avery Q. Agent');
    await f.getByRole('textbox', { name: 'Email', exact: true }).fill('agent@acme.test');
    await f.getByLabel('TikTok').fill('https://www.tiktok.com/@avery.homes');
    await f.getByLabel('Bio').fill('Twenty years of selling homes in the city.');
    await expect(f.getByText('42 / 2000 characters')).toBeVisible();
    await f.getByLabel('Instagram').fill('');
    await f.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile has been saved')).toBeVisible();

    await page.reload();
    await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Avery Q. Agent');
    await expect(form(page).getByLabel('TikTok')).toHaveValue('https://www.tiktok.com/@avery.homes');
    await expect(form(page).getByLabel('Instagram')).toHaveValue('');
    await expect(form(page).getByLabel('Bio')).toHaveValue('Twenty years of selling homes in the city.');
  });

  test("a failed save says 'Error saving profile' and keeps what was typed", async () => {
    await page.goto('/profile');
    await demo.fault({ path: '/user/profile/:id', method: 'POST', count: 1, status: 500 });
    await form(page).getByLabel('Bio').fill('Not saved yet.');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Error saving profile')).toBeVisible();
    await expect(form(page).getByLabel('Bio')).toHaveValue('Not saved yet.');
  });

  test('a password too short is refused; a new one is saved and signs the agent in', async ({ browser }) => {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('New password').fill('abc');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(card.getByText('Passwords must be at least 6 characters')).toBeVisible();
    await card.getByLabel('New password').fill('a-new-secret-42');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(toast(page, 'Password was saved')).toBeVisible();

    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await fresh.getByRole('textbox', { name: 'Email', exact: true }).fill(AGENT);
    await fresh.getByLabel('Password').fill('a-new-secret-42');
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    const old = await context.request.post('/api/auth/login', { headers: origin, data: { email: AGENT, password: E2E.password } });
    expect(old.status()).toBe(401);
    await context.close();
  });
});

test('read-only: the profile without Save; the handlers refuse', async ({ browser }) => {
  await demo.reset();
  const page = await signedInPage(browser, AGENT);
  await page.goto('/profile?ro=1');
  await expect(form(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('readonly', '');
  await expect(form(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Change password' })).toHaveCount(0);
  expect(
    (await page.request.post('/api/profile', { headers: origin, data: { displayName: 'X', email: 'agent@acme.test' } })).status(),
  ).toBe(403);
  expect((await page.request.post('/api/profile/password', { headers: origin, data: { password: 'whatever-1' } })).status()).toBe(403);
  await page.context().close();
});

test("the one template variant: the brokerage's fields read-only, no photo or password card; the bio still saves", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await demo.setApp('acme', { template: 'premier' });
  try {
    // A fresh sign-in reads the app data anew (the server caches it per session key).
    await signIn(page, AGENT);
    await page.goto('/profile');
    const f = form(page);
    for (const label of ['Name', 'Email', 'MLS email', 'Phone', 'Website', 'License number'])
      await expect(f.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('readonly', '');
    await expect(f.getByLabel('Bio')).not.toHaveAttribute('readonly', '');
    await expect(page.getByRole('heading', { name: 'Photo' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Change password' })).toHaveCount(0);
    await f.getByLabel('Bio').fill('Saved on the premier template.');
    await f.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile has been saved')).toBeVisible();
    const agent = (await demo.agent(3)) as { display_name: string; bio: string };
    expect(agent).toMatchObject({ display_name: 'Avery Agent', bio: 'Saved on the premier template.' });
    // A hand-made request cannot change them either.
    const forged = await page.request.post('/api/profile', {
      headers: origin,
      data: { displayName: 'Forged Name', email: 'forged@acme.test', bio: 'x' },
    });
    expect(forged.status()).toBe(200);
    expect(await demo.agent(3)).toMatchObject({ display_name: 'Avery Agent', email: 'agent@acme.test' });
    expect((await page.request.post('/api/profile/password', { headers: origin, data: { password: 'whatever-1' } })).status()).toBe(403);
  } finally {
    await demo.setApp('acme', { template: 'default' });
    await context.close();
    // Sign in once more so the server's cached app data for this account is the default template again.
    const again = await browser.newContext();
    await signIn(await again.newPage(), AGENT);
    await again.close();
  }
});

test('admins and managers do not reach the screen', async ({ browser }) => {
  for (const email of ['admin@acme.test', 'manager@acme.test']) {
    const page = await signedInPage(browser, email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toHaveCount(0);
    expect((await page.request.post('/api/profile', { headers: origin, data: { displayName: 'X', email: 'x@acme.test' } })).status()).toBe(
      403,
    );
    await page.context().close();
  }
});
