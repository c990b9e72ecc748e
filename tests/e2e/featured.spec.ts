import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * Featured listings (/featured) against the demo upstream: the agent's list (Manual and Auto, every
 * status, a hidden row dimmed), hide and unhide, remove a manual listing (the Auto rows offer no
 * Remove), remarks, a listing added from the modal's autocomplete, a failure's message; the admin's
 * agent column; the empty state; read-only.
 */

const AGENT = 'agent@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const table = (page: Page) => page.getByRole('table', { name: 'Featured listings' });
const rows = (page: Page) => table(page).locator('tbody tr');

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

  test('the list: Manual and Auto, every status, a hidden row dimmed, no agent column; Remove only on manual rows', async () => {
    await page.goto('/featured');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Listings' })).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    await expect(table(page).getByRole('columnheader', { name: 'Agent' })).toHaveCount(0);
    for (const status of ['Active', 'Pending', 'Sold', 'Coming Soon'])
      await expect(table(page).getByText(status, { exact: true }).first()).toBeVisible();
    const auto = rows(page).filter({ hasText: 'Auto' });
    const manual = rows(page).filter({ hasText: 'Manual' });
    await expect(auto).toHaveCount(4);
    await expect(manual).toHaveCount(2);
    await expect(auto.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(manual.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await expect(rows(page).filter({ hasText: 'Hidden' })).toHaveClass(/bg-surface-sunken/);
    await expect(
      rows(page)
        .filter({ hasText: 'Hidden' })
        .getByRole('button', { name: /^Unhide / }),
    ).toBeVisible();
    await checkA11y(page, '/featured');
  });

  test('the photos show at 1280 and at 390, where each row is a card with its address and actions in the window', async () => {
    await page.goto('/featured');
    const photoWidths = () =>
      table(page)
        .locator('tbody img')
        .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
    try {
      for (const size of [LAPTOP, PHONE]) {
        await page.setViewportSize(size);
        expect((await photoWidths()).length).toBeGreaterThan(0);
        expect(Math.min(...(await photoWidths()))).toBeGreaterThan(0);
      }
      await expectRowsFitWindow(page, table(page));
      await checkA11y(page, '/featured at 390');
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test('hide and unhide a row', async () => {
    const row = rows(page).filter({ hasText: 'Auto' }).first();
    const address = (await row.locator('th span').first().textContent())!;
    await row.getByRole('button', { name: `Hide ${address}` }).click();
    await expect(toast(page, 'Listing hidden')).toBeVisible();
    const again = rows(page).filter({ hasText: address });
    await expect(again).toHaveClass(/bg-surface-sunken/);
    // The rows are new markup after the refresh: focus is back on the row's button, now Unhide.
    await expect(again.getByRole('button', { name: `Unhide ${address}` })).toBeFocused();
    await again.getByRole('button', { name: `Unhide ${address}` }).click();
    await expect(toast(page, 'Listing unhidden')).toBeVisible();
    await expect(rows(page).filter({ hasText: address })).not.toHaveClass(/bg-surface-sunken/);
  });

  test('remarks edited and shown; a failed hide says so and changes nothing', async () => {
    const row = rows(page).filter({ hasText: 'Pending' });
    const address = (await row.locator('th span').first().textContent())!;
    await row.getByRole('button', { name: `Add remarks of ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: `Additional remarks: ${address}` });
    await checkA11y(page, 'the remarks dialog', 'dialog[open]');
    await dialog.getByLabel('Additional remarks').fill('Accepting backup offers.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Remarks updated')).toBeVisible();
    await expect(rows(page).filter({ hasText: address }).getByText('Accepting backup offers.')).toBeVisible();

    await demo.fault({ path: '/featured/active', method: 'POST', count: 1, status: 500 });
    await rows(page)
      .filter({ hasText: address })
      .getByRole('button', { name: `Hide ${address}` })
      .click();
    await expect(toast(page, 'Error updating')).toBeVisible();
    await expect(rows(page).filter({ hasText: address })).not.toHaveClass(/bg-surface-sunken/);
  });

  test('remove a manual listing after the confirmation', async () => {
    const row = rows(page).filter({ hasText: 'Manual' }).first();
    const address = (await row.locator('th span').first().textContent())!;
    await row.getByRole('button', { name: `Remove ${address}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove listing' });
    await expect(confirm).toContainText('Are you sure you want to remove this listing?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Listing removed')).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).filter({ hasText: address })).toHaveCount(0);
  });

  test('add a listing from the modal by its address', async () => {
    await page.getByRole('button', { name: 'Add New Listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Listing' });
    await dialog.getByRole('button', { name: 'Add listing' }).click();
    await expect(dialog.getByText('Choose a listing from the suggestions')).toBeVisible();
    await dialog.getByLabel('Address').fill('San');
    const option = dialog.getByRole('button', { name: /San/ }).first();
    await expect(option).toBeVisible();
    const chosen = (await option.textContent())!;
    await option.click();
    await checkA11y(page, 'the add listing dialog', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Add listing' }).click();
    await expect(toast(page, 'Listing added')).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    const street = chosen.split(',')[0]!.trim();
    await expect(rows(page).filter({ hasText: street }).filter({ hasText: 'Manual' })).toHaveCount(1);
  });
});

test.describe('agent: videos', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, AGENT);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test("every state: ready with Download and 'Show on listing', processing with Refresh, Error; the switch saved", async () => {
    await page.goto('/featured');
    await expect(table(page).getByRole('columnheader', { name: 'Create Super Listing' })).toBeVisible();
    const ready = rows(page).filter({ hasText: 'Pending' });
    await expect(ready.getByRole('link', { name: /^Download the video of / })).toHaveAttribute('href', /\.mp4$/);
    const toggle = ready.getByRole('switch', { name: /^Show on listing: / });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(rows(page).filter({ hasText: 'Sold' }).getByText('Error', { exact: true })).toBeVisible();
    const processing = rows(page).filter({ hasText: 'Coming Soon' });
    await expect(processing.getByText('Rendering scenes')).toBeVisible();
    await expect(processing.getByRole('button', { name: /^Refresh the video of / })).toBeVisible();

    await toggle.click();
    await expect(toast(page, 'Video no longer shown on the listing')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(
      rows(page)
        .filter({ hasText: 'Pending' })
        .getByRole('switch', { name: /^Show on listing: / }),
    ).toHaveAttribute('aria-checked', 'false');

    await demo.fault({ path: '/videos/show', method: 'POST', count: 1, status: 500 });
    await rows(page)
      .filter({ hasText: 'Pending' })
      .getByRole('switch', { name: /^Show on listing: / })
      .click();
    await expect(toast(page, 'Error toggling video')).toBeVisible();
    await expect(
      rows(page)
        .filter({ hasText: 'Pending' })
        .getByRole('switch', { name: /^Show on listing: / }),
    ).toHaveAttribute('aria-checked', 'false');
  });

  test('a free video: too few photos refused, the AI choosing, confirmed, processed, and ready after the clock moves', async () => {
    const row = rows(page).filter({ hasText: 'Open house Saturday' });
    await row.getByRole('button', { name: /^Generate Video for / }).click();
    const dialog = page.getByRole('dialog', { name: /^Generate Video: / });
    await checkA11y(page, 'the generate video dialog', 'dialog[open]');
    for (const n of [1, 2, 3]) await dialog.getByLabel(`Photo ${n}`, { exact: true }).check({ force: true });
    await expect(dialog.getByText('3 photos chosen.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Video' }).click();
    await expect(dialog.getByText('If selecting photos, you must select at least 6 photos')).toBeVisible();
    for (const n of [1, 2, 3]) await dialog.getByLabel(`Photo ${n}`, { exact: true }).uncheck({ force: true });
    await expect(dialog.getByText('No photo chosen: the AI chooses.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Video' }).click();
    const confirm = page.getByRole('dialog', { name: 'Generate Video', exact: true });
    await expect(confirm).toContainText('Are you sure you want to generate a video for this listing?');
    await confirm.getByRole('button', { name: 'Generate Video' }).click();
    await expect(toast(page, 'Your video is being made.')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Open house Saturday' }).getByText('Queued')).toBeVisible();

    await demo.advanceClock(120);
    await rows(page)
      .filter({ hasText: 'Open house Saturday' })
      .getByRole('button', { name: /^Refresh the video of / })
      .click();
    await expect(
      rows(page)
        .filter({ hasText: 'Open house Saturday' })
        .getByRole('link', { name: /^Download the video of / }),
    ).toBeVisible();
  });

  test('a paid video: the payment page opens in a new tab, paying starts the processing', async () => {
    const row = rows(page).filter({ hasText: 'Hidden' });
    await row.getByRole('button', { name: /^Generate Video for / }).click();
    await page
      .getByRole('dialog', { name: /^Generate Video: / })
      .getByRole('button', { name: 'Generate Video' })
      .click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('dialog', { name: 'Generate Video', exact: true }).getByRole('button', { name: 'Generate Video' }).click();
    const pay = await popup;
    await expect(pay).toHaveURL(/\/pay\/video\/[0-9a-f]{32}$/);
    await expect(rows(page).filter({ hasText: 'Hidden' }).getByText('Awaiting payment')).toBeVisible();
    await pay.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(pay.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await pay.close();
    await rows(page)
      .filter({ hasText: 'Hidden' })
      .getByRole('button', { name: /^Refresh the video of / })
      .click();
    await expect(rows(page).filter({ hasText: 'Hidden' }).getByText('Queued')).toBeVisible();
  });
});

test('admin: every agent with the agent column; an agent with none sees the empty state', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@acme.test');
  await admin.goto('/featured');
  await expect(table(admin).getByRole('columnheader', { name: 'Agent' })).toBeVisible();
  await expect(table(admin).getByRole('cell', { name: 'Avery Agent' }).first()).toBeVisible();
  expect(await rows(admin).count()).toBeGreaterThan(6);
  await admin.context().close();

  const none = await signedInPage(browser, 'agentmanager@acme.test');
  await none.goto('/featured');
  await expect(none.getByText('No featured listings')).toBeVisible();
  await none.context().close();
});

test('read-only: no actions; the handlers refuse', async ({ browser }) => {
  const page = await signedInPage(browser, AGENT);
  await page.goto('/featured?ro=1');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Listing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Hide|Unhide|Remove) / })).toHaveCount(0);
  expect((await page.request.post('/api/featured/active', { headers: origin, data: { key: 'ML81000000', active: false } })).status()).toBe(
    403,
  );
  await page.context().close();
});

