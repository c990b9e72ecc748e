import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { format, fromUnixTime } from 'date-fns';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';

const IMAGES = join(__dirname, '../fixtures/images');
const ORIGIN = { Origin: E2E.baseURL };

/** Calls the demo upstream directly with an account's key, to arrange and check the world. */
async function upstream<T>(path: string, init: { method?: string; body?: unknown; email?: string } = {}): Promise<T> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === (init.email ?? 'admin@acme.test'))?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-API-KEY': key, 'X-Mode': 'manager', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as T;
}

type Row = { id: number; display_name: string; email: string };
async function agentBy(q: string): Promise<Row> {
  const { agents } = await upstream<{ agents: Row[] }>(`/agents?limit=1&offset=0&q=${encodeURIComponent(q)}`);
  if (!agents[0]) throw new Error(`no agent matches ${q}`);
  return agents[0];
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const ACCOUNT_CARDS = ['Delete agent', 'Change agent password', 'Resend agent creation email'];

test.beforeEach(async () => {
  await demo.reset();
});

test.describe('admin', () => {
  test('edits and saves after the short delay; the profile persists after reload', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await expect(heading(page, agent.display_name)).toBeVisible();
    // The form starts read-only.
    await expect(field(page, 'Phone')).toBeDisabled();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await field(page, 'Phone').fill('(415) 555-0199');
    await field(page, 'Bio').fill('Avery knows every street in Fresno.');
    const offices = await upstream<{ offices: { id: number; name: string }[] }>('/offices');
    const sanDiego = offices.offices.find((o) => o.name === 'San Diego Office')?.id;
    const officeSelect = page.getByRole('combobox', { name: 'Office' });
    // The tree's indent: San Diego sits two levels down (HQ, then the Southern California Region).
    expect(await officeSelect.locator(`option[value="${sanDiego}"]`).textContent()).toBe('\u00a0\u00a0\u00a0\u00a0San Diego Office');
    await officeSelect.selectOption(String(sanDiego));
    await expect(page.getByText('35 / 2000 characters')).toBeVisible();

    const started = Date.now();
    const request = page.waitForRequest((r) => r.url().endsWith(`/api/agents/${agent.id}`) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await request;
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    await expect(page.getByText('Profile was saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    await page.reload();
    await expect(field(page, 'Phone')).toHaveValue('(415) 555-0199');
    await expect(field(page, 'Bio')).toHaveValue('Avery knows every street in Fresno.');
    const stored = (await demo.agent(agent.id)) as { phone: string; office_id: number };
    expect(stored.phone).toBe('(415) 555-0199');
    expect(stored.office_id).toBe(sanDiego);
  });

  test('shows each validation message and sends nothing', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/agents/${agent.id}`) && r.method() === 'POST') sent++;
    });

    await field(page, 'Name').fill('');
    await field(page, 'Email').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Required');
    await expect(field(page, 'Name')).toBeFocused();

    await field(page, 'Name').fill('Avery Hall');
    await field(page, 'Email').fill('avery.hall@');
    await field(page, 'Bio').fill('x'.repeat(2001));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(page.getByText('At most 2000 characters')).toBeVisible();
    await expect(page.getByText('2001 / 2000 characters')).toBeVisible();
    // The check runs in the click's handler, before the messages render: a request it let through would be seen already.
    expect(sent).toBe(0);
  });

  test("a failed save shows 'Error saving profile' and keeps what was typed", async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await demo.fault({ path: `/user/profile/${agent.id}`, method: 'POST', count: 1, status: 500 });
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await field(page, 'Website').fill('https://avery-hall.test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Error saving profile')).toBeVisible();
    await expect(field(page, 'Website')).toHaveValue('https://avery-hall.test');
    await expect(field(page, 'Website')).toBeEnabled();
  });

  test('pins and unpins; the state persists', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    const pin = page.getByRole('region', { name: 'Pin' });
    await expect(pin.getByText('Not pinned')).toBeVisible();
    await pin.getByRole('button', { name: 'Pin agent' }).click();
    await expect(pin.getByText('Pinned', { exact: true })).toBeVisible();
    await page.reload();
    await expect(pin.getByText('Pinned', { exact: true })).toBeVisible();
    expect(((await demo.agent(agent.id)) as { priority: number }).priority).toBeGreaterThan(0);
    await pin.getByRole('button', { name: 'Unpin agent' }).click();
    await expect(pin.getByText('Not pinned')).toBeVisible();
    await page.reload();
    await expect(pin.getByText('Not pinned')).toBeVisible();
  });

  test("a failed pin shows 'Error pinning agent'", async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await demo.fault({ path: '/agent_pin', method: 'POST', count: 1, status: 500 });
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Pin agent' }).click();
    await expect(page.getByText('Error pinning agent')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pin' }).getByText('Not pinned')).toBeVisible();
  });

  test('uploads a PNG photo that shows at once, refuses a non-image, deletes after confirmation', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    const card = page.getByRole('region', { name: 'Photo' });
    const photo = card.getByRole('img', { name: `Photo of ${agent.display_name}` });
    const before = await photo.getAttribute('src');

    await card.getByLabel(`Choose a photo for ${agent.display_name}`).setInputFiles(join(IMAGES, 'tiny.png'));
    await expect(page.getByText('Photo was saved')).toBeVisible();
    await expect(photo).not.toHaveAttribute('src', before ?? '');
    await page.reload();
    await expect(photo).toHaveAttribute('src', /\/media\/uploads\/avatar-/);
    expect(((await demo.agent(agent.id)) as { photo: string }).photo).toMatch(/^\/media\/uploads\//);

    // A text file with an image name and type passes the browser's check; the server reads its bytes.
    await card.getByLabel(`Choose a photo for ${agent.display_name}`).setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('definitely not a picture'),
    });
    await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();
    const refused = await page.request.post(`/api/agents/${agent.id}/photo`, {
      headers: { ...ORIGIN, 'Content-Type': 'image/svg+xml' },
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(refused.status()).toBe(415);

    await card.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('dialog', { name: 'Delete photo' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Photo was deleted')).toBeVisible();
    await expect(card.getByText('No photo yet.')).toBeVisible();
    expect(((await demo.agent(agent.id)) as { photo: string | null }).photo).toBeNull();
  });

  test('deletes an agent after confirmation, lands on /agents, and the agent is gone', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('region', { name: 'Delete agent' }).getByRole('button', { name: 'Delete agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete agent' });
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('region', { name: 'Delete agent' }).getByRole('button', { name: 'Delete agent' }).click();
    await dialog.getByRole('button', { name: 'Delete agent' }).click();
    await expect(page).toHaveURL(`${E2E.baseURL}/agents`);
    await expect(page.getByText('Agent was deleted')).toBeVisible();
    await expect(demo.agent(agent.id)).rejects.toThrow(/404/);
    await page.goto(`/agents/${agent.id}`);
    await expect(heading(page, 'Not found')).toBeVisible();
  });

  test('changes the agent password (at least 6 characters), and the agent can sign in with it', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    const card = page.getByRole('region', { name: 'Change agent password' });
    await card.getByLabel('New password').fill('12345');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(card.getByText('Passwords must be at least 6 characters')).toBeVisible();
    await card.getByLabel('New password').fill('fresh-pass-77');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password was saved')).toBeVisible();
    await expect(card.getByLabel('New password')).toHaveValue('');
    const login = await fetch(`${E2E.demoURL}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: 'fresh-pass-77', stack_id: 'acme' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { api_key?: string }).api_key).toBeTruthy();
  });

  test("resends the creation email: 'Email was sent' and the outbox has it", async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('Email was sent')).toBeVisible();
    const { items } = (await demo.outbox(`?to=${encodeURIComponent(agent.email)}`)) as { items: { to: string }[] };
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.every((m) => m.to.toLowerCase() === agent.email.toLowerCase())).toBe(true);

    await demo.fault({ path: `/resend_agent_email/${agent.id}`, method: 'POST', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('Error sending email')).toBeVisible();
  });

  test('a canceled self-provisioned agent shows the deactivation banner and no account cards', async ({ page }) => {
    const agent = await agentBy('canceled@acme.test');
    const stored = (await demo.agent(agent.id)) as { subscription_cancel_at: number };
    await signIn(page, 'admin@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await expect(page.getByText('Subscription canceled')).toBeVisible();
    await expect(
      page.getByText(`The agent will be deactivated on ${format(fromUnixTime(stored.subscription_cancel_at), 'MMM d yyyy')}.`),
    ).toBeVisible();
    for (const card of ACCOUNT_CARDS) await expect(heading(page, card)).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    // The handlers refuse too.
    const res = await page.request.post(`/api/agents/${agent.id}/resend-email`, { headers: ORIGIN, data: {} });
    expect(res.status()).toBe(403);

    // The canceled agent's own billing link is hidden (payments are on for acme).
    await page.context().clearCookies();
    await signIn(page, 'canceled@acme.test');
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  });

  test("an unknown agent shows 'Not found'; the Pro Tips open", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/agents/999999');
    await expect(heading(page, 'Not found')).toBeVisible();
    await expect(page.getByText('Sorry! The page you requested does not exist.')).toBeVisible();
    await page.goto('/agents/not-a-number');
    await expect(heading(page, 'Not found')).toBeVisible();

    const agent = await agentBy('avery.hall');
    await page.goto(`/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.getByRole('dialog', { name: 'Pro Tips' }).getByText('Editing an agent', { exact: true })).toBeVisible();
  });

  test('the not-found page answers 404 for an unknown agent as for an unknown path; a known agent 200', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    for (const path of ['/agents/123456', '/agents/not-a-number', '/no-such-screen']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(heading(page, 'Not found')).toBeVisible();
    }
    const agent = await agentBy('avery.hall');
    expect((await page.goto(`/agents/${agent.id}`))?.status()).toBe(200);
    await expect(heading(page, agent.display_name)).toBeVisible();
  });

  test('a failed load shows the error state with a working Try again', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await demo.fault({ path: `/user/profile/${agent.id}`, method: 'GET', count: 1, status: 500 });
    await page.goto(`/agents/${agent.id}`);
    await expect(page.getByText('Unable to load data')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, agent.display_name)).toBeVisible();
  });
});

test.describe('other roles and modes', () => {
  test('a manager edits but sees no delete, password or resend cards, and their handlers answer 403', async ({ page }) => {
    const agent = await agentBy('agent@acme.test'); // San Francisco Office, the manager's branch
    await signIn(page, 'manager@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await expect(heading(page, agent.display_name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pin agent' })).toBeVisible();
    for (const card of ACCOUNT_CARDS) await expect(heading(page, card)).toHaveCount(0);
    for (const [method, path] of [
      ['DELETE', ''],
      ['POST', '/password'],
      ['POST', '/resend-email'],
    ] as const) {
      const res = await page.request.fetch(`/api/agents/${agent.id}${path}`, { method, headers: ORIGIN, data: { password: 'secret99' } });
      expect(res.status(), `${method} ${path}`).toBe(403);
    }
    // An agent outside the manager's offices is not theirs to see.
    const outsider = await agentBy('canceled@acme.test');
    await page.goto(`/agents/${outsider.id}`);
    await expect(heading(page, 'Not found')).toBeVisible();
  });

  test('an agent is sent home, and the handlers refuse them', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'agent@acme.test');
    await page.goto(`/agents/${agent.id}`);
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    const res = await page.request.post(`/api/agents/${agent.id}/pin`, { headers: ORIGIN, data: { pinned: true } });
    expect(res.status()).toBe(403);
  });

  test('read-only mode hides Edit and the other changes; the handlers answer 403', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    await page.goto('/?ro=1');
    await page.goto(`/agents/${agent.id}`);
    await expect(heading(page, agent.display_name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pin agent|Upload photo|Change photo|Delete photo/ })).toHaveCount(0);
    for (const card of ACCOUNT_CARDS) await expect(heading(page, card)).toHaveCount(0);
    const calls = [
      page.request.post(`/api/agents/${agent.id}`, { headers: ORIGIN, data: { displayName: 'X', email: 'x@acme.test' } }),
      page.request.post(`/api/agents/${agent.id}/pin`, { headers: ORIGIN, data: { pinned: true } }),
      page.request.post(`/api/agents/${agent.id}/photo`, { headers: { ...ORIGIN, 'Content-Type': 'image/png' }, data: Buffer.from('x') }),
      page.request.post(`/api/agents/${agent.id}/password`, { headers: ORIGIN, data: { password: 'secret99' } }),
      page.request.post(`/api/agents/${agent.id}/resend-email`, { headers: ORIGIN, data: {} }),
      page.request.delete(`/api/agents/${agent.id}`, { headers: ORIGIN }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status()).toBe(403);
      expect(await res.json()).toEqual({ error: { message: 'Read-only mode: changes are not allowed.' } });
    }
    expect(((await demo.agent(agent.id)) as { display_name: string }).display_name).toBe(agent.display_name);
  });

  test('the hiding template hides Edit and the account cards; saving is refused', async ({ page }) => {
    // App data is cached briefly on the server (at most APP_CACHE_SECONDS): poll until the template change shows.
    const agent = await agentBy('avery.hall');
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await demo.setApp('acme', { template: 'premier' });
    try {
      await signIn(page, 'admin@acme.test');
      await page.goto(`/agents/${agent.id}`);
      await expect(async () => {
        await page.reload();
        await expect(heading(page, agent.display_name)).toBeVisible();
        await expect(edit).toHaveCount(0, { timeout: 500 });
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      for (const card of ACCOUNT_CARDS) await expect(heading(page, card)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pin agent' })).toBeVisible();
      const res = await page.request.post(`/api/agents/${agent.id}`, { headers: ORIGIN, data: { displayName: 'X', email: 'x@acme.test' } });
      expect(res.status()).toBe(403);
    } finally {
      // Leave the server's cached app data as the other tests expect it.
      await demo.setApp('acme', { template: 'default' });
      await expect(async () => {
        await page.reload();
        await expect(edit).toHaveCount(1, { timeout: 500 });
      }).toPass({ timeout: 60_000, intervals: [2_000] });
    }
  });

  test('a mutation without the Origin header is refused', async ({ page }) => {
    const agent = await agentBy('avery.hall');
    await signIn(page, 'admin@acme.test');
    const res = await page.request.post(`/api/agents/${agent.id}/pin`, { data: { pinned: true } });
    expect(res.status()).toBe(403);
  });
});
