import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { CARD_INSET, cardInset, LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * Open house (/openhouse) against the demo upstream: the agent's kiosk message with its live count,
 * the 250-character limit, a save that persists, a failed save that keeps the text, the links to the
 * kiosk's users; everyone else is told it is the agents'; read-only shows the message without Save.
 */

const AGENT = 'agent@acme.test';
const origin = { Origin: E2E.baseURL };
const box = (page: Page) => page.getByRole('textbox', { name: 'Kiosk message' });
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('agent', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, AGENT);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the kiosk message with its live count: over 250 refused, a valid one saved and found again', async () => {
    await page.goto('/openhouse');
    await expect(page.getByRole('heading', { level: 1, name: 'Open House' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Open House' })).toBeVisible();
    await expect(box(page)).toHaveValue(/^Welcome to the open house!/);
    await checkA11y(page, '/openhouse (agent)');

    const long = 'Come in! '.repeat(28).slice(0, 251);
    await expect(async () => {
      await box(page).fill(long);
      await expect(page.getByText('251 / 250 characters')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 250 characters')).toBeVisible();
    await checkA11y(page, '/openhouse with the limit broken');

    await box(page).fill('Welcome! Sign in on the tablet for the floor plan and similar homes.');
    await expect(page.getByText('68 / 250 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Open House message has been saved')).toBeVisible();
    await page.reload();
    await expect(box(page)).toHaveValue('Welcome! Sign in on the tablet for the floor plan and similar homes.');
  });

  test('a failed save says so and keeps what was typed', async () => {
    await page.goto('/openhouse');
    await demo.fault({ path: '/user/kiosk_message', count: 1, status: 500 });
    await expect(async () => {
      await box(page).fill('Kept after a failure');
      await expect(box(page)).toHaveValue('Kept after a failure', { timeout: 500 });
    }).toPass();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Error saving Open House message')).toBeVisible();
    await expect(box(page)).toHaveValue('Kept after a failure');
  });

  test('the links open the users the kiosk signed in', async () => {
    await page.goto('/openhouse');
    await page.getByRole('link', { name: 'Users who signed in at your open houses' }).click();
    await expect(page).toHaveURL(/\/users\?tag=kiosk$/);
    await expect(page.getByLabel('Tag')).toHaveValue('kiosk');
    await page.goto('/openhouse');
    await expect(page.getByRole('link', { name: 'Users you signed in at the kiosk yourself' })).toHaveAttribute(
      'href',
      '/users?tag=kiosk-agent',
    );
  });
});

test('on a phone and a laptop each card pads its content once', async ({ browser }) => {
  for (const viewport of [PHONE, LAPTOP]) {
    const page = await signedInPage(browser, AGENT, { viewport });
    await page.goto('/openhouse');
    const kiosk = page.getByRole('region', { name: 'Kiosk message', exact: true });
    expect((await cardInset(kiosk, box(page))).left, `kiosk card at ${viewport.width}`).toBeLessThanOrEqual(CARD_INSET);
    const signIns = page.getByRole('region', { name: 'Open house sign-ins' });
    const inset = await cardInset(signIns, signIns.getByRole('link').first());
    expect(Math.max(inset.left, inset.top), `sign-ins card at ${viewport.width}`).toBeLessThanOrEqual(CARD_INSET);
    await page.context().close();
  }
});

test('an admin reaches the screen and is told it is for agents; the handler refuses', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test');
  await page.goto('/openhouse');
  await expect(page.getByText('Open House features are only available for agents.')).toBeVisible();
  const notice = page.getByText('Open House features are only available for agents.');
  const inset = await cardInset(notice.locator('xpath=ancestor::section[1]'), notice);
  expect(Math.max(inset.left, inset.top)).toBeLessThanOrEqual(CARD_INSET);
  await expect(box(page)).toHaveCount(0);
  await checkA11y(page, '/openhouse (admin)');
  expect((await page.request.post('/api/openhouse', { headers: origin, data: { message: 'Hi' } })).status()).toBe(403);
  await page.context().close();
});

test('read-only: the message is shown, not editable, without Save; the handler refuses', async ({ browser }) => {
  const page = await signedInPage(browser, AGENT);
  await page.goto('/openhouse?ro=1');
  await expect(box(page)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  expect((await page.request.post('/api/openhouse', { headers: origin, data: { message: 'Hi' } })).status()).toBe(403);
  await page.context().close();
});
