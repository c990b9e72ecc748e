import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';

/** The seed's first listing (demo-api/areas/app/seed-activity.ts keys listings ML8 + 7 digits). */
const SEEDED_LISTING = 'ML81000000';
const UNABLE = 'Unable to load data';
const LISTING_ERROR = 'There was an error loading the listing. It may have been removed since.';

const statCard = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const mostViewed = (page: Page) => page.getByRole('list', { name: 'Most viewed listings' });
const recentUsers = (page: Page) => page.getByRole('list', { name: 'Recently joined users' });
const timeline = (page: Page) => page.getByRole('list', { name: 'Recent activity' });
const cardErrors = (page: Page) => page.getByRole('alert').filter({ hasText: UNABLE });

async function expectHomeLoaded(page: Page) {
  await expect(page.getByTestId('stat-value')).toHaveCount(3);
  await expect(mostViewed(page).getByRole('listitem').first()).toBeVisible();
  await expect(recentUsers(page).getByRole('listitem').first()).toBeVisible();
  await expect(timeline(page).getByRole('listitem').first()).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  // Warm the server's routes once, so the first test's sign-in does not race a cold start.
  const page = await browser.newPage();
  await signIn(page, 'admin@acme.test').catch(() => undefined);
  await page.close();
});

test.beforeEach(async () => {
  await demo.reset();
});

test.describe('admin home', () => {
  test('shows the three statistic cards with numbers, the views chart and its text alternative', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const name of ['Total users', 'Logins this month', 'Listings viewed']) {
      await expect(statCard(page, name).getByTestId('stat-value')).toHaveText(/^\d[\d,]*$/);
    }
    // The acme seed has about 3000 app users.
    const total = Number((await statCard(page, 'Total users').getByTestId('stat-value').innerText()).replace(/,/g, ''));
    expect(total).toBeGreaterThan(2000);
    await expect(page.getByTestId('views-chart')).toBeVisible();
    const chartTable = page.getByRole('table', { name: 'Listings viewed per month, past 6 months' });
    await expect(chartTable.getByRole('row')).toHaveCount(7);
    await expect(page.getByTestId('views-chart').locator('rect')).toHaveCount(6);
  });

  test('lists the most viewed listings, recently joined users and the activity timeline', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expectHomeLoaded(page);
    const top = mostViewed(page).getByRole('listitem').first();
    await expect(top).toContainText(/CA \d{5}/);
    await expect(top).toContainText(/\d+ views?$/);
    await expect(recentUsers(page).getByRole('listitem').first()).toContainText(/(just now|\d+ (minute|hour|day|week)s? ago)$/);
    const event = timeline(page).getByRole('listitem').first();
    await expect(event).toContainText(/(viewed|opened|shared|favorited|added a note to)/);
    await expect(event).toContainText(/(View|Open|Share|Favorite|Note)/);
  });

  test('the timeline draws ten rows, then ten more each time the reader nears its end or asks', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    const box = page.getByRole('group', { name: 'Recent activity, scrollable' });
    const rows = timeline(page).getByRole('listitem');
    const more = box.getByRole('button', { name: /^Show more activity/ });
    await box.scrollIntoViewIfNeeded();
    await expect(rows.first()).toBeVisible();
    // The seed gives the admin the upstream's 50 latest events; ten are drawn with the page.
    await expect(rows).toHaveCount(10);
    await expect(more).toHaveText('Show more activity (40 left)');
    // Scrolling the card's box to its end draws the next ten, and no more until the reader goes on.
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(rows).toHaveCount(20);
    await expect(more).toHaveText('Show more activity (30 left)');
    // The button itself, from the keyboard: focused, it waits to be pressed; pressed, it draws ten more
    // and moves the focus to the first of them.
    await more.focus();
    await expect(more).toBeFocused();
    await expect(rows).toHaveCount(20);
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(30);
    await expect(rows.nth(20)).toBeFocused();
    for (const n of [40, 50]) {
      await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(rows).toHaveCount(n);
    }
    await expect(more).toHaveCount(0);
  });

  test("opens 'Pro Tips' for the home", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pro Tips' });
    await expect(dialog).toContainText('A tour of your dashboard');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('agent plan bar', () => {
  const cases = [
    { limit: 1000, tone: 'success', full: false },
    { limit: 250, tone: 'warning', full: false },
    { limit: 150, tone: 'danger', full: true },
    { limit: 100, tone: 'danger', full: true },
  ];
  for (const c of cases) {
    test(`a limit of ${c.limit} for 150 agents is ${c.tone}`, async ({ page }) => {
      await demo.setApp('acme', { plan_limit: c.limit });
      // Signing in reads the app data afresh (the login answer carries it), so the new limit shows at once.
      await signIn(page, 'admin@acme.test');
      const bar = page.getByTestId('plan-bar');
      await expect(bar).toContainText(`150 of ${c.limit.toLocaleString('en-US')} agents`);
      await expect(bar.getByRole('progressbar')).toHaveAttribute('data-tone', c.tone);
      await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuetext', `150 of ${c.limit} agents`);
      if (c.full) await expect(bar).toContainText('Contact support to add more');
      else await expect(bar).not.toContainText('Contact support to add more');
    });
  }

  test('a limit of 0 means unlimited: no bar', async ({ page }) => {
    await demo.setApp('acme', { plan_limit: 0 });
    await signIn(page, 'admin@acme.test');
    const bar = page.getByTestId('plan-bar');
    await expect(bar).toContainText('150 agents · Unlimited plan');
    await expect(bar.getByRole('progressbar')).toHaveCount(0);
    await expect(bar).not.toContainText('Contact support to add more');
  });
});

test.describe('listing detail modal', () => {
  test('a most viewed listing opens with its price, facts and the MLS disclaimer; Escape closes it', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    const row = mostViewed(page).getByRole('button').first();
    const street = (await row.locator('span span').first().innerText()).trim();
    // Keyboard: the row is a button, Enter opens the modal.
    await row.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('listing-price')).toHaveText(/^\$[\d,]+$/);
    await expect(dialog).toHaveAccessibleName(street);
    await expect(dialog.getByTestId('mls-disclaimer')).not.toBeEmpty();
    for (const label of ['Beds', 'Baths', 'Lot size', 'Days on app']) await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Photo 1 of \d+/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByRole('img', { name: /^Photo 2 of \d+/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img', { name: /^Photo 1 of \d+/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
  });

  test('a timeline item with a listing opens the modal', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await timeline(page).getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByTestId('listing-price')).toHaveText(/^\$[\d,]+$/);
  });

  test('a listing that fails to load shows the alert inside the modal', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expect(mostViewed(page).getByRole('button').first()).toBeVisible();
    await demo.fault({ path: '/listings/:listingKey', count: 1, status: 404 });
    await mostViewed(page).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(LISTING_ERROR);
    await expect(dialog.getByTestId('listing-price')).toHaveCount(0);
  });
});

