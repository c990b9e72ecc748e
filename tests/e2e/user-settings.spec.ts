import { expect, test, type Page } from './support/test';
import { checkA11y, checkDialog } from './support/a11y';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * Agent settings (/user_settings) against the demo upstream: the own API key revealed and copied, or 'API key
 * not available'; the CRM parsing e-mail refused, saved, found again and failing; the automation beta; a
 * self-provisioned agent's subscription canceled (a failure first) and the notice with the users download;
 * read-only mode without the saves; admins sent to /settings.
 */

const AGENT = 'agent@acme.test';
const SUBSCRIBER = 'subscriber@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();

async function keyOf(email: string): Promise<string> {
  const accounts = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[];
  };
  return accounts.accounts.find((a) => a.email === email)!.apps.find((s) => s.stack_id === 'acme')!.api_key;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});
test.afterAll(async () => {
  // The subscriber's subscription was canceled: put the demo back for the other files.
  await demo.reset();
});

test.describe('agent', () => {
  let page: Page;
  test.beforeAll(async ({ browser, browserName }) => {
    page = await signedInPage(browser, AGENT);
    if (browserName === 'chromium') await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the own API key: not in the page until revealed, then copied; no subscription card', async () => {
    const apiKey = await keyOf(AGENT);
    expect(await (await page.request.get('/user_settings')).text()).not.toContain(apiKey);
    await page.goto('/user_settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings & Integrations' })).toBeVisible();
    await checkA11y(page, '/user_settings (agent)');
    const card = page.getByRole('region', { name: 'API key' });
    await card.getByRole('button', { name: 'Reveal API key' }).click();
    await expect(card.getByRole('textbox', { name: 'API key' })).toHaveValue(apiKey);
    await card.getByRole('button', { name: 'Copy API key' }).click();
    await expect(toast(page, 'API key copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    await expect(page.getByRole('region', { name: 'Subscription' })).toHaveCount(0);
  });

  test('the CRM parsing e-mail: refused, saved and found again, a failed save keeps what was typed', async () => {
    await page.goto('/user_settings');
    const card = page.getByRole('region', { name: 'CRM e-mail parsing' });
    const field = card.getByRole('textbox', { name: 'CRM parsing email' });
    await field.fill('not an address');
    await card.getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(card.getByText('Invalid email address')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('leads.avery@crm.acme.test');
    await card.getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(toast(page, 'CRM parsing email has been saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'CRM e-mail parsing' }).getByRole('textbox', { name: 'CRM parsing email' })).toHaveValue(
      'leads.avery@crm.acme.test',
    );

    await demo.fault({ path: '/user/crm_email/:id', method: 'POST', count: 1, status: 500 });
    const again = page.getByRole('region', { name: 'CRM e-mail parsing' });
    await again.getByRole('textbox', { name: 'CRM parsing email' }).fill('other@crm.acme.test');
    await again.getByRole('button', { name: 'Save crm parsing email' }).click();
    await expect(toast(page, 'Error saving parsing email')).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'CRM parsing email' })).toHaveValue('other@crm.acme.test');
  });

  test('the automation beta switches on and stays on', async () => {
    await page.goto('/user_settings');
    const sw = page.getByRole('region', { name: 'Automation beta' }).getByRole('switch', { name: 'Automation beta' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await sw.click();
    await expect(toast(page, 'Automation beta turned on')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Automation beta' }).getByRole('switch', { name: 'Automation beta' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

test("'API key not available' without Agent Insights", async ({ browser }) => {
  await demo.setApp('acme', { toggles: { agentInsightsEnabled: false } });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, AGENT);
    await page.goto('/user_settings');
    const card = page.getByRole('region', { name: 'API key' });
    await expect(card.getByText('API key not available')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reveal API key' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Automation beta' }).getByText('Upgrade Required')).toBeVisible();
    expect((await page.request.get('/api/user-settings/api-key')).status()).toBe(404);
  } finally {
    await context.close();
    await demo.setApp('acme', { toggles: { agentInsightsEnabled: true } });
  }
});

test('read-only: no Save, no Cancel subscription; the handlers refuse', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, SUBSCRIBER);
    await page.goto('/user_settings?ro=1');
    await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'CRM parsing email' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Save crm parsing email' })).toHaveCount(0);
    expect((await page.request.delete('/api/user-settings/subscription', { headers: origin })).status()).toBe(403);
    expect((await page.request.post('/api/user-settings/crm-email', { headers: origin, data: { crmEmail: 'x@y.io' } })).status()).toBe(403);
  } finally {
    await context.close();
  }
});

test('a self-provisioned agent cancels (a failure first), then sees the notice and downloads their users', async ({ browser }) => {
  const page = await signedInPage(browser, SUBSCRIBER);
  try {
    await page.goto('/user_settings');
    const card = page.getByRole('region', { name: 'Subscription' });
    await expect(card.getByText('Your agent subscription is active.', { exact: false })).toBeVisible();
    await checkA11y(page, '/user_settings (self-provisioned agent)');
    await checkDialog(page, card.getByRole('button', { name: 'Cancel subscription' }), 'Cancel subscription');

    await demo.fault({ path: '/cancel_subscription', method: 'DELETE', count: 1, status: 500 });
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toast(page, 'Error canceling subscription')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toast(page, 'Subscription canceled')).toBeVisible();
    // The page reloads by itself and shows the notice.
    const notice = page.getByRole('region', { name: 'Subscription' }).getByRole('status');
    await expect(notice.getByText('Subscription canceled')).toBeVisible();
    await expect(notice).toContainText(/Your account will be deactivated on [A-Z][a-z]{2} \d{1,2} \d{4}\./);
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await checkA11y(page, '/user_settings (subscription canceled)');

    const link = notice.getByRole('link', { name: 'Download your users (CSV)' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('my-users.csv');
    const csv = await page.request.get('/api/user-settings/users-csv');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    // Every CSV download starts with one byte-order mark, so Excel reads the names as UTF-8 (server/files/csv-download.ts).
    expect(text.split('\r\n')[0]).toBe('\uFEFFid,name,email,phone,joined,last_login');
    expect(text).toContain('rene.renter@example.com');
  } finally {
    await page.context().close();
  }
});

test('the canceled demo agent sees the notice; an admin is sent to /settings; another agent cannot download', async ({ browser }) => {
  const canceled = await signedInPage(browser, 'canceled@acme.test');
  await canceled.goto('/user_settings');
  await expect(canceled.getByRole('region', { name: 'Subscription' }).getByText('Subscription canceled')).toBeVisible();
  expect((await canceled.request.get('/api/user-settings/users-csv')).status()).toBe(200);
  await canceled.context().close();

  const admin = await signedInPage(browser, 'admin@acme.test');
  await admin.goto('/user_settings');
  await expect(admin).toHaveURL(/\/settings$/);
  await admin.context().close();

  const agent = await signedInPage(browser, AGENT);
  expect((await agent.request.get('/api/user-settings/users-csv')).status()).toBe(403);
  await agent.context().close();
});
