import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';
import { cameraJpeg } from '../fixtures/images/made.mjs';

/**
 * Exclusive listings (/pocket, /pocket/new, /pocket/{key}) against the demo upstream: the agent's list,
 * a new listing geocoded, its marker moved by keyboard, three photos uploaded (a large camera JPEG with
 * GPS that arrives 1600 px wide without metadata), reordered, saved and found again in that order; each
 * validation message; geocoding's failures; a failed save that keeps the form; delete; the admin's list
 * with the feed's listing; the automated and not-enabled states; managers kept out.
 */

const AGENT = 'agent@acme.test';
const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const table = (page: Page) => page.getByRole('table', { name: 'Exclusive listings' });
const rows = (page: Page) => table(page).locator('tbody tr');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

const flat = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer, count: number) {
  await page.getByLabel('Upload a photo (JPEG or PNG)').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByRole('list', { name: /Listing photos/ }).getByRole('listitem')).toHaveCount(count, { timeout: 20_000 });
}

test.describe('agent', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, AGENT);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the list: the agent’s own listings, the label mapping, Sold, inactive dimmed, no photos', async () => {
    await page.goto('/pocket');
    await expect(page.getByRole('heading', { level: 1, name: 'Exclusive listings' })).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    for (const text of ['House', 'Condo / Townhouse', 'Land', 'Sold', 'Pending', 'Address hidden', 'No photos']) {
      await expect(table(page).getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(rows(page).filter({ hasText: '2217 Ashby Ave' })).toHaveClass(/bg-surface-sunken/);
    await checkA11y(page, '/pocket');
  });

  test('an empty form shows each of the spec’s messages; geocoding needs the address, city and zip', async () => {
    await page.goto('/pocket/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Active on app' })).toHaveValue('0');
    await page.getByRole('button', { name: 'Geocode address' }).click();
    await expect(toast(page, 'Please enter all required address fields before geocoding.')).toBeVisible();
    await page.getByRole('button', { name: 'Create listing' }).click();
    for (const message of [
      'Please choose a property type',
      'Please choose a status',
      'Please choose a listing date',
      'A location/geocoding is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Required', { exact: true })).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: 'Address' })).toBeFocused();
    await checkA11y(page, '/pocket/new');
  });

  test('geocoding: an unknown address and a failing geocoder say so', async () => {
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Nowhere Rd');
    await page.getByRole('textbox', { name: 'City' }).fill('Atlantis');
    await page.getByRole('textbox', { name: 'Zip / postal code' }).fill('00000');
    await page.getByRole('button', { name: 'Geocode address' }).click();
    await expect(toast(page, 'Unable to geocode based off this address.')).toBeVisible();
    await demo.fault({ path: '/geocode/search', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Geocode address' }).click();
    await expect(toast(page, 'Unable to geocode. Please try again later.')).toBeVisible();
  });

  test('create a listing: geocode, move the marker by keyboard, three photos reordered; a failed save keeps it all; saved, it is found again in order', async () => {
    await page.goto('/pocket/new');
    await page.getByRole('textbox', { name: 'Address' }).fill('350 Valencia St');
    await page.getByRole('textbox', { name: 'City' }).fill('San Francisco');
    await page.getByRole('combobox', { name: 'State / province' }).selectOption('CA');
    await page.getByRole('textbox', { name: 'Zip / postal code' }).fill('94110');
    await page.getByRole('button', { name: 'Geocode address' }).click();
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.7599');
    await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-122.4148');
    const map = page.getByTestId('location-map');
    await map.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.76');
    await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-122.4147');
    // And by mouse: the marker dragged east moves the longitude, the latitude fields follow.
    await map.getByRole('button', { name: 'Edit map' }).click();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    // The map may still be easing to the geocoded place: the drag starts once the marker stands still.
    const markerBox = () => page.locator('.maplibregl-marker').boundingBox();
    let marker = await markerBox();
    await expect
      .poll(
        async () => {
          const before = marker;
          marker = await markerBox();
          return before !== null && marker !== null && before.x === marker.x && before.y === marker.y;
        },
        { intervals: [150] },
      )
      .toBe(true);
    if (!marker) throw new Error('no marker on the map');
    await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
    await page.mouse.down();
    await page.mouse.move(marker.x + marker.width / 2 + 60, marker.y + marker.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Number(await page.getByRole('textbox', { name: 'Longitude' }).inputValue())).toBeGreaterThan(-122.4147);
    await page.getByRole('textbox', { name: 'Latitude' }).fill('37.76');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-122.4147');

    await page.getByRole('textbox', { name: 'List price' }).fill('1,250,000');
    await page.getByLabel('Listing date').fill('2026-11-20');
    await page.getByRole('combobox', { name: 'Property type' }).selectOption('condo');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await page.getByRole('combobox', { name: 'Active on app' }).selectOption('1');
    await page.getByRole('textbox', { name: 'Beds' }).fill('2');
    await page.getByRole('textbox', { name: 'Private remarks' }).fill('Keys with the doorman.');

    await upload(page, 'camera.jpg', 'image/jpeg', await cameraJpeg({ width: 4000, height: 3000, quality: 90 }), 1);
    await expect(toast(page, 'Photo uploaded')).toBeVisible();
    await upload(page, 'red.png', 'image/png', await flat('#cc3333'), 2);
    await upload(page, 'blue.png', 'image/png', await flat('#3333cc'), 3);
    const photos = page.getByRole('list', { name: /Listing photos/ }).getByRole('img');
    const before = await photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    await page.getByRole('button', { name: 'Move Photo 3 earlier' }).click();
    await page.getByRole('button', { name: 'Move Photo 2 earlier' }).click();
    const order = [before[2]!, before[0]!, before[1]!];
    expect(await photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual(order);

    // The camera photo arrived upstream upright, 1600 px wide, without EXIF.
    const stored = Buffer.from(await (await page.request.get(before[0]!)).body());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1600, Math.round((1600 * 4000) / 3000), undefined, undefined]);

    await demo.fault({ path: '/pocket', method: 'POST', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(toast(page, 'An error occurred. Please try again later.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('350 Valencia St');
    await expect(photos).toHaveCount(3);

    await page.getByRole('button', { name: 'Create listing' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    await page.waitForURL('**/pocket');
    const row = rows(page).filter({ hasText: '350 Valencia St' });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: 'Edit 350 Valencia St' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Active on app' })).toHaveValue('1');
    await expect(page.getByRole('textbox', { name: 'Private remarks' })).toHaveValue('Keys with the doorman.');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.76');
    expect(await photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toEqual(order);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  test('remove a photo after the confirmation, save, and delete the listing', async () => {
    await page.getByRole('button', { name: 'Remove Photo 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove photo' });
    await expect(confirm).toContainText('Remove this photo?');
    await checkA11y(page, 'the remove-photo confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('list', { name: /Listing photos/ }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Listing saved')).toBeVisible();
    await page.waitForURL('**/pocket');
    const row = rows(page).filter({ hasText: '350 Valencia St' });
    await row.getByRole('button', { name: 'Delete 350 Valencia St' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete listing' })).toBeVisible();
    await checkA11y(page, 'the delete-listing confirmation');
    await page.getByRole('dialog', { name: 'Delete listing' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Listing deleted')).toBeVisible();
    await expect(rows(page).filter({ hasText: '350 Valencia St' })).toHaveCount(0);
  });
});

test.describe('admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ADMIN);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the app’s listings with their agents; the feed’s listing is read-only; no private remarks on the form', async () => {
    await page.goto('/pocket');
    await expect(rows(page)).toHaveCount(7);
    await expect(table(page).getByText('Brokerage', { exact: true }).first()).toBeVisible();
    const feed = rows(page).filter({ hasText: '310 Grand Ave' });
    await expect(feed.getByText('Automated')).toBeVisible();
    await expect(feed.getByRole('link')).toHaveCount(0);
    await page.goto('/pocket/PKTACME06');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Private remarks' })).toHaveCount(0);
    await checkA11y(page, '/pocket/PKTACME06');
    const missing = await page.goto('/pocket/NOPE123');
    expect(missing?.status()).toBe(404);
  });

  test('at 390 each row is a card in the window; at 1280 the wide table scrolls in its box with Edit and Delete in view and a shadow where more is', async () => {
    await page.goto('/pocket');
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, table(page));
      await checkA11y(page, '/pocket at 390');
    } finally {
      await page.setViewportSize(LAPTOP);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
    const scroller = table(page).locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const last = rows(page).filter({ hasText: '1420 Dolores St' }).getByRole('link', { name: 'Edit 1420 Dolores St' });
    const inView = () =>
      last.evaluate((el) => el.getBoundingClientRect().right <= el.closest('table')!.parentElement!.getBoundingClientRect().right);
    expect(await inView()).toBe(true);
    // The sticky cell's edge shadow, drawn while there is more to the right (transparent at the end).
    const shadow = () => last.evaluate((el) => getComputedStyle(el.closest('td')!).boxShadow);
    const none = /^none$|rgba\(0, 0, 0, 0\)/;
    await expect.poll(shadow).not.toMatch(none);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(shadow).toMatch(none);
    expect(await inView()).toBe(true);
  });

  test('automated: the feed’s listings with what to do; the form is closed', async () => {
    await demo.setApp('acme', { toggles: { pocketListingsAutomated: true } });
    await expect(async () => {
      await page.goto('/pocket');
      await expect(page.getByRole('heading', { name: 'Listings from your automated feed' })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(page.getByRole('link', { name: 'New listing' })).toHaveCount(0);
    await expect(rows(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.goto('/pocket/new');
    await expect(page).toHaveURL(/\/$/);
  });

  test('not enabled: why, and whom to ask', async () => {
    await demo.setApp('acme', { toggles: { pocketListingsAutomated: false, pocketListingsEnabled: false } });
    await expect(async () => {
      await page.goto('/pocket');
      await expect(page.getByText('Exclusive listings are not enabled for your app.')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(table(page)).toHaveCount(0);
  });

  test('turned back on, the list and its New listing return (the cached app data left as the other tests expect it)', async () => {
    await demo.setApp('acme', { toggles: { pocketListingsAutomated: false, pocketListingsEnabled: true } });
    await expect(async () => {
      await page.goto('/pocket');
      await expect(page.getByRole('link', { name: 'New listing' })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 90_000, intervals: [2_000] });
  });
});

test('managers do not reach exclusive listings', async ({ browser }) => {
  const page = await signedInPage(browser, MANAGER);
  await page.goto('/pocket');
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});
