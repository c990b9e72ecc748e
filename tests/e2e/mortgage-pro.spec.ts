import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';

const IMAGES = join(__dirname, '../fixtures/images');
const ORIGIN = { Origin: E2E.baseURL };

type Mpro = { display_name: string; email: string; company: string | null; license: { licenseNumber: string }; photo: string | null };

/** Calls the demo upstream directly with an account's key, to arrange and check the world. */
async function upstream<T>(path: string, init: { method?: string; body?: unknown; email?: string; mode?: string } = {}): Promise<T> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === (init.email ?? 'admin@acme.test'))?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-API-KEY': key, 'X-Mode': init.mode ?? 'manager', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await res.json()) as T;
}

const mproAt = async (query = '') => (await upstream<{ mpro: Mpro | null }>(`/user/mpro${query}`)).mpro;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function officeId(name: string): Promise<number> {
  const { offices } = await upstream<{ offices: { id: number; name: string }[] }>('/offices');
  const id = offices.find((o) => o.name === name)?.id;
  if (!id) throw new Error(`no office ${name}`);
  return id;
}

async function fillMpro(page: Page, values: { name: string; email: string; license: string; company?: string }) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'License number').fill(values.license);
  await field(page, 'Company').fill(values.company ?? '');
}

test.beforeEach(async () => {
  await demo.reset();
});

test.describe('admin', () => {
  test('deletes, adds, reloads and deletes the app-level Mortgage Pro, with confirmation and validation', async ({ page }) => {
    expect((await mproAt())?.display_name).toBe('Priya Shah');
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    await expect(page.getByRole('heading', { name: 'Mortgage Pro', level: 1 })).toBeVisible();
    const panel = page.getByRole('region', { name: 'App default' });
    await expect(field(page, 'Name')).toHaveValue('Priya Shah');

    // Delete asks first; Cancel keeps it.
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Mortgage Pro' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await mproAt()).not.toBeNull();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Mortgage Pro deleted')).toBeVisible();
    await expect(panel.getByText('No Mortgage Pro set')).toBeVisible();
    expect(await mproAt()).toBeNull();

    // Add reveals the form; each rule has its message.
    await panel.getByRole('button', { name: 'Add' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Required');
    await expect(field(page, 'License number')).toHaveAccessibleDescription('Required');
    await fillMpro(page, { name: 'Jordan Lee', email: 'jordan@', license: 'NMLS 42', company: 'c'.repeat(201) });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(field(page, 'Company')).toHaveAccessibleDescription('201 / 200 characters At most 200 characters');
    await fillMpro(page, { name: 'Jordan Lee', email: 'jordan@bayloans.test', license: 'NMLS 42', company: 'Bay Loans' });
    await field(page, 'Phone').fill('(415) 555-0142');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mortgage Pro saved')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('Jordan Lee');
    await expect(field(page, 'Company')).toHaveValue('Bay Loans');
    expect(await mproAt()).toMatchObject({
      display_name: 'Jordan Lee',
      email: 'jordan@bayloans.test',
      company: 'Bay Loans',
      license: { licenseNumber: 'NMLS 42' },
    });

    await panel.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('No Mortgage Pro set')).toBeVisible();
    await page.reload();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeVisible();
  });

  test('the office level lists the indented tree and saves an office Mortgage Pro', async ({ page }) => {
    const fresno = await officeId('Fresno Office');
    await upstream(`/user/mpro`, { method: 'POST', body: { office_id: fresno, delete: true } });
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    await page.getByRole('navigation', { name: 'Mortgage Pro level' }).getByRole('link', { name: 'Office' }).click();
    await expect(page).toHaveURL(/level=office/);
    await expect(page.getByText('Choose an office')).toBeVisible();
    const offices = page.getByRole('navigation', { name: 'Offices' });
    // 10 units of indent per depth: HQ at the root, a region one level down, a branch two.
    const indent = (name: string) =>
      offices.getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).paddingInlineStart);
    expect(await indent('Acme Realty HQ')).toBe('12px');
    expect(await indent('Central Valley Region')).toBe('22px');
    expect(await indent('Fresno Office')).toBe('32px');

    await offices.getByRole('link', { name: 'Fresno Office' }).click();
    await expect(page).toHaveURL(new RegExp(`level=office&office=${fresno}`));
    const panel = page.getByRole('region', { name: 'Fresno Office' });
    await panel.getByRole('button', { name: 'Add' }).click();
    await fillMpro(page, { name: 'Valley Lending', email: 'hello@valley.test', license: 'NMLS 77' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mortgage Pro saved')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('Valley Lending');
    expect((await mproAt(`?office_id=${fresno}`))?.display_name).toBe('Valley Lending');
    // The app level is untouched.
    expect((await mproAt())?.display_name).toBe('Priya Shah');
  });

  test('the agent search waits for 2 characters and a typing pause, then picks an agent', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    // The page's own clock: the typing pause is run through, not waited out.
    await page.clock.install();
    await page.goto('/mortgagepro?level=agent');
    await expect(page.getByText('Choose an agent')).toBeVisible();
    const quickPick = page.getByRole('region', { name: 'Agents with a Mortgage Pro' });
    await expect(quickPick.getByRole('link', { name: /Avery Agent/ })).toBeVisible();

    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/mpro/agents')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    const box = page.getByRole('searchbox', { name: 'Search agents' });
    await box.pressSequentially('a');
    // A search would start inside the pause's timer, so its request is seen by the time runFor returns.
    await page.clock.runFor(700);
    expect(searches).toEqual([]);
    await box.pressSequentially('very', { delay: 60 });
    await expect(page.getByRole('list', { name: 'Agents found' })).toBeVisible();
    expect(searches).toEqual(['avery']);
    const found = page.getByRole('list', { name: 'Agents found' });
    await expect(found.getByRole('link')).toHaveCount(4);
    await expect(page.getByText('Showing 1–4 of 4')).toBeVisible();

    // A broad search pages by 20.
    await box.fill('acmerealty');
    await expect(found.getByRole('link')).toHaveCount(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Showing 21–40 of \d+/)).toBeVisible();

    await box.fill('agent@acme');
    await found.getByRole('link', { name: /Avery Agent/ }).click();
    await expect(page).toHaveURL(/level=agent&agent=\d+/);
    const panel = page.getByRole('region', { name: 'Agent: Avery Agent' });
    await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Hannah Kim');
  });

  test("the switch 'Allow agents to set their own Mortgage Pro' persists", async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    const allow = page.getByRole('checkbox', { name: 'Allow agents to set their own Mortgage Pro' });
    await expect(allow).not.toBeChecked();
    await allow.check();
    await expect(page.getByText('Setting saved')).toBeVisible();
    await page.reload();
    await expect(allow).toBeChecked();
    expect((await upstream<{ enabled: boolean }>('/user/mpro_agent')).enabled).toBe(true);
    await allow.uncheck();
    await expect(allow).not.toBeChecked();
    await page.reload();
    await expect(allow).not.toBeChecked();
  });

  test('uploads and deletes the photo of a level', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    const card = page.getByRole('region', { name: 'Mortgage Pro photo' });
    await card.getByLabel('Choose a photo for Priya Shah').setInputFiles(join(IMAGES, 'tiny.jpg'));
    await expect(page.getByText('Photo was saved')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Photo of Priya Shah' })).toHaveAttribute('src', /^blob:/);
    await page.reload();
    await expect(card.getByRole('img', { name: 'Photo of Priya Shah' })).toHaveAttribute('src', /\/media\/uploads\/mpro-/);
    expect((await mproAt())?.photo).toMatch(/\/media\/uploads\/mpro-/);

    await card.getByLabel('Choose a photo for Priya Shah').setInputFiles(join(IMAGES, 'tiny.gif'));
    await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();

    await card.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('dialog', { name: 'Delete photo' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('No photo yet.')).toBeVisible();
    expect((await mproAt())?.photo).toBeNull();
  });

  test('the Pro Tips open', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/mortgagepro');
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.getByRole('dialog', { name: 'Pro Tips' }).getByText('Setting up Mortgage Pro', { exact: true })).toBeVisible();
  });
});

