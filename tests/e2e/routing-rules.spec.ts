import { expect, test, type Page } from './support/test';
import { checkA11y, openDialog } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, expectInWindow, PHONE } from './support/layout';
import { requestsWithin } from './support/requests';
import { signedInPage } from './support/session';

/**
 * Lead routing's configuration against the demo upstream and the dashboard's own store: an admin adds a
 * rule with a territory drawn on the map and weighted agents, is told of a bad weight, reorders the
 * rules and cannot delete the catch-all; an agent sees only their own availability and pauses
 * themselves; a manager sees only their office's rules. Each role signs in once.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const AGENT = 'agent@acme.test';

type Rule = {
  id: string;
  name: string;
  officeId: number | null;
  catchAll: boolean;
  match: { officeId: number | null; territory: { coordinates: number[][][] } | null };
  agents: { agentId: number; weight: number }[];
};

/** The demo upstream read directly with an account's stable key (for ids the screen does not show). */
async function upstream<T>(email: string, path: string): Promise<T> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
  return (await (await fetch(`${E2E.demoURL}${path}`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } })).json()) as T;
}

/** The rules as the dashboard holds them, read as the page's signed-in admin (without their positions, as a save sends them). */
async function storedRules(page: Page): Promise<Rule[]> {
  const { rules } = (await (await page.request.get('/api/routing/rules')).json()) as { rules: (Rule & { position?: number })[] };
  return rules.map(({ position: _, ...rule }) => rule);
}

