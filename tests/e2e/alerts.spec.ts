import { expect, test, type Locator, type Page } from './support/test';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { zonedInstant } from '@/lib/alerts/rules';
import { signedInContext, signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * Push notifications (/alerts) against the demo upstream: the tables per role (sender column for admins,
 * no recipients for a restricted admin), the send modal's messages on their fields, sending each type to
 * a user and to tags (seen in the sent table and the demo's outbox), a schedule moved to sent by the demo
 * clock, removing a scheduled one, a failed send keeping the form, read-only mode and the access rule.
 */

type Push = { to: string; subject: string; body: string };

async function pushesTo(email: string): Promise<Push[]> {
  return ((await demo.outbox(`?kind=push&to=${encodeURIComponent(email)}`)) as { items: Push[] }).items;
}
async function allPushes(): Promise<Push[]> {
  return ((await demo.outbox('?kind=push')) as { items: Push[] }).items;
}

async function keyOf(email: string): Promise<string> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  return accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
}

/** An end user the account may notify, read from the demo upstream with the account's key. */
async function someRecipient(email: string, mode: 'agent' | 'manager'): Promise<{ id: number; display_name: string; email: string }> {
  const res = await fetch(`${E2E.demoURL}/alerts/users?limit=50&search=e`, {
    headers: { 'X-API-KEY': await keyOf(email), 'X-Mode': mode },
  });
  const { users } = (await res.json()) as { users: { id: number; display_name: string; email: string }[] };
  // A plain name (the seed also holds hostile ones, such as a spreadsheet formula, which search and match differently).
  const user = users.find((u) => /^[A-Za-z][A-Za-z .'-]{3,}$/.test(u.display_name));
  if (!user) throw new Error(`no recipient for ${email}`);
  return user;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send notification' });
const scheduledTable = (page: Page) => page.getByRole('table', { name: 'Scheduled notifications' });
const sentTable = (page: Page) => page.getByRole('table', { name: 'Sent notifications' });
const rowOf = (table: Locator, title: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${title}`) }) });
/** A field's error: the control's accessible description includes it. */
const expectError = (control: Locator, message: string) => expect(control).toHaveAccessibleDescription(new RegExp(message));

async function openSend(page: Page) {
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

async function fillHeadlines(d: Locator, title: string, subtitle: string) {
  await d.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await d.getByRole('textbox', { name: 'Subtitle' }).fill(subtitle);
}

async function chooseUser(d: Locator, name: string) {
  await d.getByRole('searchbox', { name: 'Recipient' }).fill(name);
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await d
    .getByRole('list', { name: 'Recipient results' })
    .getByRole('button', { name: new RegExp(`^${literal}`) })
    .first()
    .click();
  await expect(d.getByRole('group', { name: 'Recipient' })).toContainText(name);
}

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('admin', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'admin@acme.test');
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('both tables with Recipient and Sender columns; alerts of several senders; Pro Tips', async () => {
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Push notifications' })).toBeVisible();
    await expect(sentTable(page).getByRole('columnheader')).toHaveText(['Notification', 'Content', 'Recipient', 'Sender', 'Sent']);
    await expect(scheduledTable(page).getByRole('columnheader')).toHaveText([
      'Notification',
      'Content',
      'Recipient',
      'Sender',
      'Scheduled for',
      'Delete',
    ]);
    await expect(rowOf(sentTable(page), 'Spring open house weekend')).toContainText('Alex Admin');
    await expect(rowOf(sentTable(page), 'A new listing you might love')).toContainText('Avery Agent');
    await expect(rowOf(scheduledTable(page), 'Market report for your area')).toContainText('Hot lead');
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.getByRole('dialog', { name: 'Pro Tips' })).toContainText('Scheduling a notification');
    await page.keyboard.press('Escape');
  });

  test('at 390 both tables are cards in the window, with Delete', async () => {
    await page.goto('/alerts');
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, scheduledTable(page));
      await expectRowsFitWindow(page, sentTable(page));
      await expect(
        scheduledTable(page)
          .getByRole('button', { name: /^Delete / })
          .first(),
      ).toBeInViewport();
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test('each message on its own field', async () => {
    const d = await openSend(page);
    // Defaults: send now; a schedule defaults to tomorrow at 09:00.
    await expect(d.getByRole('radio', { name: 'Send now' })).toBeChecked();
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    const title = d.getByRole('textbox', { name: 'Title', exact: true });
    const subtitle = d.getByRole('textbox', { name: 'Subtitle' });
    await expectError(title, 'Required');
    await expectError(subtitle, 'Required');
    await expect(title).toBeFocused();
    await expect(d.getByRole('radiogroup', { name: 'Alert type' })).toHaveAccessibleDescription('Alert type is required');
    await expectError(d.getByRole('searchbox', { name: 'Recipient' }), 'Alert recipient is required');

    await title.fill('Too short');
    await subtitle.fill('x'.repeat(141));
    await d.getByRole('radio', { name: 'Text', exact: true }).check();
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expectError(title, 'Min length is 10 characters');
    await expectError(subtitle, 'Max length is 140 characters');
    await expect(title).not.toHaveAccessibleDescription(/Max length/);
    await expectError(d.getByRole('textbox', { name: 'Text', exact: true }), 'Please enter some text');
    await expect(d.getByText('141/140 characters')).toBeVisible();

    await d.getByRole('radio', { name: 'Tags' }).check();
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(d.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription('Please choose some tags');

    await d.getByRole('radio', { name: 'Schedule' }).check();
    const tomorrow = await d.getByRole('textbox', { name: 'Date' }).inputValue();
    expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(d.getByRole('combobox', { name: 'Hour' })).toHaveValue('9');
    await expect(d.getByRole('combobox', { name: 'Minutes' })).toHaveValue('0');
    await expect(d.getByRole('combobox', { name: 'Minutes' }).locator('option')).toHaveText(['00', '15', '30', '45']);
    await expect(d.getByText('Time zone: America/Los Angeles')).toBeVisible();
    await d.getByRole('textbox', { name: 'Date' }).fill('2020-01-01');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expectError(d.getByRole('textbox', { name: 'Date' }), 'The date cannot be before today');
    await page.keyboard.press('Escape');
    expect(await allPushes()).toHaveLength(0);
  });

  test('a text to one user: Alert sent, in the sent table and the outbox; the preview follows the typing', async () => {
    const user = await someRecipient('admin@acme.test', 'manager');
    const d = await openSend(page);
    await fillHeadlines(d, 'Admin text notification', 'Sent to one user right away');
    await expect(d.getByRole('figure', { name: 'Notification preview' })).toContainText('Admin text notification');
    await expect(d.getByRole('figure', { name: 'Notification preview' })).toContainText('Acme Realty');
    await d.getByRole('radio', { name: 'Text', exact: true }).check();
    await d.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello from the brokerage');
    await chooseUser(d, user.display_name);
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert sent' })).toBeVisible();
    await expect(d).toBeHidden();
    await expect(rowOf(sentTable(page), 'Admin text notification')).toContainText(user.display_name);
    const pushes = await pushesTo(user.email);
    expect(pushes.at(-1)).toMatchObject({
      subject: 'Admin text notification',
      body: 'Sent to one user right away\ntext: Hello from the brokerage',
    });
  });

  test('a link to a tag reaches every user carrying it', async () => {
    const before = (await allPushes()).length;
    const d = await openSend(page);
    await fillHeadlines(d, 'Admin link for VIP users', 'Private previews for our VIP clients');
    await d.getByRole('radio', { name: 'Link (URL)' }).check();
    await d.getByRole('textbox', { name: 'URL' }).fill('not a url');
    await d.getByRole('radio', { name: 'Tags' }).check();
    await d.getByRole('checkbox', { name: 'VIP', exact: true }).check();
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expectError(d.getByRole('textbox', { name: 'URL' }), 'Please enter a valid URL');
    await d.getByRole('textbox', { name: 'URL' }).fill('https://acme.test/vip');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert sent' })).toBeVisible();
    await expect(rowOf(sentTable(page), 'Admin link for VIP users')).toContainText('VIP');
    const sent = (await allPushes()).slice(before);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every((p) => p.subject === 'Admin link for VIP users' && p.body.endsWith('url: https://acme.test/vip'))).toBe(true);
  });

  test('a listing scheduled for tomorrow 09:00 waits, then goes out when the demo clock reaches it', async () => {
    const user = await someRecipient('admin@acme.test', 'manager');
    const d = await openSend(page);
    await fillHeadlines(d, 'Admin scheduled listing', 'A home we think you will like');
    await d.getByRole('radio', { name: 'Listing' }).check();
    await d.getByRole('searchbox', { name: 'Listing' }).fill('Oakland');
    const first = d.getByRole('list', { name: 'Listing results' }).getByRole('button').first();
    const address = ((await first.locator('span').first().textContent()) ?? '').trim();
    await first.click();
    await chooseUser(d, user.display_name);
    await d.getByRole('radio', { name: 'Schedule' }).check();
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert scheduled' })).toBeVisible();
    const row = rowOf(scheduledTable(page), 'Admin scheduled listing');
    await expect(row).toContainText(address);
    await expect(row).toContainText('9:00 AM');
    expect((await pushesTo(user.email)).some((p) => p.subject === 'Admin scheduled listing')).toBe(false);

    await demo.advanceClock(2 * 86_400 + 3600);
    await page.reload();
    await expect(rowOf(scheduledTable(page), 'Admin scheduled listing')).toHaveCount(0);
    await expect(rowOf(sentTable(page), 'Admin scheduled listing')).toContainText('9:00 AM');
    expect((await pushesTo(user.email)).filter((p) => p.subject === 'Admin scheduled listing')).toHaveLength(1);
  });

  test("removing a scheduled notification asks 'Remove this scheduled notification?'", async () => {
    await page.goto('/alerts');
    const row = rowOf(scheduledTable(page), 'Checking in about your search');
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove scheduled notification' });
    await expect(confirm).toContainText('Remove this scheduled notification?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled notification removed' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(rowOf(scheduledTable(page), 'Checking in about your search')).toHaveCount(0);
  });

  test("a failed send shows the server's message and keeps the form filled", async () => {
    const d = await openSend(page);
    await fillHeadlines(d, 'This one will fail', 'The upstream refuses it');
    await d.getByRole('radio', { name: 'Tags' }).check();
    await d.getByRole('checkbox', { name: 'Buyer', exact: true }).check();
    await d.getByRole('radio', { name: 'Text', exact: true }).check();
    await d.getByRole('textbox', { name: 'Text', exact: true }).fill('Kept text');
    await demo.fault({ path: '/alerts/send', method: 'POST', count: 1, status: 500 });
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(d.getByRole('alert')).toHaveText('Injected fault');
    await expect(d.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('This one will fail');
    await expect(d.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Kept text');
    await expect(d.getByRole('checkbox', { name: 'Buyer', exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(rowOf(sentTable(page), 'This one will fail')).toHaveCount(0);
  });
});

test('an agent (manualPushEnabledAll on) sends to their own user; no Sender column, only their alerts', async ({ browser }) => {
  await demo.reset();
  await demo.setApp('acme', { toggles: { manualPushEnabledAll: true } });
  const page = await signedInPage(browser, 'agent@acme.test');
  try {
    await page.goto('/alerts');
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(sentTable(page).getByRole('columnheader')).toHaveText(['Notification', 'Content', 'Recipient', 'Sent']);
    await expect(rowOf(sentTable(page), 'Spring open house weekend')).toHaveCount(0);
    await expect(rowOf(sentTable(page), 'A new listing you might love')).toHaveCount(1);
    const user = await someRecipient('agent@acme.test', 'agent');
    const d = await openSend(page);
    await fillHeadlines(d, 'Agent text to my buyer', 'Checking in about the weekend');
    await d.getByRole('radio', { name: 'Text', exact: true }).check();
    await d.getByRole('textbox', { name: 'Text', exact: true }).fill('Shall we see homes on Saturday?');
    await chooseUser(d, user.display_name);
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert sent' })).toBeVisible();
    await expect(rowOf(sentTable(page), 'Agent text to my buyer')).toContainText(user.display_name);
    expect((await pushesTo(user.email)).at(-1)?.subject).toBe('Agent text to my buyer');

    const before = (await allPushes()).length;
    const d2 = await openSend(page);
    await fillHeadlines(d2, 'Agent link to hot leads', 'New homes matching your search');
    await d2.getByRole('radio', { name: 'Link (URL)' }).check();
    await d2.getByRole('textbox', { name: 'URL' }).fill('https://acme.test/new');
    await d2.getByRole('radio', { name: 'Tags' }).check();
    // The Agent tag (everyone) is for admins only.
    await expect(d2.getByRole('checkbox', { name: 'Agent', exact: true })).toHaveCount(0);
    await d2.getByRole('checkbox', { name: 'Hot lead', exact: true }).check();
    await d2.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert sent' })).toBeVisible();
    expect((await allPushes()).length).toBeGreaterThan(before);
  } finally {
    await page.context().close();
    await demo.reset();
  }
});

test("a browser in Tokyo schedules the same instant: the brokerage's date and time (America/Los_Angeles)", async ({ browser }) => {
  const signed = await signedInContext(browser, 'admin@acme.test');
  const context = await browser.newContext({ storageState: await signed.storageState(), timezoneId: 'Asia/Tokyo' });
  await signed.close();
  const page = await context.newPage();
  try {
    const d = await openSend(page);
    await fillHeadlines(d, 'Scheduled from Tokyo', 'The same instant wherever it is sent from');
    await d.getByRole('radio', { name: 'Text', exact: true }).check();
    await d.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello');
    await d.getByRole('radio', { name: 'Tags' }).check();
    await d.getByRole('checkbox', { name: 'VIP', exact: true }).check();
    await d.getByRole('radio', { name: 'Schedule' }).check();
    const date = await d.getByRole('textbox', { name: 'Date' }).inputValue();
    await d.getByRole('combobox', { name: 'Hour' }).selectOption('17');
    await d.getByRole('combobox', { name: 'Minutes' }).selectOption('45');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert scheduled' })).toBeVisible();
    await expect(rowOf(scheduledTable(page), 'Scheduled from Tokyo')).toContainText('5:45 PM');
    const res = await fetch(`${E2E.demoURL}/alerts/scheduled`, {
      headers: { 'X-API-KEY': await keyOf('admin@acme.test'), 'X-Mode': 'manager' },
    });
    const { alerts } = (await res.json()) as { alerts: { title: string; schedule_date: number }[] };
    expect(alerts.find((a) => a.title === 'Scheduled from Tokyo')?.schedule_date).toBe(zonedInstant(date, 17, 45, 'America/Los_Angeles'));
  } finally {
    await context.close();
  }
});

test("a failing list read shows 'Unable to load data'; Try again loads the page", async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test');
  try {
    await demo.fault({ path: '/alerts', method: 'GET', count: 5, status: 500 });
    await page.goto('/alerts');
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' });
    await expect(alert).toBeVisible();
    await demo.clearFaults();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(sentTable(page)).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('an agent without manualPushEnabledAll is sent home', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent@acme.test');
  try {
    await page.goto('/alerts');
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
  } finally {
    await page.context().close();
  }
});

test('restricted mode: no recipient names or columns for the admin; tags only, no listing type', async ({ browser }) => {
  const page = await signedInPage(browser, 'restricted@bay.test');
  try {
    await page.goto('/alerts');
    await expect(sentTable(page).getByRole('columnheader')).toHaveText(['Notification', 'Content', 'Sender', 'Sent']);
    await expect(scheduledTable(page).getByRole('columnheader')).not.toContainText(['Recipient']);
    const d = await openSend(page);
    await expect(d.getByRole('radio', { name: 'Listing' })).toHaveCount(0);
    await expect(d.getByRole('searchbox', { name: 'Recipient' })).toHaveCount(0);
    await expect(d.getByRole('group', { name: 'Tags' })).toBeVisible();
    // The recipient search refuses too.
    const res = await page.request.get('/api/alerts/recipients?q=abc');
    expect(res.status()).toBe(403);
  } finally {
    await page.context().close();
  }
});

test('read-only mode hides Send notification and Delete', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test');
  try {
    await page.goto('/?ro=1');
    await page.goto('/alerts');
    await expect(sentTable(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send notification' })).toHaveCount(0);
    await expect(scheduledTable(page).getByRole('button')).toHaveCount(0);
    await expect(scheduledTable(page).getByRole('columnheader')).not.toContainText(['Delete']);
  } finally {
    await page.context().close();
  }
});
