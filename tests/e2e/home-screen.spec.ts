import { expect, test } from './support/test';
import { checkA11y } from './support/a11y';
import { expectFits, LAPTOP, PHONE } from './support/layout';
import { signedInContext } from './support/session';

/**
 * The brokerage's app on the home screen: the manifest names the signed-in brokerage, Chrome
 * finds nothing that stops installing it (its own installability check, over the DevTools protocol;
 * Lighthouse 12 and later no longer audit it), and a page that cannot be reached offline shows the
 * offline page with Try again — never a page kept from before.
 */

test('the manifest is the brokerage’s, and Chrome finds the app installable', async ({ browser }) => {
  const context = await signedInContext(browser, 'agent@acme.test', { serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', '/app.webmanifest');
    await expect(link).toHaveAttribute('crossorigin', 'use-credentials');
    const manifest = await (await page.request.get('/app.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Acme Realty', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,8}$/i);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
      expect((await res.body()).subarray(1, 4).toString(), icon.src).toBe('PNG');
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/api/app-icon/touch');

    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(parsed.url).toMatch(/\/app\.webmanifest$/);
    expect(parsed.errors).toEqual([]);
    // Chrome answers once it has fetched and checked the manifest and its icons. A test browser's
    // context is incognito, which alone stops installing: that one is the browser's, not the app's.
    await expect
      .poll(async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
          .map((e) => e.errorId)
          .filter((id) => id !== 'in-incognito'),
      )
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, a page shows the offline page with Try again, and Try again brings the page back', async ({ browser }) => {
  const context = await signedInContext(browser, 'agent@acme.test', {
    serviceWorkers: 'allow',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto('/tags');
    // The worker controls the page once it has installed (with the offline page) and claimed it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // Nothing of the person's data: the offline page only.
    await expect(page.getByRole('heading', { name: 'Tags' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/tags');
    await expectFits(page, 'the offline page at 390 × 844');
    await checkA11y(page, 'the offline page');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the offline page fits a laptop too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: LAPTOP });
  try {
    const page = await context.newPage();
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expectFits(page, 'the offline page at 1280 × 900');
    await checkA11y(page, 'the offline page (laptop)');
  } finally {
    await context.close();
  }
});
