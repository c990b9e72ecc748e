import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { demoSecrets, secretsIn } from './support/audit-secrets';
import { DEMO_PORT, E2E } from './support/env';
import { expectFits, LAPTOP, PHONE } from './support/layout';
import { routing } from './support/routing';
import { signedInPage } from './support/session';
import { fakeBrowser, open, startPushService } from '../support/push-service';

/**
 * Agent alerts on /preferences and /routing against the demo upstream: an agent's choices saved and
 * found again, a lock an admin sets shown on the agent's screen as on, disabled, with who locked it,
 * and an alert made from a buyer's activity in the demo (its signed webhook) listed under 'Alerts sent
 * to you'. On a phone, three views of one home reach the agent by e-mail (the demo's mail catcher) with
 * a link that opens the user; a routed lead's push, decrypted as the phone would and handed to the
 * dashboard's service worker, shows a notification whose Claim and Call act on the lead. Both screens
 * fit a phone and a laptop for an agent, an admin and a manager.
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
  const res = await fetch(`${E2E.demoURL}/__demo${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
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
  await expect(
    alertsForm(page)
      .locator('[data-behaviour="showing"]')
      .getByText(/^Locked on by .+/),
  ).toBeVisible();
  await page.context().close();
});

test("'Alerts sent to you' lists the alert a buyer's favourite made, within seconds", async ({ browser }) => {
  const agent = await agentId(AGENT);
  const signUp = await demoPost('/signup', {
    stack_id: 'acme',
    name: 'Fran Favourite',
    email: `fran.${Date.now()}@example.com`,
    agent_id: agent,
  });
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

/** A surname no other run used: letters only, as names make the sign-up's e-mail address. */
const uniqueWord = () =>
  `Q${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`;

type Mail = { to: string; subject: string; text: string; html: string | null; headers: string[] | null };

/** What this worker's servers hold secret: the suite's fixed secrets, the dashboard's keys, every key the demo issued. */
const secrets = () =>
  demoSecrets(
    [join(tmpdir(), `broker-dashboard-e2e-${DEMO_PORT}`, 'demo.sqlite')],
    [E2E.password, E2E.sessionSecret, E2E.fubSecret, E2E.credentialKey, E2E.vapid.privateKey],
  );

/** The alert mails the demo's catcher holds for `to` whose subject starts with `subject`. */
async function mailsTo(to: string, subject: string): Promise<Mail[]> {
  const { items } = (await demo.outbox(`?kind=mail&to=${encodeURIComponent(to)}`)) as { items: Mail[] };
  return items.filter((m) => m.subject.startsWith(subject));
}

