import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, PHONE } from './support/layout';
import { signedInContext } from './support/session';

/**
 * The home's Today at 390 × 844, against the demo upstream's seed: Hannah Hale the hot lead
 * (phone (415) 555-0142), Ravi Patel back after weeks away, Nina Newman who joined minutes ago, and
 * the demo agent's showing requests waiting for an answer. One browser context at a time.
 */

const ON_PHONE = { viewport: PHONE, isMobile: true, hasTouch: true };
const UNABLE = 'Unable to load data';

const today = (page: Page) => page.getByRole('region', { name: 'Today', exact: true });
const part = (page: Page, name: string) => today(page).getByRole('region', { name, exact: true });
const rows = (page: Page, name: string) => part(page, name).getByRole('list', { name, exact: true }).locator(':scope > li');
const row = (page: Page, name: string, person: string) =>
  rows(page, name).filter({ has: page.getByRole('link', { name: person, exact: true }) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

/** Runs `check` on the home of `email` on the phone, in a context of its own closed afterwards. */
async function onPhone(browser: Browser, email: string, check: (page: Page) => Promise<void>, context?: BrowserContext) {
  const ctx = context ?? (await signedInContext(browser, email, ON_PHONE));
  try {
    const page = await ctx.newPage();
    await page.goto('/');
    await check(page);
  } finally {
    await ctx.close();
  }
}

/** The hot lead, the new user and the returning one, as every role of acme sees them; and the page fits the phone. */
async function expectPeople(page: Page, who: string) {
  const hannah = row(page, 'Hot now', 'Hannah Hale');
  await expect(hannah.getByText('Hot', { exact: true })).toBeVisible();
  await expect(hannah).toContainText(/Viewed .+ 9 times/);
  await expect(hannah.getByRole('link', { name: 'Call Hannah Hale' })).toHaveAttribute('href', 'tel:4155550142');
  await expect(hannah.getByRole('link', { name: 'Text Hannah Hale' })).toHaveAttribute('href', 'sms:4155550142');
  await expect(hannah.getByRole('link', { name: 'E-mail Hannah Hale' })).toHaveAttribute('href', 'mailto:hannah.hale@example.com');
  await expect(hannah.getByRole('link', { name: 'Hannah Hale', exact: true })).toHaveAttribute('href', /^\/users\/\d+$/);

  const nina = rows(page, 'New this week').first();
  await expect(nina.getByRole('link', { name: 'Nina Newman', exact: true })).toBeVisible();
  await expect(nina).toContainText(/Joined (just now|\d+ minutes? ago)/);
  await expect(nina.getByRole('link', { name: 'Call Nina Newman' })).toHaveAttribute('href', 'tel:4155550123');

  const ravi = row(page, 'Back after a while', 'Ravi Patel');
  await expect(ravi).toContainText(/Back after \d+ days away/);
  await expect(ravi.getByRole('link', { name: 'Call Ravi Patel' })).toHaveAttribute('href', 'tel:4155550177');

  // Every part has finished loading before the page is measured.
  await expect(today(page).getByRole('status')).toHaveCount(0);
  await expectFits(page, `home (${who}) at 390`);
}

test('agent: who to contact on the first screen, called in one tap; the waiting showing opens from Today', async ({ browser }) => {
  await onPhone(browser, 'agent@acme.test', async (page) => {
    // The first screen: the hot lead, why, and the Call link, without scrolling.
    const call = row(page, 'Hot now', 'Hannah Hale').getByRole('link', { name: 'Call Hannah Hale' });
    await expect(call).toBeInViewport();
    await expectPeople(page, 'agent');
    await checkA11y(page, 'Today (agent, phone)', '[data-testid="today"]');

    const waiting = rows(page, 'Waiting for you');
    await expect(waiting.first()).toContainText(/Waiting \d+ (minute|hour|day)s?/);
    const open = waiting.first().getByRole('link', { name: /^Showing at / });
    const address = (await open.innerText()).replace(/^Showing at /, '').trim();
    await open.click();
    await expect(page).toHaveURL(/\/showings/);
    const dialog = page.getByRole('dialog', { name: `Showing at ${address}` });
    await expect(dialog).toBeVisible();
    // Waiting for the agent: the proposed times can be accepted, or another suggested.
    await expect(dialog.getByRole('group', { name: 'Accept a proposed time' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Suggest another time' })).toBeVisible();
    // Once open, the address forgets the link's parameter: a reload does not reopen it.
    await expect(page).not.toHaveURL(/showing=/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('manager and admin: their hot lead, new and returning users; no showings part', async ({ browser }) => {
  for (const email of ['manager@acme.test', 'admin@acme.test']) {
    await onPhone(browser, email, async (page) => {
      await expectPeople(page, email);
      await expect(part(page, 'Waiting for you')).toHaveCount(0);
      // The spec's home stays below, unchanged.
      await expect(page.getByTestId('stat-value')).toHaveCount(3);
    });
  }
});

test('read-only: Today reads; the waiting showing opens without its actions', async ({ browser }) => {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === 'agent@acme.test')?.apps[0]?.api_key ?? '';
  const context = await browser.newContext(ON_PHONE);
  const signIn = await context.newPage();
  await signIn.goto(`/login?api_key=${encodeURIComponent(key)}&ro=1`);
  await expect(signIn.getByText('Read Only', { exact: true })).toBeVisible();
  await signIn.close();
  await onPhone(
    browser,
    'agent@acme.test',
    async (page) => {
      await expect(row(page, 'Hot now', 'Hannah Hale').getByRole('link', { name: 'Call Hannah Hale' })).toBeVisible();
      await rows(page, 'Waiting for you')
        .first()
        .getByRole('link', { name: /^Showing at / })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Showing at / });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Accept a proposed time' })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Suggest another time' })).toHaveCount(0);
    },
    context,
  );
});

test('restricted mode: no Today, and no end user named anywhere in the page or its payload', async ({ browser }) => {
  const bayUser = await demo.endUser({ stack: 'bay' });
  const context = await signedInContext(browser, 'restricted@bay.test', ON_PHONE);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(today(page)).toHaveCount(0);
    // The raw HTML carries the RSC payload as well.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Dashboard');
    for (const secret of [bayUser.display_name, bayUser.email]) expect(html).not.toContain(secret);
    expect(html).not.toMatch(/href="\/users\/\d+"/);
  } finally {
    await context.close();
  }
});

test("a failing call empties only its own part with 'Unable to load data'; Try again fills it", async ({ browser }) => {
  await onPhone(browser, 'agent@acme.test', async (page) => {
    await expect(rows(page, 'Waiting for you').first()).toBeVisible();
    await demo.fault({ path: '/agent/showings', method: 'GET', count: 1, status: 500 });
    await page.reload();
    const failed = part(page, 'Waiting for you').getByRole('alert').filter({ hasText: UNABLE });
    await expect(failed).toBeVisible();
    await expect(rows(page, 'Waiting for you')).toHaveCount(0);
    // The other parts, and the home below, stand.
    for (const name of ['Hot now', 'New this week', 'Back after a while']) await expect(rows(page, name).first()).toBeVisible();
    await expect(today(page).getByRole('alert')).toHaveCount(1);
    await expect(page.getByTestId('stat-value')).toHaveCount(3);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page, 'Waiting for you').first()).toBeVisible();
    await expect(today(page).getByRole('alert')).toHaveCount(0);
  });
});

test('the two Insights parts fail alone, side by side with the others', async ({ browser }) => {
  await onPhone(browser, 'agent@acme.test', async (page) => {
    await expect(rows(page, 'Hot now').first()).toBeVisible();
    await demo.fault({ path: '/insights/leads', method: 'POST', count: 2, status: 500 });
    await page.reload();
    for (const name of ['Hot now', 'Back after a while'])
      await expect(part(page, name).getByRole('alert').filter({ hasText: UNABLE })).toBeVisible();
    for (const name of ['Waiting for you', 'New this week']) await expect(rows(page, name).first()).toBeVisible();
  });
});