test.describe('one failing card', () => {
  test("shows 'Unable to load data' while the others stand, and 'Try again' recovers it", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/app/stats', count: 1, status: 500 });
    await page.reload();
    await expect(cardErrors(page).first()).toBeVisible();
    // The cards stream in one by one: count once none is still loading.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    // Four stats calls, one failed: either the totals (its three cards) or one list; the rest stand.
    const failed = await cardErrors(page).count();
    expect([1, 3]).toContain(failed);
    const standing =
      (await page.getByTestId('stat-value').count()) +
      (await mostViewed(page).count()) +
      (await recentUsers(page).count()) +
      (await timeline(page).count());
    expect(standing).toBe(failed === 3 ? 3 : 5);
    await cardErrors(page).first().getByRole('button', { name: 'Try again' }).click();
    await expect(cardErrors(page)).toHaveCount(0);
    await expectHomeLoaded(page);
  });

  test('a card whose upstream stays down keeps its error after Try again', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/app/stats', count: 8, status: 503 });
    await page.reload();
    await expect(cardErrors(page)).toHaveCount(6);
    await expect(page.getByTestId('plan-bar')).toBeVisible();
    await cardErrors(page).first().getByRole('button', { name: 'Try again' }).click();
    await expect(cardErrors(page)).toHaveCount(6);
    await cardErrors(page).first().getByRole('button', { name: 'Try again' }).click();
    await expectHomeLoaded(page);
  });

  test('the statistics calls run side by side, not one after another', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/app/stats', count: 4, delay_ms: 3000 });
    // Timed on the server's answer alone (the whole streamed page), away from the browser's own pace.
    const started = Date.now();
    const res = await page.request.get('/');
    const html = await res.text();
    const elapsed = Date.now() - started;
    for (const id of ['most-viewed', 'recent-users', 'activity']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).not.toContain(UNABLE);
    // Each call is held 3 s: side by side the page takes a little over 3 s, one after another 12 s or more.
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(8000);
  });
});

test.describe('who sees what', () => {
  test('an admin in super-admin restricted mode sees no stats widgets', async ({ page }) => {
    await signIn(page, 'restricted@bay.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('plan-bar')).toBeVisible();
    await expect(page.getByTestId('stat-card')).toHaveCount(0);
    for (const name of ['Most viewed listings', 'Recently joined users', 'Recent activity']) {
      await expect(page.getByRole('heading', { name })).toHaveCount(0);
    }
  });

  test('an agent sees their statistics but no plan bar', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await expectHomeLoaded(page);
    await expect(page.getByTestId('plan-bar')).toHaveCount(0);
  });

  test('a manager sees the statistics but no plan bar', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await expect(page.getByTestId('stat-value')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Most viewed listings' })).toBeVisible();
    await expect(page.getByTestId('plan-bar')).toHaveCount(0);
  });
});

test.describe('GET /api/listings/{listingKey}', () => {
  test('needs a session', async ({ request }) => {
    const res = await request.get(`/api/listings/${SEEDED_LISTING}`);
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: { message: 'Please sign in.' } });
  });

  test('answers the reshaped listing, a 404 envelope for an unknown key and a 400 for a bad one', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    const ok = await page.request.get(`/api/listings/${SEEDED_LISTING}`);
    expect(ok.status()).toBe(200);
    const { listing } = (await ok.json()) as { listing: Record<string, unknown> };
    expect(listing).toMatchObject({ listingKey: SEEDED_LISTING, state: 'CA' });
    expect(typeof listing.price).toBe('number');
    expect(typeof listing.daysOnApp).toBe('number');
    expect(listing).not.toHaveProperty('full_address');

    const missing = await page.request.get('/api/listings/NOPE123');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'Listing not found' } });

    // A key no listing can have (longer than the contract allows) names no listing: the same 404, without an upstream call.
    const bad = await page.request.get(`/api/listings/${'x'.repeat(101)}`);
    expect(bad.status()).toBe(404);
    expect(await bad.json()).toEqual({ error: { message: 'Listing not found' } });
  });

  test('reading a listing is allowed in read-only mode', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/?ro=1');
    await expect(page.getByText('Read Only')).toBeVisible();
    const res = await page.request.get(`/api/listings/${SEEDED_LISTING}`, { headers: { Origin: E2E.baseURL } });
    expect(res.status()).toBe(200);
  });
});
