import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { CARD_INSET, cardInset, LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * Preferences (/preferences) against the demo upstream: an agent's toggles saved and found again after
 * a reload, a failed save keeping the choices, read-only without Save, and no one else let in.
 */

const AGENT = 'agent@acme.test';
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const toggle = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test('an agent saves alert and global toggles; they are found again after a reload', async ({ browser }) => {
  const page = await signedInPage(browser, AGENT);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  // The demo's defaults: everything on but the sign-in push.
  await expect(toggle(page, 'A user joins your app: e-mail')).toBeChecked();
  await expect(toggle(page, 'A user signs in: push')).not.toBeChecked();
  await checkA11y(page, '/preferences');

  await expect(async () => {
    await toggle(page, 'A user signs in: push').check();
    await expect(toggle(page, 'A user signs in: push')).toBeChecked({ timeout: 500 });
  }).toPass();
  await toggle(page, 'A user favorites a listing: e-mail').uncheck();
  await page.getByRole('checkbox', { name: 'Push me about favorites' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Preferences saved')).toBeVisible();

  await page.reload();
  await expect(toggle(page, 'A user signs in: push')).toBeChecked();
  await expect(toggle(page, 'A user favorites a listing: e-mail')).not.toBeChecked();
  await expect(toggle(page, 'A user favorites a listing: push')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Push me about favorites' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail me about favorites' })).toBeChecked();

  // A failed save says so and keeps the choices made.
  await demo.fault({ path: '/user/globalprefs', method: 'POST', count: 1, status: 500 });
  await toggle(page, 'A user writes a note: push').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Error saving preferences')).toBeVisible();
  await expect(toggle(page, 'A user writes a note: push')).not.toBeChecked();
  await page.context().close();
});

test('on a phone and a laptop both cards pad their content once', async ({ browser }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    const page = await signedInPage(browser, AGENT, { viewport });
    await page.goto('/preferences');
    const card = page.getByRole('region', { name: 'Favorites across the app' });
    const inset = await cardInset(card, card.getByText('Every favorite saved in the app', { exact: false }));
    expect(Math.max(inset.left, inset.top), `favorites at ${viewport.width}`).toBeLessThanOrEqual(CARD_INSET);
    const alerts = page.getByRole('region', { name: 'When one of your users…' });
    const event = await cardInset(alerts, alerts.getByRole('columnheader', { name: 'Event' }), 'content');
    expect(Math.max(event.left, event.top), `alerts at ${viewport.width}`).toBeLessThanOrEqual(CARD_INSET);
    await page.context().close();
  }
});

test('read-only: the toggles are shown, cannot change, and there is no Save; the handler refuses', async ({ browser }) => {
  const page = await signedInPage(browser, AGENT);
  await page.goto('/preferences?ro=1');
  await expect(toggle(page, 'A user joins your app: e-mail')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const refused = await page.request.post('/api/preferences', { headers: { Origin: E2E.baseURL }, data: { prefs: {}, global: {} } });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test('an admin is sent home from /preferences and has no menu entry for it', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test');
  await page.goto('/preferences');
  await expect(page).toHaveURL(new RegExp(`${E2E.baseURL}/$`));
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Preferences' })).toHaveCount(0);
  await page.context().close();
});