test.describe('other roles and modes', () => {
  test('an agent with permission edits only their own Mortgage Pro', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await page.goto('/mortgagepro');
    await expect(page.getByRole('navigation', { name: 'Mortgage Pro level' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Allow agents to set their own Mortgage Pro' })).toHaveCount(0);
    const panel = page.getByRole('region', { name: 'Your Mortgage Pro' });
    await expect(field(page, 'Name')).toHaveValue('Hannah Kim');
    await field(page, 'Company').fill('Kim Family Mortgage');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Mortgage Pro saved')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Company')).toHaveValue('Kim Family Mortgage');

    // Asking for the app level still saves the agent's own: the handler pins the level.
    const res = await page.request.post('/api/mpro', {
      headers: ORIGIN,
      data: { level: { kind: 'app' }, mpro: { displayName: 'Sneaky', email: 'sneaky@x.test', licenseNumber: '1' } },
    });
    expect(res.status()).toBe(200);
    expect((await mproAt())?.display_name).toBe('Priya Shah');
    const own = await upstream<{ mpro: Mpro | null }>('/user/mpro', { email: 'agent@acme.test', mode: 'agent' });
    expect(own.mpro?.display_name).toBe('Sneaky');
    const search = await page.request.get('/api/mpro/agents?q=av');
    expect(search.status()).toBe(403);
  });

  test('a manager is sent home and refused by the handlers', async ({ page }) => {
    await signIn(page, 'manager@acme.test');
    await page.goto('/mortgagepro');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    expect((await page.request.get('/api/mpro/agents?q=av')).status()).toBe(403);
    expect((await page.request.post('/api/mpro/settings', { headers: ORIGIN, data: { enabled: true } })).status()).toBe(403);
  });

  test('read-only mode shows the Mortgage Pro without changes; the handlers answer 403', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await page.goto('/?ro=1');
    await page.goto('/mortgagepro');
    await expect(field(page, 'Name')).toHaveValue('Priya Shah');
    await expect(field(page, 'Name')).toBeDisabled();
    await expect(page.getByRole('button', { name: /^(Save|Delete|Add|Upload photo|Change photo|Delete photo)$/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Allow agents to set their own Mortgage Pro' })).toBeDisabled();
    const calls = [
      page.request.post('/api/mpro', {
        headers: ORIGIN,
        data: { level: { kind: 'app' }, mpro: { displayName: 'X', email: 'x@x.test', licenseNumber: '1' } },
      }),
      page.request.delete('/api/mpro', { headers: ORIGIN, data: { level: { kind: 'app' } } }),
      page.request.post('/api/mpro/settings', { headers: ORIGIN, data: { enabled: true } }),
      page.request.post('/api/mpro/photo?level=app', { headers: { ...ORIGIN, 'Content-Type': 'image/png' }, data: Buffer.from('x') }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status()).toBe(403);
      expect(await res.json()).toEqual({ error: { message: 'Read-only mode: changes are not allowed.' } });
    }
    expect((await mproAt())?.display_name).toBe('Priya Shah');
  });
});
