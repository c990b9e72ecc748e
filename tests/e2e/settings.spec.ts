import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * Broker settings (/settings) against the demo upstream: brokerage name, Featured Listings mode and DMCA
 * link saved and found again; the sign-up link; the API key revealed (never in the page before) and
 * copied; the automation beta; the webhook saved, refused for a private address, and the several-hooks
 * message; the admin's own CRM parsing e-mail; the restricted super admin's empty page; agents sent to their
 * own settings.
 */

const ADMIN = 'admin@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser, browserName }) => {
    page = await signedInPage(browser, ADMIN);
    if (browserName === 'chromium') await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('brokerage name, Featured Listings mode and DMCA link saved and found again; the sign-up link shown', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await checkA11y(page, '/settings');
    const card = page.getByRole('region', { name: 'Brokerage settings' });
    // The demo's sign-up link is a path: this dashboard's own sign-up page.
    await expect(card.getByRole('textbox', { name: 'Agent sign-up link' })).toHaveValue(`${E2E.baseURL}/provision/acme/join-acme`);

    await card.getByRole('textbox', { name: 'Brokerage name' }).fill('');
    await card.getByRole('button', { name: 'Save brokerage name' }).click();
    await expect(card.getByText('Enter the brokerage name')).toBeVisible();
    await card.getByRole('textbox', { name: 'Brokerage name' }).fill('Acme Realty Group');
    await card.getByRole('button', { name: 'Save brokerage name' }).click();
    await expect(toast(page, 'Name updated')).toBeVisible();

    await card.getByLabel('Office: each office features its own').check();
    await card.getByRole('button', { name: 'Save featured listings mode' }).click();
    await expect(toast(page, 'Featured Listings updated')).toBeVisible();

    await card.getByRole('textbox', { name: 'DMCA link' }).fill('javascript:alert(1)');
    await card.getByRole('button', { name: 'Save dmca link' }).click();
    await expect(card.getByText('The DMCA link must be a web address starting with http:// or https://')).toBeVisible();
    await card.getByRole('textbox', { name: 'DMCA link' }).fill('https://acmerealty.test/legal/dmca');
    await card.getByRole('button', { name: 'Save dmca link' }).click();
    await expect(toast(page, 'DMCA link updated')).toBeVisible();

    await page.reload();
    const after = page.getByRole('region', { name: 'Brokerage settings' });
    await expect(after.getByRole('textbox', { name: 'Brokerage name' })).toHaveValue('Acme Realty Group');
    await expect(after.getByLabel('Office: each office features its own')).toBeChecked();
    await expect(after.getByRole('textbox', { name: 'DMCA link' })).toHaveValue('https://acmerealty.test/legal/dmca');
  });

  test('the API key: not in the page until revealed, then copied', async () => {
    const accounts = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
      accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[];
    };
    const apiKey = accounts.accounts.find((a) => a.email === ADMIN)!.apps.find((s) => s.stack_id === 'acme')!.api_key;
    const html = await (await page.request.get('/settings')).text();
    expect(html).not.toContain(apiKey);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'API key' });
    await card.getByRole('button', { name: 'Reveal API key' }).click();
    await expect(card.getByRole('textbox', { name: 'API key' })).toHaveValue(apiKey);
    await card.getByRole('button', { name: 'Copy API key' }).click();
    await expect(toast(page, 'API key copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    await card.getByRole('button', { name: 'Hide API key' }).click();
    await expect(card.getByRole('textbox', { name: 'API key' })).toHaveCount(0);
  });

  test('the automation beta switched on and found again', async () => {
    const sw = page.getByRole('switch', { name: 'Automation beta' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await sw.click();
    await expect(toast(page, 'Automation beta turned on')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Automation beta' })).toHaveAttribute('aria-checked', 'true');
  });

  test("the webhook: a private address refused, an https one saved; a failure says 'Webhook update failed'", async () => {
    const card = page.getByRole('region', { name: 'Webhooks' });
    await expect(card.getByRole('textbox', { name: 'User webhook URL' })).toHaveValue('https://hooks.acmerealty.test/users');
    await card.getByRole('textbox', { name: 'User webhook URL' }).fill('https://169.254.169.254/latest/meta-data');
    await card.getByRole('button', { name: 'Save user webhook url' }).click();
    await expect(card.getByText('The webhook URL must be a public https:// address')).toBeVisible();
    expect((await page.request.post('/api/settings/webhook', { headers: origin, data: { url: 'http://10.0.0.5/hook' } })).status()).toBe(
      400,
    );

    await demo.fault({ path: '/webhooks', method: 'POST', count: 1, status: 500 });
    await card.getByRole('textbox', { name: 'User webhook URL' }).fill('https://hooks.acmerealty.test/v2/users');
    await card.getByRole('button', { name: 'Save user webhook url' }).click();
    await expect(toast(page, 'Webhook update failed')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'User webhook URL' })).toHaveValue('https://hooks.acmerealty.test/v2/users');
    await card.getByRole('button', { name: 'Save user webhook url' }).click();
    await expect(toast(page, 'Webhook updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Webhooks' }).getByRole('textbox', { name: 'User webhook URL' })).toHaveValue(
      'https://hooks.acmerealty.test/v2/users',
    );
  });

  test("the admin's own CRM parsing e-mail: refused, saved and found again; a failed save keeps what was typed", async () => {
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'CRM e-mail parsing' });
    const field = card.getByRole('textbox', { name: 'CRM parsing email' });
    await field.fill('not an address');
    await card.getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(card.getByText('Invalid email address')).toBeVisible();
    await field.fill('leads@crm.acmerealty.test');
    await card.getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(toast(page, 'CRM parsing email has been saved')).toBeVisible();
    await page.reload();
    const again = page.getByRole('region', { name: 'CRM e-mail parsing' }).getByRole('textbox', { name: 'CRM parsing email' });
    await expect(again).toHaveValue('leads@crm.acmerealty.test');

    await demo.fault({ path: '/user/crm_email/:id', method: 'POST', count: 1, status: 500 });
    await again.fill('office@crm.acmerealty.test');
    await page.getByRole('region', { name: 'CRM e-mail parsing' }).getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(toast(page, 'Error saving parsing email')).toBeVisible();
    await expect(again).toHaveValue('office@crm.acmerealty.test');
  });
});

