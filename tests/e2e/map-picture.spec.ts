import { expect, test, type Page, type Response } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { LAPTOP, PHONE } from './support/layout';
import { firstLink } from './support/screens';
import { signedInPage } from './support/session';

/**
 * Maps on demand: the template editor, the saved-search editor and the exclusive-listing
 * form open with a picture of what the map holds, and fetch no map code (maplibre-gl, its worker, the
 * draw control, their styles) until the user presses 'Edit map'; then the map takes the picture's place.
 * On a phone and on a laptop.
 */

const AGENT = 'agent@acme.test';

/** Every script and style the page fetches, and whether it is the map's code (it names maplibre). */
function watchMapCode(page: Page) {
  const reads: Promise<string | null>[] = [];
  const onResponse = (r: Response) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && !/maplibre/i.test(r.url())) return;
    reads.push(
      r.text().then(
        (body) => (/maplibre/i.test(r.url()) || /maplibre/i.test(body) ? r.url() : null),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    /** The map code fetched so far, once the page's network is quiet. */
    async fetched(): Promise<string[]> {
      await page.waitForLoadState('networkidle');
      return (await Promise.all(reads)).filter((u): u is string => u !== null);
    },
    stop: () => page.off('response', onResponse),
  };
}

/** The first link on a list page whose path matches. */
async function linkOn(page: Page, list: string, pattern: RegExp): Promise<string> {
  const path = await firstLink(page, list, pattern);
  if (!path) throw new Error(`the agent does not see ${list}`);
  return path;
}

/** Opens `path`, checks no map code came, presses 'Edit map' and checks the map came and is ready. */
async function openThenEdit(page: Page, path: string, map: 'region-map' | 'location-map', check: () => Promise<void>) {
  const watch = watchMapCode(page);
  try {
    await page.goto(path);
    const box = page.getByTestId(map);
    await expect(box).toHaveAttribute('data-map-state', 'idle');
    await check();
    expect(await watch.fetched(), 'map code fetched before the user asked').toEqual([]);
    await box.getByRole('button', { name: 'Edit map' }).click();
    await expect(box).toHaveAttribute('data-map-state', 'ready');
    await expect(box.getByTestId('map-picture')).toHaveCount(0);
    expect((await watch.fetched()).length, 'map code fetched once asked for').toBeGreaterThan(0);
  } finally {
    watch.stop();
  }
}

/** The shape's box lies inside the picture's and is not empty: it is on screen. */
async function expectPictured(page: Page, map: 'region-map' | 'location-map', shape: string) {
  const picture = await page.getByTestId(map).getByTestId('map-picture').boundingBox();
  const item = await page.getByTestId(map).locator(shape).first().boundingBox();
  if (!picture || !item) throw new Error(`no picture or no ${shape}`);
  expect(item.width * item.height, `${shape}'s size`).toBeGreaterThan(10);
  expect(item.x).toBeGreaterThanOrEqual(picture.x - 1);
  expect(item.y).toBeGreaterThanOrEqual(picture.y - 1);
  expect(item.x + item.width).toBeLessThanOrEqual(picture.x + picture.width + 1);
  expect(item.y + item.height).toBeLessThanOrEqual(picture.y + picture.height + 1);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});

for (const size of [PHONE, LAPTOP]) {
  test.describe(`maps on demand at ${size.width}x${size.height}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await signedInPage(browser, AGENT, { viewport: size });
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('the template editor pictures its region; the name and Save work before the map; Edit map loads it', async () => {
      await page.goto('/searchlinks');
      // The agent's own template (with a region, seeded), which the agent may update.
      const path = (await page.getByRole('link', { name: 'Edit Mission condos' }).getAttribute('href')) ?? '';
      await openThenEdit(page, path, 'region-map', async () => {
        const listed = await page.getByRole('list', { name: 'Regions' }).getByRole('listitem').count();
        expect(listed).toBeGreaterThan(0);
        await expect(page.getByTestId('region-map').locator('path[data-region]')).toHaveCount(listed);
        await expectPictured(page, 'region-map', 'path[data-region]');
        await expect(page.getByRole('textbox', { name: 'Name' })).toBeEditable();
        await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
        await checkA11y(page, `the template editor with its picture (${size.width} px)`);
      });
    });

    test('the saved-search editor opens on a picture without regions; Draw a region loads the map', async () => {
      const users = await linkOn(page, '/users', /^\/users\/\d+$/);
      const watch = watchMapCode(page);
      try {
        await page.goto(`${users}/agentsavedsearch`);
        const box = page.getByTestId('region-map');
        await expect(box).toHaveAttribute('data-map-state', 'idle');
        await expect(box.getByTestId('map-picture')).toBeVisible();
        await expect(box.locator('path[data-region]')).toHaveCount(0);
        expect(await watch.fetched(), 'map code fetched before the user asked').toEqual([]);
        await page.getByRole('button', { name: 'Draw a region' }).click();
        await expect(box).toHaveAttribute('data-map-state', 'ready');
        await expect(page.getByRole('button', { name: 'Stop drawing' })).toHaveAttribute('aria-pressed', 'true');
        expect((await watch.fetched()).length, 'map code fetched once asked for').toBeGreaterThan(0);
      } finally {
        watch.stop();
      }
    });

    test("the exclusive-listing form pictures the listing's marker, which the arrow keys move; Edit map loads the map", async () => {
      const path = await linkOn(page, '/pocket', /^\/pocket\/(?!new$)[^/]+$/);
      await openThenEdit(page, path, 'location-map', async () => {
        await expectPictured(page, 'location-map', '[data-testid="picture-marker"]');
        const before = await page.getByTestId('picture-marker').boundingBox();
        await page.getByTestId('location-map').focus();
        await page.keyboard.press('Shift+ArrowRight');
        await expect.poll(async () => (await page.getByTestId('picture-marker').boundingBox())?.x).toBeGreaterThan(before?.x ?? Infinity);
        await expect(page.getByRole('textbox', { name: 'Address' })).toBeEditable();
        await checkA11y(page, `the listing form with its picture (${size.width} px)`);
      });
    });
  });
}
