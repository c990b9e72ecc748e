import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { LAPTOP, measureOverflow, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * Insights (/insights) against the demo's buyer personas: the agent's ranking and reasons,
 * the filters in the URL, the listings and who engaged, the profile card's level; the manager's and
 * admin's agents table; the admin's export; the upgrade notice. One sign-in per role, the demo reset once.
 */

test.beforeAll(async () => {
  await demo.reset();
});

const leads = (page: Page) => page.getByRole('table', { name: 'Hot leads' });
const leadRow = (page: Page, name: string) =>
  leads(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

test.describe('agent@acme.test', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'agent@acme.test', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('ranks the repeat viewer Hot and says why', async () => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const hannah = leadRow(page, 'Hannah Hale');
    await expect(hannah.getByText('Hot', { exact: true })).toBeVisible();
    await expect(hannah.getByTestId('lead-reasons')).toContainText(/Viewed .+ 9 times/);
    await expect(hannah.getByTestId('lead-reasons')).toContainText('Shared 2 listings');
    // Ranked by level: the first row is Hot too.
    await expect(leads(page).locator('tbody tr').first().getByText('Hot', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Agents' })).toHaveCount(0);
    await checkA11y(page, '/insights (agent)');
  });

  test('period and sort live in the URL, and the back button restores them', async () => {
    await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Last 30 days' });
    await expect(page).toHaveURL(/[?&]period=30\b/);
    await expect(page.getByRole('heading', { name: 'Trend: last 30 days' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption({ label: 'Last active (recent first)' });
    await expect(page).toHaveURL(/[?&]sort=last\b/);
    await expect(page).toHaveURL(/[?&]period=30\b/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=last/);
    await expect(page).toHaveURL(/[?&]period=30\b/);
    await page.goto('/insights');
  });

  test('a listing that draws attention opens the listing modal and shows who engaged', async () => {
    const panel = page.getByRole('region', { name: 'Listings that draw attention' });
    const first = panel
      .getByRole('listitem')
      .filter({ has: page.locator('summary') })
      .first();
    await first.locator('summary').click();
    await expect(first.getByTestId('engaged-users').getByRole('link').first()).toBeVisible();
    await first.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("after a period change the engaged users are that period's, never the previous period's", async () => {
    await page.goto('/insights');
    const panel = page.getByRole('region', { name: 'Listings that draw attention' });
    const items = panel.getByRole('listitem').filter({ has: page.locator('summary') });
    await expect(items.first()).toBeVisible();
    // A listing among the most viewed of both periods, found by its address in the 90 days' page.
    const html90 = await (await page.request.get('/insights?period=90')).text();
    const addresses = await items.locator('button span.font-medium').allTextContents();
    const address = addresses.find((a) => html90.includes(`>${a}<`));
    if (!address) throw new Error('no listing is among the most viewed of both periods in the demo data');
    const item = () => items.filter({ has: page.getByText(address, { exact: true }) }).first();
    const names = () => item().getByTestId('engaged-users').getByRole('link').allTextContents();

    const [asked] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/insights/listings/')),
      item().locator('summary').click(),
    ]);
    await expect(item().getByTestId('engaged-users').getByRole('link').first()).toBeVisible();
    const usersPath = new URL(asked.url()).pathname;

    await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Last 90 days' });
    await expect(page).toHaveURL(/[?&]period=90\b/);
    await expect(page.getByRole('heading', { name: 'Trend: last 90 days' })).toBeVisible();
    const expected = ((await (await page.request.get(`${usersPath}?period=90`)).json()) as { users: { name: string }[] }).users.map(
      (u) => u.name,
    );
    // Closed after the change (reopen it) or open: either way it must list the 90 days' users.
    if (
      !(await item()
        .locator('details')
        .evaluate((d: HTMLDetailsElement) => d.open))
    )
      await item().locator('summary').click();
    await expect.poll(names).toEqual(expected);
  });

  test('the profile card shows the same level and reasons: the repeat viewer, the couple, the returner', async () => {
    const { id } = await demo.endUser({ email: 'hannah.hale@example.com' });
    await page.goto(`/users/${id}`);
    await expect(page.getByTestId('lead-level')).toContainText('Hot');
    await expect(page.getByRole('list', { name: 'Why this level' })).toContainText(/Viewed .+ 9 times/);
    for (const [email, reason] of [
      ['sam.ortiz@example.com', 'Favorited 3 homes in Berkeley'],
      ['ravi.patel@example.com', /Back after \d+ days away/],
    ] as const) {
      await page.goto(`/users/${(await demo.endUser({ email })).id}`);
      await expect(page.getByRole('list', { name: 'Why this level' })).toContainText(reason);
    }
  });

  test('fits a phone', async ({ browser }) => {
    const phone = await signedInPage(browser, 'agent@acme.test', { viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.goto('/insights');
    await expect(phone.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const overflow = await measureOverflow(phone);
    expect(overflow.scrollWidth, overflow.offenders.join(', ')).toBeLessThanOrEqual(overflow.window);
    await phone.context().close();
  });
});

test.describe('manager@acme.test', () => {
  test('sees the agents of their offices, filters by one, and has no export', async ({ browser }) => {
    const page = await signedInPage(browser, 'manager@acme.test', { viewport: LAPTOP });
    await page.goto('/insights');
    const agents = page.getByRole('table', { name: 'Agents' });
    await expect(agents).toBeVisible();
    const first = agents.locator('tbody tr').first().getByRole('rowheader').getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/agents\/\d+$/);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sort agents' }).selectOption({ label: 'Views' });
    await expect(page).toHaveURL(/[?&]asort=views\b/);
    await page.context().close();
  });
});

test.describe('admin@acme.test', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'admin@acme.test', { viewport: LAPTOP });
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('exports the ranking of the period and filters as formula-safe CSV', async () => {
    await page.goto('/insights?period=30');
    await expect(page.getByRole('table', { name: 'Agents' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('insights-leads-30-days.csv');
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,email,agent,tags,level,score,last_active,reasons');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.slice(1).every((l) => !/^[^,]*,[=+\-@]/.test(l))).toBe(true);
  });

  test('a tag filter stays in the URL', async () => {
    await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/[?&]tag=[^&]+/);
    await expect(page).toHaveURL(/[?&]period=30\b/);
  });

  test("without agentInsightsEnabled: 'Upgrade required' over a blurred preview", async () => {
    await demo.setApp('acme', { toggles: { agentInsightsEnabled: false } });
    try {
      // The dashboard's app data is cached for 2 s in the suite: reload until it has the new toggle.
      await expect(async () => {
        await page.goto('/insights');
        await expect(page.getByRole('note')).toContainText('Upgrade required', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('note').getByRole('link', { name: 'Contact support' })).toBeVisible();
      await expect(page.getByTestId('blurred-rows')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Hot leads' })).toHaveCount(0);
      await checkA11y(page, '/insights (upgrade notice)');
    } finally {
      await demo.setApp('acme', { toggles: { agentInsightsEnabled: true } });
    }
  });
});
