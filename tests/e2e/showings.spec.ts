import { expect, test, type Locator, type Page } from './support/test';
import ICAL from 'ical.js';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { expectInWindow, LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';
import { USER_SEARCH } from '@/lib/showings/rules';
import { requestsWithin } from './support/requests';

/**
 * Showings (/showings) against the demo upstream: the list with Current/Past, status and user filters
 * and paging in the query string; a showing accepted, another countered, one cancelled, a past one with
 * no actions; the calendar file downloaded and parsed with ical.js; a failed action keeps the showing.
 */

const AGENT = 'agent@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const rows = (page: Page) => page.getByRole('table', { name: 'Showing requests' }).locator('tbody tr');
const details = (row: Locator) => row.getByRole('button', { name: /^Details of the showing at / });

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  await demo.reset();
  page = await signedInPage(browser, AGENT);
});
test.afterAll(async () => {
  await demo.clearFaults();
  await page.context().close();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

/** Opens the Details of the first row (of the current list) whose modal offers `action`; answers the modal and the row's name. */
async function openWith(action: string, role: 'button' | 'group' = 'button'): Promise<{ dialog: Locator; name: string }> {
  // Count the rows once the list has arrived (a count taken at once may see none).
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  for (let i = 0; i < count; i++) {
    const button = details(rows(page).nth(i));
    const name = (await button.getAttribute('aria-label'))!;
    await button.click();
    const dialog = page.getByRole('dialog', { name: /^Showing at / });
    await expect(dialog).toBeVisible();
    if ((await dialog.getByRole(role, { name: action, exact: role === 'button' }).count()) > 0) return { dialog, name };
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  throw new Error(`no showing offers ${action}`);
}

test('the list: Current/Past, status and user filters and paging, all in the query string', async () => {
  await page.goto('/showings');
  await expect(page.getByRole('heading', { level: 1, name: 'Showings' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Showings' })).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
  await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();
  await checkA11y(page, '/showings (agent)');

  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page).toHaveURL(/limit=50/);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(25);

  await page.getByLabel('Status').selectOption('booked');
  await expect(page).toHaveURL(/status=booked/);
  await expect(rows(page).first()).toContainText('Booked');
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Booked');

  await page.getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(/view=past/);
  await expect(page.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Past');

  await page.goto('/showings?view=past&status=pending');
  await expect(page.getByText('No showing requests found')).toBeVisible();

  // The user filter: nothing from one character, suggestions from two.
  await page.goto('/showings');
  const firstUser = (await rows(page).first().locator('td').first().innerText()).split('\n')[0]!.trim();
  const search = page.getByRole('searchbox', { name: 'User' });
  const searches = await requestsWithin(
    page,
    USER_SEARCH.debounceMs,
    (url) => url.pathname === '/api/showings/users',
    () => search.fill(firstUser.slice(0, 1)),
  );
  expect(searches.map((r) => r.url())).toEqual([]);
  await expect(page.getByRole('list', { name: 'Matching users' })).toHaveCount(0);
  await search.fill(firstUser.slice(0, 4));
  const suggestions = page.getByRole('list', { name: 'Matching users' }).getByRole('button');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(10);
  await suggestions.filter({ hasText: firstUser }).first().click();
  await expect(page).toHaveURL(/user=\d+/);
  await expect(page.getByRole('group', { name: 'User filter' })).toContainText(firstUser);
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain(firstUser);
  await page.getByRole('button', { name: /^Clear the user filter/ }).click();
  await expect(page).not.toHaveURL(/user=/);
});

test('at 390 each showing is a card with its Details in the window, and Details opens inside the window', async () => {
  await page.goto('/showings');
  try {
    await page.setViewportSize(PHONE);
    await expectRowsFitWindow(page, page.getByRole('table', { name: 'Showing requests' }));
    await checkA11y(page, '/showings at 390');
    await details(rows(page).first()).click();
    const dialog = page.getByRole('dialog', { name: /^Showing at / });
    await expect(dialog).toBeVisible();
    await expectInWindow(dialog, PHONE, "a showing's Details at 390", 0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  } finally {
    await page.setViewportSize(LAPTOP);
  }
});

test('a pending showing accepted at one of its proposed times', async () => {
  await page.goto('/showings?status=pending');
  const { dialog, name } = await openWith('Accept a proposed time', 'group');
  await checkA11y(page, 'the showing modal', 'dialog[open]');
  await expect(dialog.getByText('Offers')).toBeVisible();
  const times = dialog.getByRole('group', { name: 'Accept a proposed time' }).getByRole('radio');
  const label = (await times.last().locator('xpath=..').innerText()).trim();
  await times.last().check();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(toast(page, 'Showing accepted')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.goto('/showings?status=booked');
  const row = rows(page).filter({ has: page.getByRole('button', { name }) });
  await expect(row).toContainText('Booked');
  await expect(row).toContainText(label);
});

test('another countered: a date and a time required, then sent', async () => {
  await page.goto('/showings?status=pending');
  const { dialog, name } = await openWith('Suggest another time');
  await dialog.getByRole('button', { name: 'Suggest another time' }).click();
  const counter = page.getByRole('dialog', { name: 'Suggest another time' });
  await expect(counter).toBeVisible();
  await checkA11y(page, 'the counter modal', 'dialog[open]');
  await counter.getByRole('button', { name: 'Send' }).click();
  await expect(counter.getByText('Choose a date')).toBeVisible();
  await expect(counter.getByText('Choose a time')).toBeVisible();
  await counter.getByLabel('Date').fill('2031-03-14');
  await counter.getByLabel('Time').fill('10:30');
  await counter.getByLabel('Message').fill('Could we do Friday morning?');
  await counter.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Another time suggested')).toBeVisible();
  await page.goto('/showings?status=negotiating');
  const row = rows(page).filter({ has: page.getByRole('button', { name }) });
  await expect(row).toContainText('Negotiating');
  await details(row).click();
  const again = page.getByRole('dialog', { name: /^Showing at / });
  // 10:30 in Los Angeles (the brokerage's zone), shown back as such; the user answers next.
  await expect(again.getByText('Mar 14, 2031, 10:30 AM')).toBeVisible();
  await expect(again.getByText('Could we do Friday morning?')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Suggest another time' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a booked showing added to a calendar: the file parses, with the address and the time in UTC', async () => {
  await page.goto('/showings?status=booked');
  const { dialog } = await openWith('Add to calendar');
  const address = (await dialog.locator('dt:text-is("Address") + dd').innerText()).trim();
  // The new tab asks for the upstream's calendar link (and turns into a download): fetch what it asked for.
  const opened = page.context().waitForEvent('request', (r) => /\/showings\/\d+\/ical\?token=/.test(r.url()));
  await dialog.getByRole('button', { name: 'Add to calendar' }).click();
  const link = (await opened).url();
  const file = await page.request.get(link);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(file.headers()['content-disposition']).toMatch(/attachment; filename="showing-\d+\.ics"/);
  const text = await file.text();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  expect(event.location).toBe(address);
  expect(event.uid).toMatch(/^showing-\d+@acme\.showings\.demo$/);
  expect(event.startDate.zone.tzid).toBe('UTC');
  await page.keyboard.press('Escape');
});

test('a failed cancel says so and leaves the showing; then one cancelled, confirmed', async () => {
  await page.goto('/showings?status=booked');
  const { dialog, name } = await openWith('Cancel showing');
  await demo.fault({ path: '/agent/showing/cancel', count: 1, status: 500 });
  await dialog.getByRole('button', { name: 'Cancel showing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel showing' });
  await checkA11y(page, 'the cancel confirmation', 'dialog[open]');
  await confirm.getByRole('button', { name: 'Cancel showing' }).click();
  await expect(toast(page, 'Could not cancel the showing. It is unchanged.')).toBeVisible();
  await page.goto('/showings?status=booked');
  const row = rows(page).filter({ has: page.getByRole('button', { name }) });
  await expect(row).toContainText('Booked');

  await details(row).click();
  const again = page.getByRole('dialog', { name: /^Showing at / });
  await again.getByRole('button', { name: 'Cancel showing' }).click();
  await page.getByRole('dialog', { name: 'Cancel showing' }).getByRole('button', { name: 'Cancel showing' }).click();
  await expect(toast(page, 'Showing cancelled')).toBeVisible();
  await page.goto('/showings?status=cancelled');
  await expect(rows(page).filter({ has: page.getByRole('button', { name }) })).toContainText('Cancelled');
});

test('a past showing is dimmed and offers no actions', async () => {
  await page.goto('/showings?view=past');
  const row = rows(page).first();
  await expect(row).toContainText('Past');
  await expect(row).toHaveClass(/text-muted-foreground/);
  await details(row).click();
  const dialog = page.getByRole('dialog', { name: /^Showing at / });
  await expect(dialog.getByText('This showing is past: nothing more can be done with it.')).toBeVisible();
  for (const action of ['Accept', 'Suggest another time', 'Add to calendar', 'Reschedule', 'Cancel showing']) {
    await expect(dialog.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await checkA11y(page, '/showings?view=past', undefined);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // One modal serves every row: closed, it gives focus back to the row's Details button.
  await expect(details(row)).toBeFocused();
});

test('read-only: details without actions that change; admins are refused', async ({ browser }) => {
  const ro = await signedInPage(browser, AGENT);
  await ro.goto('/showings?status=pending&ro=1');
  await details(rows(ro).first()).click();
  const dialog = ro.getByRole('dialog', { name: /^Showing at / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel showing' })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Accept a proposed time' })).toHaveCount(0);
  expect((await ro.request.post('/api/showings/1/cancel', { headers: origin, data: {} })).status()).toBe(403);
  await ro.context().close();

  const admin = await signedInPage(browser, 'admin@acme.test');
  expect((await admin.request.post('/api/showings/1/cancel', { headers: origin, data: {} })).status()).toBe(403);
  await admin.goto('/showings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Showings' })).toHaveCount(0);
  await admin.context().close();
});
