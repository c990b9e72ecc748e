import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './support/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import yauzl from 'yauzl';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { signedInPage } from './support/session';

/**
 * Marketing (/marketing) against the demo upstream: the invite link and the website's link and embed
 * code copied (the embed code's copy counted upstream), the QR PNG decoded back to the invite link,
 * the badges zip opened, the app icon downloaded; an app without a website shows neither.
 */

const AGENT = 'agent@acme.test';

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  await demo.reset();
  page = await signedInPage(browser, AGENT);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
});
test.afterAll(async () => {
  await page.context().close();
});

const toast = (text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

async function download(name: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { file, bytes: await readFile(path) };
}

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test("the invite link is the agent's own, copied with the spec's words; its QR code downloads and reads back as it", async () => {
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  const invite = page.getByRole('textbox', { name: 'Invite link' });
  const link = await invite.inputValue();
  expect(new URL(link).pathname).toBe('/invite/acme');
  expect(new URL(link).searchParams.get('agent')).toMatch(/^\d+$/);
  await expect(page.getByRole('img', { name: 'QR code of the invite link' }).locator('svg')).toBeVisible();
  await checkA11y(page, '/marketing (agent)');

  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(toast('Link, code or URL copied to clipboard')).toBeVisible();
  expect(await clipboard()).toBe(link);

  const { file, bytes } = await download('Download PNG');
  expect(file.suggestedFilename()).toBe('Acme Realty QR code.png');
  const png = PNG.sync.read(bytes);
  expect(png.width).toBeGreaterThanOrEqual(1200);
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  // The link leads somewhere real: the app's download page.
  const landing = await page.request.get(link);
  expect(await landing.text()).toContain('Get the Acme Realty app');
});

test('the web IDX link and the embed code are copied; copying the embed code is counted upstream', async () => {
  const idx = await page.getByRole('textbox', { name: 'Web IDX link' }).inputValue();
  expect(new URL(idx).pathname).toBe('/idx/acme');
  await page.getByRole('button', { name: 'Copy web idx link' }).click();
  await expect(toast('Link, code or URL copied to clipboard')).toBeVisible();
  expect(await clipboard()).toBe(idx);

  const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
  expect(code).toMatch(/^<iframe src="[^"]+\/idx\/acme\?agent=\d+" title="Acme Realty home search"/);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/marketing/events') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  expect((await counted).status()).toBe(200);
  expect((await counted).request().postDataJSON()).toEqual({ event: 'embed_code_copied' });
  expect(await clipboard()).toBe(code);
});

test('on a phone the embed code shows whole, not three lines of it', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const code = page.getByRole('textbox', { name: 'Embed code' });
    const { scrollHeight, clientHeight } = await code.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(scrollHeight, 'the code scrolls inside its box').toBeLessThanOrEqual(clientHeight + 1);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('the store badges download as one zip named after the app, and the app icon as a PNG', async () => {
  await expect(page.getByRole('img', { name: 'App Store badge' })).toBeVisible();
  const zip = await download('Download badges (.zip)');
  expect(zip.file.suggestedFilename()).toBe('Acme Realty app store badges.zip');
  expect(await zipNames(zip.bytes)).toEqual(['Acme Realty App Store badge.png', 'Acme Realty Google Play badge.png']);

  const icon = await download('Download icon');
  expect(icon.file.suggestedFilename()).toBe('Acme Realty app icon.png');
  expect(icon.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
});

test('an app without a website shows no IDX link or embed code; its one badge still zips', async ({ browser }) => {
  const bay = await signedInPage(browser, 'restricted@bay.test');
  try {
    await bay.goto('/marketing');
    await expect(bay.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/invite\/bay$/);
    await expect(bay.getByRole('textbox', { name: 'Web IDX link' })).toHaveCount(0);
    await expect(bay.getByRole('textbox', { name: 'Embed code' })).toHaveCount(0);
    await expect(bay.getByRole('img', { name: /badge$/ })).toHaveCount(1);
  } finally {
    await bay.context().close();
  }
});
