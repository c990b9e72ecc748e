import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { checkA11y } from './support/a11y';
import { signedInPage } from './support/session';
import { expectInWindow, LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';
import { AGENT_SEARCH_DEBOUNCE_MS } from '@/lib/users/rules';
import { requestsWithin } from './support/requests';

/**
 * The users list (/users) against the demo upstream, as an admin and as a manager: the list's state in
 * the URL, the filters, bulk agent and tag changes that show without a reload, a new user, a CSV import
 * of a CRM export whose columns are mapped, and the download. The demo is reset once; each test
 * changes users of its own.
 */

const origin = { Origin: E2E.baseURL };
const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const rows = (page: Page) => table(page).locator('tbody tr');
const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of [\d,]+$/);

async function openUsers(page: Page, query = '') {
  await page.goto(`/users${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // The page is there once its table (or empty state) is.
  await expect(
    table(page)
      .or(page.getByText(/^No users/))
      .first(),
  ).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});

test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'admin@acme.test');
  });

  test('the list state lives in the URL and survives reload and back', async () => {
    await openUsers(page);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Create Search' }).first()).toBeVisible();
    await expect(rows(page).first().getByRole('link').first()).toHaveAttribute('href', /^\/users\/\d+$/);
    await expect(rows(page).locator('a[href^="/agents/"]').first()).toBeVisible();

    await page.getByLabel('Sort').selectOption('a');
    await expect(page).toHaveURL(/\/users\?sort=a$/);
    const names = await rows(page).getByRole('rowheader').locator('a[href^="/users/"]').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await page.getByLabel('Rows per page').selectOption('25');
    await expect(page).toHaveURL(/sort=a&limit=25$/);
    await expect(rows(page)).toHaveCount(25);

    await page.getByLabel('Tag').selectOption('kiosk');
    await expect(page).toHaveURL(/tag=kiosk/);
    await expect(async () => {
      const texts = await rows(page).allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('Open House');
    }).toPass();
    const before = await showing(page).innerText();

    await page.getByLabel('Search users').fill('a');
    await expect(page).toHaveURL(/q=a/);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('Search users')).toHaveValue('a');
    await expect(page.getByLabel('Tag')).toHaveValue('kiosk');
    await expect(page.getByLabel('Sort')).toHaveValue('a');
    await expect(page.getByLabel('Rows per page')).toHaveValue('25');
    // The search added one entry: Back leaves it for the list as it was, tag filter and all.
    await page.goBack();
    await expect(page).toHaveURL(/\/users\?sort=a&limit=25&tag=kiosk$/);
    await expect(page.getByLabel('Search users')).toHaveValue('');
    await expect(showing(page)).toHaveText(before);
  });

  test('the open house links filter by kiosk-agent, and the agent filter searches from 3 characters', async () => {
    await openUsers(page, '?tag=kiosk-agent');
    await expect(page.getByLabel('Tag')).toHaveValue('kiosk-agent');
    await expect(rows(page).first()).toContainText('Open House (agent)');

    await openUsers(page);
    const search = page.getByLabel('Filter by agent');
    // Two characters search nothing: no request over the search's own debounce, no list.
    const searches = await requestsWithin(
      page,
      AGENT_SEARCH_DEBOUNCE_MS,
      (url) => url.pathname === '/api/agents',
      () => search.fill('ag'),
    );
    expect(searches.map((r) => r.url())).toEqual([]);
    await expect(page.getByRole('list', { name: 'Matching agents' })).toHaveCount(0);
    await search.fill('agent@acme');
    await page
      .getByRole('list', { name: 'Matching agents' })
      .getByRole('button', { name: /Avery Agent/ })
      .click();
    await expect(page).toHaveURL(/agent=\d+/);
    await expect(page.getByText('Agent: Avery Agent')).toBeVisible();
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Avery Agent');
    await page.reload();
    await expect(page.getByText('Agent: Avery Agent')).toBeVisible();
    await page.getByRole('button', { name: 'Clear agent filter' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('bulk: add tags to a page, then change the agent of every matching user, shown without a reload', async () => {
    await openUsers(page, '?q=miller&sort=a');
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    await page.getByLabel('Select all users on this page').check();
    await expect(page.getByText(`${count === 1 ? '1 user' : `${count} users`} selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Add tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Add tags' });
    await tags.getByLabel('VIP').check();
    await tags.getByRole('button', { name: 'Add tags' }).click();
    await expect(tags.getByText(/Add VIP to \d+ users?\?/)).toBeVisible();
    await tags.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Tags updated')).toBeVisible();
    await expect(async () => {
      for (const row of await rows(page).all()) await expect(row.getByRole('link', { name: 'VIP' })).toBeVisible();
    }).toPass();

    // Every user matching the search, across pages: the count is shown before anything is sent.
    await openUsers(page, '?q=son&sort=a');
    const total = Number((await showing(page).innerText()).match(/of ([\d,]+)$/)?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(10);
    await page.getByLabel('Select all users on this page').check();
    await page.getByRole('button', { name: /^Select all [\d,]+ users matching$/ }).click();
    await expect(page.getByText(`${total.toLocaleString('en-US')} users selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Change agent' }).click();
    const change = page.getByRole('dialog', { name: 'Change agent' });
    await change.getByLabel('New agent').fill('agent@acme');
    await change.getByRole('button', { name: /Avery Agent/ }).click();
    await change.getByRole('button', { name: 'Change agent' }).click();
    await expect(change.getByText(`Change the agent of ${total.toLocaleString('en-US')} users to Avery Agent?`)).toBeVisible();
    await change.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Agents updated')).toBeVisible();
    await expect(async () => {
      for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Avery Agent');
    }).toPass();
    await page.getByRole('link', { name: 'Next page' }).click();
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Avery Agent');
  });

  test('a failing bulk change says so and changes nothing', async () => {
    await openUsers(page, '?q=miller&sort=a');
    await rows(page).first().getByRole('checkbox').check();
    await demo.fault({ path: '/users/add_tags', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Add tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Add tags' });
    await tags.getByLabel('Seller').check();
    await tags.getByRole('button', { name: 'Add tags' }).click();
    await tags.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Error updating tags')).toBeVisible();
    await expect(tags).toBeVisible();
  });

  test('at 390 each user is a card in the window with the select-all box; New user opens inside the window', async () => {
    await openUsers(page);
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, table(page));
      await expect(page.getByLabel('Select all users on this page')).toBeVisible();
      await checkA11y(page, '/users at 390');
      await page.getByRole('button', { name: 'New user' }).click();
      const dialog = page.getByRole('dialog', { name: 'New user' });
      await expect(dialog).toBeVisible();
      await expectInWindow(dialog, PHONE, 'New user at 390', 0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test('new user: the spec messages, a refusal keeps what was typed, then New user created', async () => {
    await openUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await expect(dialog.getByLabel('Send email invitation')).toBeChecked();
    await expect(dialog.getByLabel('Send SMS invitation')).not.toBeChecked();
    await dialog.getByLabel('Name').fill('Quinn Newuser');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByLabel('Phone').fill('123');
    await dialog.getByLabel('Password').fill('12345');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Email' }).fill('buyer@acme.test');
    await dialog.getByLabel('Phone').fill('(415) 555-0199');
    await dialog.getByLabel('Password').fill('secret1');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists.');
    await expect(dialog.getByLabel('Name')).toHaveValue('Quinn Newuser');
    await expect(dialog.getByLabel('Phone')).toHaveValue('(415) 555-0199');

    await dialog.getByRole('textbox', { name: 'Email' }).fill('quinn.newuser@acme.test');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('New user created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search users').fill('quinn.newuser');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Quinn Newuser');
  });

  test('CSV import: a CRM export whose columns are mapped by hand, with error rows and their reasons', async ({}, info) => {
    const file = info.outputPath('crm-export.csv');
    await writeFile(
      file,
      '\uFEFFClient;Contact;Cell\r\nRiley Csvimport;riley.csv@acme.test;555 0101\r\nSasha Csvimport;sasha.csv@acme.test;\r\nSasha Twice;SASHA.csv@acme.test;\r\nBlake Again;buyer@acme.test;\r\n=Formula Csvimport;formula.csv@acme.test;\r\n',
    );
    await openUsers(page);
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from CSV' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a CSV file.');
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await expect(dialog.getByText('Choose which columns hold the name and the email.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Choose the column with the name');
    await dialog.getByLabel('Full name column').selectOption({ label: 'Client (column 1)' });
    await dialog.getByLabel('Email column').selectOption({ label: 'Contact (column 2)' });
    await dialog.getByLabel('Phone column').selectOption({ label: 'Cell (column 3)' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('3 users can be imported. 2 rows have errors.')).toBeVisible();
    const errors = dialog.getByRole('table', { name: 'Rows that cannot be imported' });
    await expect(errors.getByRole('row', { name: /4 Sasha Twice SASHA.csv@acme.test Duplicate email in file \(row 3\)/ })).toBeVisible();
    await expect(errors.getByRole('row', { name: /5 Blake Again buyer@acme.test Email already belongs to a user/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 users' }).click();
    await expect(page.getByText('Users imported successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search users').fill('csvimport');
    await expect(rows(page)).toHaveCount(3);
  });

  test('CSV import recognises a Google Contacts header by itself', async ({}, info) => {
    const file = info.outputPath('google.csv');
    await writeFile(file, 'Given Name,Family Name,E-mail 1 - Value,Phone 1 - Value\nTheo,Googleimport,theo.google@acme.test,555 0102\n');
    await openUsers(page);
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await expect(dialog.getByText('The columns were recognised. Change them if they are wrong.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('1 user can be imported.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 1 user' }).click();
    await expect(page.getByText('Users imported successfully.')).toBeVisible();
    await page.getByLabel('Search users').fill('googleimport');
    await expect(rows(page).first()).toContainText('Theo Googleimport');
  });

  test('CSV import: a file over 10 MB is refused in the browser and by the server; a file with no rows says Error processing file', async ({}, info) => {
    const big = info.outputPath('big.csv');
    await writeFile(big, 'name,email\n' + 'a'.repeat(10_485_760));
    const empty = info.outputPath('header-only.csv');
    await writeFile(empty, 'Name,Email\n');
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/users/csv/preview')) uploads.push(req.url());
    });
    await openUsers(page);
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(big);
    await expect(page.getByText('File big.csv is larger than 10MB. Please select a smaller file.')).toBeVisible();
    expect(uploads).toEqual([]);
    await dialog.getByLabel('CSV file').setInputFiles(empty);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error processing file');

    const res = await page.request.post('/api/users/csv/preview', {
      headers: origin,
      multipart: { file: { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(10_485_760 + 20_000, 'a') } },
    });
    expect(res.status()).toBe(413);
    expect((await res.json()).error.message).toBe('The file is larger than 10MB. Please select a smaller file.');
  });

  test('the download streams every user with formula cells neutralised', async () => {
    await openUsers(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,email,phone,agent,tags,joined,last_login');
    expect(lines.length).toBeGreaterThan(3000);
    expect(text).toContain(",'=Formula Csvimport,formula.csv@acme.test");
    expect(text).not.toMatch(/(^|,)=Formula/m);
  });
});

test.describe('manager', () => {
  test('sees the list and the Agent column, but no create, upload, download, agent filter, bulk or Create Search', async ({ browser }) => {
    const page = await signedInPage(browser, 'manager@acme.test');
    await openUsers(page, '?agent=3');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).locator('a[href^="/agents/"]').first()).toBeVisible();
    for (const name of ['New user', 'Upload CSV', 'Change agent', 'Add tags'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByLabel('Filter by agent')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create Search' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // The agent filter is the admin's: the manager's list ignores it.
    await expect(page).toHaveURL(/agent=3/);

    expect((await page.request.get('/api/users/csv')).status()).toBe(403);
    const refused = await Promise.all([
      page.request.post('/api/users', {
        headers: origin,
        data: { display_name: 'M', email: 'm@acme.test', phone: '4155550100', password: 'secret1' },
      }),
      page.request.post('/api/users/csv/import', { headers: origin, data: { rows: [{ name: 'M', email: 'm@acme.test' }] } }),
      page.request.post('/api/users/csv/preview', {
        headers: origin,
        multipart: { file: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\nM,m@acme.test\n') } },
      }),
      page.request.post('/api/users/bulk/agent', { headers: origin, data: { target: { user_ids: [1] }, agent_id: 3 } }),
      page.request.post('/api/users/bulk/tags', { headers: origin, data: { target: { user_ids: [1] }, tag_ids: [1] } }),
    ]);
    expect(refused.map((r) => r.status())).toEqual([403, 403, 403, 403, 403]);
  });
});

test.describe('other roles and modes', () => {
  test('an agent sees only their own users and may add tags, but not change agents, create, upload, download or filter by agent', async ({
    browser,
  }) => {
    const page = await signedInPage(browser, 'agent@acme.test');
    await openUsers(page);
    await expect(rows(page).first()).toBeVisible();
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Avery Agent');
    // The count is the agent's own: the upstream's total for the agent's key.
    const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
      accounts: { email: string; apps: { api_key: string }[] }[];
    };
    const key = accounts.find((a) => a.email === 'agent@acme.test')?.apps[0]?.api_key ?? '';
    const own = (await (
      await fetch(`${E2E.demoURL}/users?limit=1&offset=0`, { headers: { 'X-API-KEY': key, 'X-Mode': 'agent' } })
    ).json()) as { total: number };
    await expect(showing(page)).toHaveText(new RegExp(`of ${own.total.toLocaleString('en-US')}$`));
    await page.setViewportSize(PHONE);
    await expectRowsFitWindow(page, table(page));
    await page.setViewportSize(LAPTOP);

    for (const name of ['New user', 'Upload CSV']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByLabel('Filter by agent')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create Search' }).first()).toBeVisible();
    await expect(async () => {
      await rows(page).first().getByRole('checkbox').check();
      await expect(page.getByRole('button', { name: 'Add tags' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Change agent' })).toHaveCount(0);

    const refused = await Promise.all([
      page.request.get('/api/users/csv'),
      page.request.post('/api/users/bulk/agent', { headers: origin, data: { target: { user_ids: [1] }, agent_id: 3 } }),
      page.request.post('/api/users', {
        headers: origin,
        data: { display_name: 'A', email: 'a.new@acme.test', phone: '4155550100', password: 'secret1' },
      }),
    ]);
    expect(refused.map((r) => r.status())).toEqual([403, 403, 403]);
    await page.context().close();
  });

  test('read-only: the list and the download stay; create, upload and every bulk change are gone and refused', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    await page.goto('/users?ro=1');
    await expect(page).toHaveURL(/\/users$/);
    await expect(table(page)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    for (const name of ['New user', 'Upload CSV', 'Change agent', 'Add tags'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(table(page).getByRole('checkbox')).toHaveCount(0);
    const refused = await page.request.post('/api/users/bulk/tags', { headers: origin, data: { target: { user_ids: [1] }, tag_ids: [1] } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/read-only/i);
    await page.context().close();
  });

  test('a restricted admin is sent home from /users and refused by its route handlers', async ({ browser }) => {
    const page = await signedInPage(browser, 'restricted@bay.test');
    await page.goto('/users');
    await expect(page).toHaveURL(new RegExp(`${E2E.baseURL}/$`));
    expect((await page.request.get('/api/users')).status()).toBe(403);
    expect((await page.request.get('/api/users/csv')).status()).toBe(403);
  });

  test('embedded from the CRM: the agent reaches the list without the dashboard shell, and a row opens embedded', async ({ page }) => {
    const context = Buffer.from(
      JSON.stringify({
        account: { id: 1, domain: 'acme' },
        person: { id: 7, emails: ['buyer@acme.test'] },
        user: { email: 'agent@acme.test' },
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', E2E.fubSecret).update(context).digest('hex');
    await page.goto(`/fub?context=${context}&signature=${signature}`);
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await openUsers(page);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Avery Agent');
    const first = rows(page).first().getByRole('rowheader').locator('a[href^="/users/"]');
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('link', { name: /Open full dashboard/ })).toBeVisible();
  });

  test('the agent filter names the agent even when no row on the page is theirs', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    await openUsers(page, '?agent=3&q=no-such-user-anywhere');
    await expect(page.getByText('No users match your search')).toBeVisible();
    await expect(page.getByText('Agent: Avery Agent')).toBeVisible();
  });
});