/** Replaces the rules through the handler, as the page's signed-in admin: the catch-all kept, `rules` before it. */
async function putRules(page: Page, rules: object[]) {
  const catchAll = (await storedRules(page)).find((r) => r.catchAll);
  const res = await page.request.put('/api/routing/rules', { data: { rules: [...rules, catchAll] }, headers: { Origin: E2E.baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An office's id by name, as the upstream lists acme's offices. */
async function officeId(name: string): Promise<number> {
  const { offices } = await upstream<{ offices: { id: number; name: string }[] }>(ADMIN, '/offices');
  const id = offices.find((o) => o.name === name)?.id;
  if (!id) throw new Error(`no office ${name}`);
  return id;
}

const rulesList = (page: Page) => page.getByRole('list', { name: 'Routing rules in order' });
const ruleNames = (page: Page) => rulesList(page).locator(':scope > li h3 > span:first-child').allInnerTexts();
const mapEngine = (page: Page) => page.locator('[data-testid="region-map"] .maplibregl-map');

// The rules as found (the demo's 'Acme buyers' among them), put back after the file's last test
// whichever part changed them: the routing and alert specs hand leads out by that rule.
let found: Rule[] = [];

test.beforeAll(async ({ browser }) => {
  await demo.reset();
  const admin = await signedInPage(browser, ADMIN);
  found = await storedRules(admin);
  await admin.context().close();
});

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  await putRules(
    admin,
    found.filter((r) => !r.catchAll),
  );
  await admin.context().close();
});

test.describe('an admin', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ADMIN);
    await page.goto('/routing');
    await putRules(page, []);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('adds a rule with a territory drawn on the map and weighted agents', async () => {
    await page.goto('/routing');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead routing' })).toBeVisible();
    await checkA11y(page, '/routing (admin)');
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await openDialog(page.getByRole('button', { name: 'Add rule' }), dialog);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Downtown San Francisco');
    await dialog.getByRole('combobox', { name: 'Office' }).selectOption(String(await officeId('San Francisco Office')));
    await dialog.getByRole('checkbox', { name: 'The app' }).check();

    // The map lies below the fields, in the dialog's scrolling body: in view before its corners are clicked.
    await page.getByTestId('region-map').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Draw territory' }).click();
    await expect(page.getByTestId('region-map')).toHaveAttribute('data-map-state', 'ready');
    await expect(mapEngine(page)).toHaveAttribute('data-draw-mode', 'draw_polygon');
    const box = await page.locator('[data-testid="region-map"] canvas').first().boundingBox();
    if (!box) throw new Error('no map canvas');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    for (const [dx, dy] of [
      [-60, -50],
      [60, -50],
      [60, 50],
      [-60, 50],
    ] as const)
      await page.mouse.click(cx + dx, cy + dy);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove territory' })).toBeVisible();
    await expect(dialog.getByTestId('territory-message')).toHaveText('');

    const add = dialog.getByRole('combobox', { name: 'Add an agent' });
    const first = (await add.locator('option').nth(1).innerText()).trim();
    await add.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const second = (await add.locator('option').nth(1).innerText()).trim();
    await add.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('spinbutton', { name: `Weight of ${first}` }).fill('3');
    await checkA11y(page, 'the rule dialog with its map', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Save rule' }).click();

    await expect(page.getByText('Routing rules saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The toast comes with the answer; the list with the refresh that follows it.
    await expect.poll(() => ruleNames(page)).toEqual(['Downtown San Francisco', 'Everyone else']);
    const item = rulesList(page).locator('li').filter({ hasText: 'Downtown San Francisco' });
    await expect(item).toContainText(`Round robin: ${first} (3 turns), ${second}`);
    await expect(item).toContainText('searching in its territory');
    const [saved] = await storedRules(page);
    expect(saved?.match.territory?.coordinates[0]?.length).toBe(5);
    expect(saved?.agents.map((a) => a.weight)).toEqual([3, 1]);
  });

  test('a bad weight is named under its field, and nothing is sent', async () => {
    const dialog = page.getByRole('dialog', { name: 'Edit Downtown San Francisco' });
    await openDialog(page.getByRole('button', { name: 'Edit Downtown San Francisco' }), dialog);
    const weight = dialog.getByRole('spinbutton', { name: /^Weight of / }).first();
    await weight.fill('0');
    const sent = await requestsWithin(
      page,
      100,
      (url) => url.pathname === '/api/routing/rules',
      () => dialog.getByRole('button', { name: 'Save rule' }).click(),
    );
    expect(sent).toEqual([]);
    await expect(weight).toHaveAccessibleDescription('Weight must be a whole number from 1 to 100.');
    await expect(weight).toBeFocused();
    await checkA11y(page, 'the rule dialog with a bad weight', 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await storedRules(page))[0]?.agents[0]?.weight).toBe(3);
  });

  test('reorders the rules; the catch-all stays last and cannot be deleted', async () => {
    const downtown = (await storedRules(page))[0] as Rule;
    await putRules(page, [
      downtown,
      { id: 'new-bay', name: 'Open houses', catchAll: false, handout: 'first_to_claim', match: { sources: ['open_house'] } },
    ]);
    await page.reload();
    expect(await ruleNames(page)).toEqual(['Downtown San Francisco', 'Open houses', 'Everyone else']);
    await page.getByRole('button', { name: 'Move Open houses up' }).click();
    await expect(page.getByText('Routing rules saved')).toBeVisible();
    await expect.poll(() => ruleNames(page)).toEqual(['Open houses', 'Downtown San Francisco', 'Everyone else']);
    await expect(page.getByRole('button', { name: 'Move Open houses up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Downtown San Francisco down' })).toBeDisabled();

    const catchAll = rulesList(page).locator('li').filter({ hasText: 'Everyone else' });
    await expect(catchAll.getByRole('button', { name: 'Edit Everyone else' })).toBeVisible();
    await expect(catchAll.getByRole('button', { name: /^(Delete|Move) / })).toHaveCount(0);
    // Nor through the handler: a list without it is refused and changes nothing.
    const res = await page.request.put('/api/routing/rules', {
      data: { rules: (await storedRules(page)).filter((r) => !r.catchAll) },
      headers: { Origin: E2E.baseURL },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid rules: The catch-all rule cannot be removed: it takes every lead no other rule takes.',
    );
    expect((await storedRules(page)).map((r) => r.name)).toEqual(['Open houses', 'Downtown San Francisco', 'Everyone else']);

    const confirm = page.getByRole('dialog', { name: 'Delete Open houses' });
    await openDialog(page.getByRole('button', { name: 'Delete Open houses' }), confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => ruleNames(page)).toEqual(['Downtown San Francisco', 'Everyone else']);
  });

  test('the rule dialog fits a phone', async ({ browser }) => {
    const phone = await signedInPage(browser, ADMIN, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await phone.goto('/routing');
      await expectFits(phone, '/routing on a phone');
      const dialog = phone.getByRole('dialog', { name: 'Edit Downtown San Francisco' });
      await openDialog(phone.getByRole('button', { name: 'Edit Downtown San Francisco' }), dialog);
      await expectInWindow(dialog, PHONE, 'the rule dialog on a phone');
      await expectFits(phone, 'the rule dialog on a phone');
    } finally {
      await phone.context().close();
    }
  });
});

test.describe('an agent', () => {
  test('sees only their own availability, and pauses and resumes themselves', async ({ browser }) => {
    const page = await signedInPage(browser, AGENT);
    try {
      await page.goto('/routing');
      await expect(page.getByRole('heading', { level: 1, name: 'Lead routing' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Your availability']);
      await expect(main.getByText('Taking leads')).toBeVisible();
      await checkA11y(page, '/routing (agent)');

      const dialog = page.getByRole('dialog', { name: 'Pause my leads' });
      await openDialog(page.getByRole('button', { name: 'Pause me' }), dialog);
      const until = dialog.getByLabel('Until (optional)');
      const min = (await until.getAttribute('min')) ?? '';
      await until.fill(min);
      await checkA11y(page, 'the pause dialog', 'dialog[open]');
      await dialog.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText(/^Paused: no new leads until /)).toBeVisible();
      await expect(main.getByText('Paused', { exact: true })).toBeVisible();
      const [y, m, d] = min.split('-').map(Number) as [number, number, number];
      const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
      await expect(main.getByText(`Until ${shown} · paused by`)).toBeVisible();

      await main.getByRole('button', { name: 'Resume' }).click();
      await expect(page.getByText('Resumed: taking new leads again')).toBeVisible();
      await expect(main.getByText('Taking leads')).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
});

test.describe('a manager', () => {
  test("sees only their office's rules", async ({ browser }) => {
    const admin = await signedInPage(browser, ADMIN);
    const page = await signedInPage(browser, MANAGER);
    try {
      await admin.goto('/routing');
      const rule = (name: string, id: number) => ({
        id: `new-${id}`,
        name,
        officeId: id,
        catchAll: false,
        handout: 'round_robin',
        match: { officeId: id },
      });
      await putRules(admin, [
        rule('Oakland leads', await officeId('Oakland Office')),
        rule('San Francisco leads', await officeId('San Francisco Office')),
      ]);

      await page.goto('/routing');
      expect(await ruleNames(page)).toEqual(['San Francisco leads']);
      await expect(page.getByRole('button', { name: 'Edit San Francisco leads' })).toBeVisible();
      await expect(page.getByText('Oakland leads')).toHaveCount(0);
      await expect(page.getByText('Everyone else')).toHaveCount(0);
      await checkA11y(page, '/routing (manager)');
    } finally {
      await admin.context().close();
      await page.context().close();
    }
  });
});