test("on a phone: 'viewed one home 3 times' by e-mail; three views mail the agent a link that opens the user", async ({ browser }) => {
  const page = await signedInPage(browser, AGENT, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto('/preferences');
  const form = alertsForm(page);
  await form.getByRole('textbox', { name: 'Views of one home' }).fill('3');
  await form.getByRole('checkbox', { name: 'Viewed one home 3 times', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Viewed one home 3 times: Push', exact: true }).uncheck();
  await form.getByRole('checkbox', { name: 'Viewed one home 3 times: E-mail', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Quiet hours', exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save alerts' }).click();
  await expect(toast(page, 'Alert choices saved')).toBeVisible();
  await expectFits(page, '/preferences after saving, on a phone');

  const name = `Vera Viewer ${uniqueWord()}`;
  const user = await routing.signUp(name, { agent_id: await agentId(AGENT) });
  for (let i = 0; i < 3; i++) await demoPost('/activity', { stack_id: 'acme', user_id: user, kind: 'view', listing_key: 'ML81000000' });
  await expect.poll(async () => (await mailsTo(AGENT, `${name} keeps looking at one home`)).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mailsTo(AGENT, `${name} keeps looking at one home`);
  expect(mail?.text).toMatch(/Viewed .+ 3 times today\./);
  const link = /Open the user's page: (\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBe(`${E2E.baseURL}/users/${user}`);
  expect(mail?.html).toContain(`href="${link}"`);
  expect(mail?.headers?.some((h) => h.startsWith('Auto-Submitted:'))).toBe(true);
  expect(secretsIn(JSON.stringify(mail), secrets())).toEqual([]);
  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.context().close();
});

test("a routed lead's push shows a notification whose Claim and Call work from the service worker", async ({ browser }) => {
  const service = await startPushService(201);
  const phone = fakeBrowser();
  const page = await signedInPage(browser, AGENT, { viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  try {
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: E2E.baseURL });
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        for (const r of e.registrations) if (r.scopeURL.startsWith(E2E.baseURL) && !r.isDeleted) registrations.push(r.registrationId);
      },
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto('/preferences');
    await expect(page.getByRole('switch', { name: 'Alerts on this phone' })).toBeVisible();
    // Whatever the hour the test runs at, the push goes now.
    await alertsForm(page).getByRole('checkbox', { name: 'Quiet hours', exact: true }).uncheck();
    await alertsForm(page).getByRole('button', { name: 'Save alerts' }).click();
    await expect(toast(page, 'Alert choices saved')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    // A headless browser has no push service to subscribe with: the phone's subscription is made as the
    // switch would send it, to a push service on this machine.
    const saved = await page.request.post('/api/agent-alerts/subscription', {
      headers: ORIGIN,
      data: { endpoint: `${service.origin}/push/e2e-phone`, keys: phone.keys },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const name = `Pia Pusher ${uniqueWord()}`;
    routing.nextTurnTo(await agentId(AGENT));
    const user = await routing.signUp(name);
    await expect.poll(() => service.received.length, { timeout: 60_000 }).toBeGreaterThan(0);
    const alert = JSON.parse(open(phone, service.received[0]!.body)) as Record<string, unknown>;
    // Neither the payload nor the request to the push service carries a secret (the VAPID header is a signature).
    expect(secretsIn(JSON.stringify({ headers: service.received[0]!.headers, alert }), secrets())).toEqual([]);
    expect(alert).toMatchObject({
      title: `New lead: ${name}`,
      url: `${E2E.baseURL}/users/${user}`,
      userId: user,
      phone: '415-555-0142',
      claimable: true,
    });

    // The push service hands the payload to the browser, as Chromium's DevTools let a test do.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: E2E.baseURL,
      registrationId: registrations[0]!,
      data: JSON.stringify(alert),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          actions: (n as Notification & { actions?: { title: string }[] }).actions?.map((a) => a.title),
        })),
      );
    await expect.poll(async () => (await shown()).length).toBe(1);
    expect((await shown())[0]).toEqual({ title: `New lead: ${name}`, actions: ['Call', 'Claim'] });

    // A tap on an action, dispatched to the worker's own handler; windows it opens are recorded, as a
    // test cannot open the phone's dialler.
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(E2E.baseURL)) ?? (await context.waitForEvent('serviceworker'));
    const tap = (action: string) =>
      worker.evaluate(async (action) => {
        // The worker's global scope, typed as far as this test uses it.
        const sw = self as unknown as {
          clients: object;
          fetch: typeof fetch;
          registration: { getNotifications(): Promise<Notification[]> };
          dispatchEvent(e: Event): boolean;
        };
        const opened: string[] = [];
        const answered: string[] = [];
        Object.defineProperty(sw.clients, 'openWindow', { configurable: true, value: async (url: string) => (opened.push(url), null) });
        const fetchOf = sw.fetch;
        sw.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
          fetchOf(input, init).then((r: Response) => (answered.push(`${new URL(r.url).pathname} ${r.status}`), r));
        const notification =
          (await sw.registration.getNotifications())[0] ?? (await new Promise<never>((_, no) => no(new Error('no notification'))));
        const waits: Promise<unknown>[] = [];
        const event = new Event('notificationclick');
        Object.defineProperties(event, {
          notification: { value: notification },
          action: { value: action },
          waitUntil: { value: (p: Promise<unknown>) => void waits.push(p) },
        });
        sw.dispatchEvent(event);
        await Promise.all(waits);
        sw.fetch = fetchOf;
        return { opened, answered };
      }, action);

    const claim = await tap('claim');
    expect(claim).toEqual({ answered: ['/api/routing/claim 200'], opened: [`${E2E.baseURL}/users/${user}`] });
    await expect.poll(() => routing.caseOf(user)?.touch).toBe('claim');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: E2E.baseURL,
      registrationId: registrations[0]!,
      data: JSON.stringify(alert),
    });
    await expect.poll(async () => (await shown()).length).toBe(1);
    const call = await tap('call');
    expect(call).toEqual({ answered: ['/api/routing/touch 200'], opened: ['tel:415-555-0142'] });
  } finally {
    await page.request.delete('/api/agent-alerts/subscription', {
      headers: ORIGIN,
      data: { endpoint: `${service.origin}/push/e2e-phone` },
    });
    await page.context().close();
    await service.close();
  }
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