test('the one template variant: the Featured / Premier switch; the premier list without views, remarks or actions', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@acme.test');
  await demo.setApp('acme', { template: 'premier' });
  try {
    // App data is cached briefly on the server (at most APP_CACHE_SECONDS): poll until the template change shows.
    await expect(async () => {
      await admin.goto('/featured');
      await expect(admin.getByRole('navigation', { name: 'Featured list' })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    const nav = admin.getByRole('navigation', { name: 'Featured list' });
    await expect(nav.getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'page');
    await expect(table(admin).getByRole('columnheader', { name: 'Views' })).toHaveCount(0);
    await expect(table(admin).getByRole('columnheader', { name: 'Create Super Listing' })).toHaveCount(0);
    await expect(table(admin).getByRole('columnheader', { name: 'Remarks' })).toBeVisible();
    const regular = await rows(admin).count();
    await nav.getByRole('link', { name: 'Premier' }).click();
    await expect(admin).toHaveURL(/list=premier/);
    await expect(nav.getByRole('link', { name: 'Premier' })).toHaveAttribute('aria-current', 'page');
    await expect(table(admin).getByRole('columnheader', { name: 'Remarks' })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: /^(Hide|Unhide|Remove) / })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Add New Listing' })).toHaveCount(0);
    // The premier list is the brokerage's shown manual picks: fewer than the regular list, all Manual.
    const premier = await rows(admin).count();
    expect(premier).toBeGreaterThan(0);
    expect(premier).toBeLessThan(regular);
    await expect(rows(admin).filter({ hasText: 'Auto' })).toHaveCount(0);
    await checkA11y(admin, '/featured?list=premier');
  } finally {
    await demo.setApp('acme', { template: 'default' });
    await expect(async () => {
      await admin.goto('/featured');
      await expect(admin.getByRole('navigation', { name: 'Featured list' })).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await admin.context().close();
  }
});