test('the SSO guide: real values, the API key a placeholder, and Try it signing the admin in through /sso in a new tab', async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Single sign-on guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on guide' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Access-token endpoint' })).toHaveValue(`${E2E.demoURL}/sso/access_token`);
  await expect(page.getByRole('textbox', { name: 'Example' })).toHaveValue(/X-API-KEY: YOUR_API_KEY/);
  await expect(page.getByRole('textbox', { name: 'Sign-on address' })).toHaveValue(`${E2E.baseURL}/sso?e={email}&a={accessToken}`);
  await checkA11y(page, '/settings/sso');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Try it' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(`${E2E.baseURL}/`);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});

test("the restricted super admin sees why the page is empty; agents are sent to their own settings' address", async ({ browser }) => {
  const bay = await signedInPage(browser, 'restricted@bay.test');
  await bay.goto('/settings');
  await expect(
    bay.getByText('Broker settings are managed by your platform administrator while super-admin restricted mode is on.'),
  ).toBeVisible();
  await expect(bay.getByRole('region', { name: 'Brokerage settings' })).toHaveCount(0);
  await bay.context().close();

  const agent = await signedInPage(browser, 'agent@acme.test');
  await agent.goto('/settings');
  await expect(agent).toHaveURL(/\/user_settings$/);
  expect((await agent.request.post('/api/settings/name', { headers: origin, data: { name: 'X' } })).status()).toBe(403);
  await agent.context().close();
});

test('several webhooks: the page says to use the API; the handler refuses an edit', async ({ browser }) => {
  // Bay's admin runs in restricted mode: lift it for this check, then put it back.
  await demo.setApp('bay', { toggles: { superAdminRestrictedMode: false } });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('restricted@bay.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Webhooks' })).toContainText('2 webhooks are set, please update through the API.');
    await expect(page.getByRole('region', { name: 'API key' })).toContainText('Upgrade Required');
    expect(
      (await page.request.post('/api/settings/webhook', { headers: origin, data: { url: 'https://crm.bayhomes.test/v3' } })).status(),
    ).toBe(409);
    await context.close();
  } finally {
    await demo.setApp('bay', { toggles: { superAdminRestrictedMode: true } });
    // Sign in once more so the server's cached app data for this account is restricted again.
    const again = await browser.newContext();
    const page = await again.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('restricted@bay.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await again.close();
  }
});
