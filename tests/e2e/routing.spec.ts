import { expect, test, type Browser, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, PHONE } from './support/layout';
import { routing } from './support/routing';
import { signedInPage } from './support/session';

/**
 * Lead routing end to end at 390 × 844, with acme's demo rule (round robin among agent@, agentadmin@ and
 * agentmanager@acme.test, office hours all day): a sign-up reaches an agent within 10 s, who sees it
 * first on Today and keeps it by tapping Call; an untouched lead moves to the next agent when its window
 * ends (the test ends it now instead of waiting five minutes), then to the fallback, and the San
 * Francisco manager is told. Each step on the user's timeline and in /audit. One context at a time.
 */

const ON_PHONE = { viewport: PHONE, isMobile: true, hasTouch: true };
const ORIGIN = { origin: E2E.baseURL };

test.describe.configure({ mode: 'serial' });

let avery: number;

test.beforeAll(async ({ browser }) => {
  await demo.reset();
  // The reset put the seed's webhook back: the admin points it at routing again, as /routing offers.
  const admin = await signedInPage(browser, 'admin@acme.test');
  const res = await admin.request.post('/api/routing/webhook', { headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
  avery = await agentId('agent@acme.test');
});

/** The demo account's agent id, by its e-mail. */
async function agentId(email: string): Promise<number> {
  const res = await fetch(`${E2E.demoURL}/__demo/accounts`);
  const { accounts } = (await res.json()) as { accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[] };
  const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps.find((a) => a.stack_id === 'acme')?.api_key as string;
  const agents = await fetch(`${E2E.demoURL}/agents?limit=0&offset=0`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } });
  const found = ((await agents.json()) as { agents: { id: number; email: string }[] }).agents.find((a) => a.email === email);
  if (!found) throw new Error(`no agent ${email}`);
  return found.id;
}

async function onPhone<T>(browser: Browser, email: string, check: (page: Page) => Promise<T>): Promise<T> {
  const page = await signedInPage(browser, email, ON_PHONE);
  try {
    return await check(page);
  } finally {
    await page.context().close();
  }
}

const newLeads = (page: Page) => page.getByRole('region', { name: 'New leads', exact: true });

test('a sign-up reaches an agent within 10 s, who sees it first on Today and keeps it by tapping Call', async ({ browser }) => {
  routing.nextTurnTo(avery);
  const started = Date.now();
  const user = await routing.signUp('Dana Newlead');
  await expect.poll(() => routing.caseOf(user)?.status, { timeout: 10_000, intervals: [100, 250, 500] }).toBe('offered');
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(routing.caseOf(user)?.agent_id).toBe(avery);

  await onPhone(browser, 'agent@acme.test', async (page) => {
    await page.goto('/');
    const lead = newLeads(page).getByTestId('new-lead').filter({ hasText: 'Dana Newlead' });
    await expect(lead).toContainText(/App sign-up/);
    await expect(lead).toContainText(/[0-5]:\d\d left/);
    // New leads come first: above Today's own parts.
    const leadsTop = (await newLeads(page).boundingBox())?.y ?? Infinity;
    const todayTop = (await page.getByRole('region', { name: 'Today', exact: true }).boundingBox())?.y ?? -Infinity;
    expect(leadsTop).toBeLessThan(todayTop);
    await expectFits(page, "the agent's Today with a new lead");
    await checkA11y(page, "the agent's Today with a new lead");
    await page.screenshot({ path: test.info().outputPath('new-leads-phone.png'), fullPage: true });
    await lead.getByRole('link', { name: 'Call Dana Newlead' }).click();
    await expect.poll(() => routing.caseOf(user)?.status).toBe('claimed');
    expect(routing.caseOf(user)?.touch).toBe('call');
  });

  await onPhone(browser, 'agent@acme.test', async (page) => {
    await page.goto(`/users/${user}`);
    const timeline = page.getByTestId('routing-timeline');
    await expect(timeline).toContainText('Routed by "Acme buyers" to Avery Agent at');
    await expect(timeline).toContainText(/Avery Agent called at \d/);
    await expectFits(page, "the user's routing timeline");
  });
});

