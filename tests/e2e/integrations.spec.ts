import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { CARD_INSET, cardInset, LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * The CRM box (/integrations, and the same box on /settings) against the demo upstream: the saved
 * integration running, its secret never in the page; the required-field alert for each CRM; a new
 * integration saved and watched from Checking to Running, and to the error for bad credentials; the
 * active switch; a failed save; read-only.
 */

const ADMIN = 'admin@acme.test';
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const box = (page: Page) => page.getByRole('region', { name: 'CRM', exact: true });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ADMIN);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the app’s integration runs; its API key is shown as set, never written into the page', async () => {
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(box(page).getByText('Running...')).toBeVisible();
    await expect(box(page).getByRole('combobox', { name: 'CRM' })).toHaveValue('fub');
    await expect(box(page).getByRole('textbox', { name: 'API key' })).toHaveValue('');
    expect(await page.content()).not.toContain('fka_demo_0f3c9a7e21');
    await checkA11y(page, '/integrations');
  });

  test("each CRM's required fields: 'All fields are required' until they are filled", async () => {
    for (const [crm, fields] of [
      ['delta', 3],
      ['idc', 2],
      ['propertybase', 2],
      ['kvcore', 1],
      ['sierra', 1],
      ['wise', 1],
    ] as const) {
      await box(page).getByRole('combobox', { name: 'CRM' }).selectOption(crm);
      await expect(box(page).locator('input')).toHaveCount(fields);
      await box(page).getByRole('button', { name: 'Save' }).click();
      await expect(box(page).getByRole('alert')).toHaveText('All fields are required');
    }
    await box(page).getByRole('combobox', { name: 'CRM' }).selectOption('request');
    await expect(box(page).getByRole('textbox')).toHaveCount(0);
  });

  test('a new integration: saved, Checking..., then Running...; bad credentials end in the error', async () => {
    await box(page).getByRole('combobox', { name: 'CRM' }).selectOption('delta');
    await box(page).getByRole('textbox', { name: 'API key' }).fill('dl_new_key');
    await box(page).getByRole('textbox', { name: 'Username' }).fill('alex');
    await box(page).getByLabel('Password').fill('s3cret');
    await box(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Integration data has been saved')).toBeVisible();
    await expect(box(page).getByText('Checking...')).toBeVisible();
    await expect(box(page).getByText('Running...')).toBeVisible({ timeout: 20_000 });
    expect(await page.content()).not.toContain('dl_new_key');
    // Kept: a saved secret left empty, the username changed to one the CRM refuses.
    await box(page).getByRole('textbox', { name: 'Username' }).fill('bad-user');
    await box(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Integration data has been saved')).toBeVisible();
    await expect(box(page).getByText('Error. Please check credentials.')).toBeVisible({ timeout: 20_000 });
  });

  test("the active switch saves at once ('Integration updated'); a failed save says so and keeps the form", async () => {
    await page.reload();
    await box(page).getByRole('switch', { name: 'Integration active' }).click();
    await expect(toast(page, 'Integration updated')).toBeVisible();
    await expect(box(page).getByRole('switch', { name: 'Integration active' })).toHaveAttribute('aria-checked', 'false');
    await demo.fault({ path: '/integration', method: 'POST', count: 1, status: 500 });
    await box(page).getByRole('textbox', { name: 'Username' }).fill('alex');
    await box(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Error saving integration data')).toBeVisible();
    await expect(box(page).getByRole('textbox', { name: 'Username' })).toHaveValue('alex');
  });

  test('the same box on /settings; read-only mode shows it without Save', async () => {
    await page.goto('/settings');
    await expect(box(page).getByRole('combobox', { name: 'CRM' })).toBeVisible();
    await page.goto('/integrations?ro=1');
    await expect(box(page).getByRole('combobox', { name: 'CRM' })).toBeDisabled();
    await expect(box(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test('the new CRM widget on /settings: its module loads (allowed by that page’s policy alone), gets its token and saves its key through the dashboard', async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  const settings = await page.goto('/settings');
  const widgetOrigin = new URL(E2E.demoURL).origin;
  const scriptSrc = (csp: string | undefined) => (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc(settings?.headers()['content-security-policy'])).toContain(widgetOrigin);
  const widget = page.getByTestId('crm-widget');
  await expect(widget).toHaveAttribute('data-widget-state', 'ready');
  await expect(widget.getByRole('status')).toHaveText('Ready: connect your CRM account.');
  await widget.getByRole('button', { name: 'Connect CRM' }).click();
  await expect(widget.getByRole('status')).toHaveText('Connected: new users go to your CRM.');
  await widget.getByRole('button', { name: 'Disconnect CRM' }).click();
  await expect(widget.getByRole('button', { name: 'Connect CRM' })).toBeVisible();
  const other = await page.goto('/integrations');
  expect(scriptSrc(other?.headers()['content-security-policy'])).not.toContain(widgetOrigin);
  await page.context().close();
});

test('an agent’s own CRM box on /user_settings: their kvCORE checking; Follow Up Boss saved and running', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent@acme.test');
  await page.goto('/user_settings');
  await expect(box(page).getByText('Checking...')).toBeVisible();
  await expect(box(page).getByRole('combobox', { name: 'CRM' })).toHaveValue('kvcore');
  await box(page).getByRole('combobox', { name: 'CRM' }).selectOption('fub');
  await box(page).getByRole('textbox', { name: 'API key' }).fill('fka_agent_own');
  await box(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Integration data has been saved')).toBeVisible();
  await expect(box(page).getByText('Running...')).toBeVisible({ timeout: 20_000 });
  await page.context().close();
});

test('on a phone and a laptop the CRM card starts with its first field, no empty band above it', async ({ browser }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    const page = await signedInPage(browser, ADMIN, { viewport });
    await page.goto('/integrations');
    await expect(box(page).getByRole('combobox', { name: 'CRM' })).toBeVisible();
    const inset = await cardInset(box(page), box(page).locator('label').first());
    expect(inset.top, `at ${viewport.width}`).toBeLessThanOrEqual(CARD_INSET);
    await page.context().close();
  }
});

test('managers do not reach integrations', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@acme.test');
  await page.goto('/integrations');
  await expect(page).not.toHaveURL(/\/integrations/);
  await page.context().close();
});
