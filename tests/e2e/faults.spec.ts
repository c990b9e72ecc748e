import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';

/**
 * Upstream faults injected in the demo upstream (/__demo/faults): no answer, a slow answer past the
 * timeout, 500, 401, malformed JSON, an answer that breaks the contract. Every page shows its error
 * state or signs the visitor out with a message; a failed save keeps what was typed.
 */
const EXPIRED = 'Your session has expired. Please sign in again.';
const ORIGIN = { Origin: E2E.baseURL };

test.beforeEach(async () => {
  await demo.reset();
});

async function someAgent(): Promise<{ id: number; display_name: string }> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}/agents?limit=1&offset=0&q=acmerealty.test`, {
    headers: { 'X-API-KEY': key, 'X-Mode': 'manager' },
  });
  const { agents } = (await res.json()) as { agents: { id: number; display_name: string }[] };
  if (!agents[0]) throw new Error('no agent in the demo');
  return agents[0];
}

/** The page's error state ('Unable to load data' with 'Try again'); Try again, once the fault is gone, loads the page. */
async function expectErrorStateThatRecovers(page: Page, loaded: () => Promise<void>) {
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' });
  await expect(alert).toBeVisible();
  await demo.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await loaded();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe("a page's own read fails", () => {
  const faults = [
    ['no answer (the connection drops)', { drop: true }],
    ['a 500', { status: 500 }],
    ['malformed JSON', { malformed: true }],
    ['an answer that breaks the contract (a 200 of the wrong shape)', { status: 200 }],
  ] as const;
  for (const [name, fault] of faults) {
    test(`agent edit page, ${name} → error state; Try again loads it`, async ({ page }) => {
      const agent = await someAgent();
      await signIn(page, 'admin@acme.test');
      await demo.fault({ path: '/user/profile/:id', method: 'GET', count: 5, ...fault });
      await page.goto(`/agents/${agent.id}`);
      await expectErrorStateThatRecovers(page, () => expect(heading(page, agent.display_name)).toBeVisible());
    });
  }

  test('Mortgage Pro page, a 500 on its read → error state; Try again loads it', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/user/mpro', method: 'GET', count: 5, status: 500 });
    await page.goto('/mortgagepro');
    await expectErrorStateThatRecovers(page, () => expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Shah'));
  });

  test('agents list, malformed JSON on its read → error state; Try again loads it', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/agents', method: 'GET', count: 5, malformed: true });
    await page.goto('/agents');
    await expectErrorStateThatRecovers(page, () =>
      expect(page.getByRole('table', { name: 'Agents' }).getByRole('row').nth(1)).toBeVisible(),
    );
  });

  test('home, a 500 on the statistics → each card shows its error state; the rest of the page stands; Try again fills it', async ({
    page,
  }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/app/stats', count: 50, status: 500 });
    await page.goto('/');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' });
    await expect(failed.first()).toBeVisible();
    await demo.clearFaults();
    await failed.first().getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' })).toHaveCount(0);
  });
});

test.describe('the session expired upstream (401): signed out with a message, not a broken page', () => {
  test('401 on the app data read (/app/acme)', async ({ page }) => {
    await signIn(page, 'agentadmin@acme.test');
    // Switching views drops the cached app data, so the next page reads it from the upstream.
    const switched = await page.request.post('/api/session/mode', { data: { managerMode: true }, headers: ORIGIN });
    expect(switched.status()).toBe(200);
    await demo.fault({ path: '/app/acme', count: 20, status: 401 });
    await page.goto('/agents');
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
  });

  test("401 on a page's own read (the agent edit page)", async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/user/profile/:id', method: 'GET', count: 5, status: 401 });
    await page.goto(`/agents/${agent.id}`);
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
  });

  test("401 on a page's own read (Mortgage Pro)", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: '/user/mpro', method: 'GET', count: 5, status: 401 });
    await page.goto('/mortgagepro');
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(EXPIRED)).toBeVisible();
  });

  test('401 on a save: the toast says the session expired and the next page is the sign-in', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await demo.fault({ path: '/agent_pin', count: 5, status: 401 });
    await page.getByRole('button', { name: 'Pin agent', exact: true }).click();
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await page.goto(`/agents/${agent.id}`);
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});

test.describe('a slow upstream', () => {
  test('an answer past the timeout shows the error state, and the server answers other requests meanwhile', async ({ page, context }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    // Past the dashboard's 10 s upstream timeout (UPSTREAM_TIMEOUT_MS).
    await demo.fault({ path: '/user/profile/:id', method: 'GET', count: 1, delay_ms: 12_000 });
    const started = Date.now();
    const hanging = page.goto(`/agents/${agent.id}`);
    const other = await context.newPage();
    for (const path of ['/mortgagepro', '/agents', '/']) {
      const t = Date.now();
      const res = await other.goto(path);
      expect(res?.status()).toBe(200);
      expect(Date.now() - t, path).toBeLessThan(5_000);
    }
    await other.close();
    await hanging;
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, agent.display_name)).toBeVisible();
  });
});

test.describe('nothing the user typed is lost', () => {
  test('the agent form stays filled after a failed save (500, then no answer), and saves once the upstream is back', async ({ page }) => {
    const agent = await someAgent();
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const bio = page.getByRole('textbox', { name: 'Bio', exact: true });
    await name.fill('Renamed During An Outage');
    await bio.fill('Typed while the upstream was failing.');

    for (const [fault, toast] of [
      [{ status: 500 }, 'Error saving profile'],
      [{ drop: true }, 'Unable to reach server.'],
    ] as const) {
      await demo.fault({ path: '/user/profile/:id', method: 'POST', count: 1, ...fault });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(toast)).toBeVisible();
      await expect(name).toHaveValue('Renamed During An Outage');
      await expect(bio).toHaveValue('Typed while the upstream was failing.');
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile was saved')).toBeVisible();
    expect(await demo.agent(agent.id)).toMatchObject({
      display_name: 'Renamed During An Outage',
      bio: 'Typed while the upstream was failing.',
    });
  });

  test('the Mortgage Pro form stays filled after a failed save', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    const company = page.getByRole('textbox', { name: 'Company' });
    await company.fill('Outage Lending Co.');
    await demo.fault({ path: '/user/mpro', method: 'POST', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('An error occurred')).toBeVisible();
    await expect(company).toHaveValue('Outage Lending Co.');
  });

  test('the sign-in form keeps the email when the upstream cannot be reached', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@acme.test');
    await page.getByLabel('Password').fill(E2E.password);
    await demo.fault({ path: '/login', method: 'POST', count: 1, drop: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unable to reach server.');
    await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
  });
});