test('an untouched lead moves to the next agent when its window ends, then to the fallback, and the manager is told', async ({
  browser,
}) => {
  routing.nextTurnTo(avery);
  const user = await routing.signUp('Eli Untouched');
  await expect.poll(() => routing.caseOf(user)?.agent_id, { timeout: 10_000 }).toBe(avery);

  expect(routing.endWindow(user)).toBe(1);
  const ended = Date.now();
  await expect.poll(() => routing.caseOf(user)?.agent_id, { timeout: 30_000 }).not.toBe(avery);
  expect(Date.now() - ended).toBeLessThan(30_000);
  const second = routing.caseOf(user);
  expect(second?.status).toBe('offered');

  expect(routing.endWindow(user)).toBe(1);
  await expect.poll(() => routing.caseOf(user)?.status, { timeout: 30_000 }).toBe('fallback');

  // The lead first landed in San Francisco: that office's manager is told on their Today.
  await onPhone(browser, 'manager@acme.test', async (page) => {
    await page.goto('/');
    const told = page.getByRole('region', { name: 'Leads nobody claimed', exact: true });
    await expect(told.getByRole('link', { name: 'Eli Untouched', exact: true })).toBeVisible();
    await expectFits(page, "the manager's Today with an unclaimed lead");
  });

  await onPhone(browser, 'admin@acme.test', async (page) => {
    await page.goto(`/users/${user}`);
    const timeline = page.getByTestId('routing-timeline');
    await expect(timeline).toContainText('Routed by "Acme buyers" to Avery Agent at');
    await expect(timeline).toContainText('not contacted in 5 min');
    await expect(timeline).toContainText(`to ${second?.agent_name} at`);
    await expect(timeline).toContainText('nobody claimed it: left unassigned at');
    await page.goto('/audit?action=routing.reroute');
    await expect(page.getByText(`Re-routed lead Eli Untouched to ${second?.agent_name}`).first()).toBeVisible();
    await page.goto('/audit?action=routing.fallback');
    await expect(page.getByText('Nobody claimed lead Eli Untouched: left unassigned').first()).toBeVisible();
    await expect(page.getByText('Routing (admin@acme.test)').first()).toBeVisible();
  });
});

test('read-only refuses every routing change; restricted mode shows no routing', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  await page.goto('/?ro=1');
  for (const path of ['/api/routing/on', '/api/routing/off', '/api/routing/webhook']) {
    expect((await page.request.post(path, { headers: ORIGIN, data: {} })).status(), path).toBe(403);
  }
  expect((await page.request.post('/api/routing/claim', { headers: ORIGIN, data: { userId: 1 } })).status()).toBe(403);

  const restricted = await signedInPage(page.context().browser() as Browser, 'restricted@bay.test');
  try {
    await restricted.goto('/');
    await expect(restricted.getByRole('region', { name: 'New leads' })).toHaveCount(0);
    expect((await restricted.request.post('/api/routing/on', { headers: ORIGIN, data: {} })).status()).toBe(403);
    await restricted.goto(`/users/1`);
    await expect(restricted.getByTestId('routing-timeline')).toHaveCount(0);
  } finally {
    await restricted.context().close();
  }
});

test("the stored api key and the webhook's secret reach no page and no RSC payload", async ({ browser }) => {
  const res = await fetch(`${E2E.demoURL}/__demo/accounts`);
  const { accounts } = (await res.json()) as { accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[] };
  const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps.find((a) => a.stack_id === 'acme')?.api_key as string;
  const user = await routing.signUp('Pat Payload');
  await expect.poll(() => routing.caseOf(user)?.status, { timeout: 10_000 }).toBe('offered');
  const admin = await signedInPage(browser, 'admin@acme.test');
  try {
    const hooks = await fetch(`${E2E.demoURL}/webhooks`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } });
    const url = ((await hooks.json()) as { hooks: { url: string }[] }).hooks[0]?.url ?? '';
    const secret = url.slice(url.lastIndexOf('/') + 1);
    expect(secret.length).toBeGreaterThan(16);
    for (const path of ['/', '/routing', `/users/${user}`]) {
      for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
        const body = await (await admin.request.get(path, { headers })).text();
        expect(body, path).not.toContain(key);
        expect(body, path).not.toContain(secret);
      }
    }
  } finally {
    await admin.context().close();
  }
});
