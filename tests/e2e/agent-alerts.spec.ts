import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';

/**
 * Agent alerts on /preferences and /routing against the demo upstream: an agent's choices saved and
 * found again, a lock an admin sets shown on the agent's screen as on, disabled, with who locked it,
 * and an alert made from a buyer's activity in the demo (its signed webhook) listed under 'Alerts sent
 * to you'. Both screens fit a phone and a laptop for an agent, an admin and a manager.
 * ALERT_SHOTS=<folder> saves a picture of each.
 */

const AGENT = 'agent@acme.test';
const ADMIN = 'admin@acme.test';
const ORIGIN = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const alertsForm = (page: Page) => page.getByRole('form', { name: 'Alerts about your leads' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  await demo.reset();
  // The reset put the seed's webhook back: the admin points it at the dashboard again, as /routing offers.
  const admin = await signedInPage(browser, ADMIN);
  const res = await admin.request.post('/api/routing/webhook', { headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
  await admin.request.post('/api/agent-alerts/locks', { headers: ORIGIN, data: { behaviour: 'showing', officeId: 0, locked: false } });
  await admin.context().close();
});

async function shot(page: Page, name: string) {
  if (process.env.ALERT_SHOTS) await page.screenshot({ path: join(process.env.ALERT_SHOTS, `${name}.png`), fullPage: true });
}

async function agentId(email: string): Promise<number> {
  const res = await fetch(`${E2E.demoURL}/__demo/accounts`);
  const { accounts } = (await res.json()) as { accounts: { email: string; apps: { stack_id: string; api_key: string }[] }[] };
  const key = accounts.find((a) => a.email === ADMIN)?.apps.find((a) => a.stack_id === 'acme')?.api_key as string;
  const agents = await fetch(`${E2E.demoURL}/agents?limit=0&offset=0`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } });
  const found = ((await agents.json()) as { agents: { id: number; email: string }[] }).agents.find((a) => a.email === email);
  if (!found) throw new Error(`no agent ${email}`);
  return found.id;
}

async function demoPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${E2E.demoURL}/__demo${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

test('an agent chooses what they are told, by which channel, and when; the choices are found again', async ({ browser }) => {
  const page = await signedInPage(browser, AGENT, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto('/preferences');
  const form = alertsForm(page);
  await expect(form.getByRole('checkbox', { name: 'A lead routed to me', exact: true })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Favourited a listing', exact: true })).not.toBeChecked();
  await checkA11y(page, '/preferences');

  await form.getByRole('checkbox', { name: 'Favourited a listing', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Favourited a listing: Push', exact: true }).uncheck();
  await form.getByRole('checkbox', { name: 'Viewed one home 3 times', exact: true }).check();
  await form.getByRole('textbox', { name: 'Views of one home' }).fill('4');
  await form.getByRole('radio', { name: /Only e-mail/ }).check();
  await form.getByLabel('Daily digest at').fill('17:30');
  await form.getByRole('button', { name: 'Save alerts' }).click();
  await expect(toast(page, 'Alert choices saved')).toBeVisible();

  await page.reload();
  const again = alertsForm(page);
  await expect(again.getByRole('checkbox', { name: 'Favourited a listing', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Favourited a listing: Push', exact: true })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Favourited a listing: E-mail', exact: true })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Viewed one home 4 times', exact: true })).toBeChecked();
  await expect(again.getByRole('radio', { name: /Only e-mail/ })).toBeChecked();
  await expect(again.getByLabel('Daily digest at')).toHaveValue('17:30');

  // A number out of range is refused where it is typed, and nothing is saved.
  await again.getByRole('textbox', { name: 'Views of one home' }).fill('99');
  await again.getByRole('button', { name: 'Save alerts' }).click();
  await expect(again.getByText('Choose a whole number from 2 to 50')).toBeVisible();
  await page.context().close();
});

test("a lock an admin sets on /routing shows on the agent's preferences as on, disabled, with who locked it", async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/routing');
  const section = admin.getByRole('region', { name: 'Alerts agents always get' });
  await section.getByLabel('Alert', { exact: true }).selectOption({ label: 'Asked for a showing' });
  await section.getByLabel('For the agents of').selectOption({ label: 'Whole brokerage' });
  await section.getByRole('button', { name: 'Lock on' }).click();
  await expect(toast(admin, 'Asked for a showing is now on for your agents')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Locked alerts' }).getByText('Asked for a showing')).toBeVisible();
  await admin.context().close();

  const page = await signedInPage(browser, AGENT);
  await page.goto('/preferences');
  const locked = alertsForm(page).getByRole('checkbox', { name: 'Asked for a showing', exact: true });
  await expect(locked).toBeChecked();
  await expect(locked).toBeDisabled();
  await expect(alertsForm(page).locator('[data-behaviour="showing"]').getByText(/^Locked on by .+/)).toBeVisible();
  await page.context().close();
});

test("'Alerts sent to you' lists the alert a buyer's favourite made, within seconds", async ({ browser }) => {
  const agent = await agentId(AGENT);
  const signUp = await demoPost('/signup', { stack_id: 'acme', name: 'Fran Favourite', email: `fran.${Date.now()}@example.com`, agent_id: agent });
  await demoPost('/activity', { stack_id: 'acme', user_id: signUp.user_id, kind: 'favorite', listing_key: 'ML81000000' });
  const page = await signedInPage(browser, AGENT);
  await page.goto('/preferences');
  const sent = page.getByRole('region', { name: 'Alerts sent to you' });
  await expect(async () => {
    await page.reload();
    await expect(sent.getByText('Fran Favourite favourited a listing')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.context().close();
});

async function fits(browser: Browser, email: string, path: string, name: string) {
  for (const viewport of [PHONE, LAPTOP]) {
    const page = await signedInPage(browser, email, { viewport });
    await page.goto(path);
    await expectFits(page, `${path} as ${email} at ${viewport.width}`);
    await shot(page, `${name}-${viewport.width}`);
    await page.context().close();
  }
}

test('the screens fit a phone and a laptop: the agent’s preferences, the admin’s and the manager’s locks', async ({ browser }) => {
  await fits(browser, AGENT, '/preferences', 'preferences-agent');
  await fits(browser, ADMIN, '/routing', 'routing-admin');
  await fits(browser, 'manager@acme.test', '/routing', 'routing-manager');
});

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  await admin.request.post('/api/agent-alerts/locks', { headers: ORIGIN, data: { behaviour: 'showing', officeId: 0, locked: false } });
  await admin.context().close();
});
