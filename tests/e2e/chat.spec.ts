import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * Chat against the demo upstream: the admin's bot message card (saved, refused when empty, a failed save
 * keeping the text), the transcripts table with paging, a transcript in its dialog and as a downloaded text
 * file, a failed transcript, the agent's own rooms without the card, read-only mode, and the redirects
 * (chat off, the hiding template, a manager).
 */

async function keyOf(email: string): Promise<string> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  return accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
}
async function upstream<T>(email: string, path: string, mode: 'agent' | 'manager' = 'manager'): Promise<T> {
  const res = await fetch(`${E2E.demoURL}${path}`, { headers: { 'X-API-KEY': await keyOf(email), 'X-Mode': mode } });
  return (await res.json()) as T;
}

const table = (page: Page) => page.getByRole('table', { name: 'Chat transcripts' });
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

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
  test.afterAll(async () => {
    await page.context().close();
  });
  test.beforeEach(async () => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  });

  test("the bot message: 'Bot message was saved'; empty is refused; a failed save keeps the text", async () => {
    const box = page.getByRole('textbox', { name: 'Bot message' });
    const { message: seeded } = await upstream<{ message: string }>('admin@acme.test', '/chat/bot_message');
    await expect(box).toHaveValue(seeded);

    await box.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(box).toHaveAccessibleDescription(/Enter the bot message/);

    await box.fill('Hello and welcome! Ask me about any home.');
    await demo.fault({ path: '/chat/bot_message', method: 'POST', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Error saving bot message')).toBeVisible();
    await expect(box).toHaveValue('Hello and welcome! Ask me about any home.');
    expect((await upstream<{ message: string }>('admin@acme.test', '/chat/bot_message')).message).toBe(seeded);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Bot message was saved')).toBeVisible();
    expect((await upstream<{ message: string }>('admin@acme.test', '/chat/bot_message')).message).toBe(
      'Hello and welcome! Ask me about any home.',
    );
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Bot message' })).toHaveValue('Hello and welcome! Ask me about any home.');
  });

  test('on a phone the bot message shows whole, not three lines of it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.reload();
      const box = page.getByRole('textbox', { name: 'Bot message' });
      await expect(box).not.toHaveValue('');
      const { scrollHeight, clientHeight } = await box.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect(scrollHeight, 'the text scrolls inside the box').toBeLessThanOrEqual(clientHeight + 1);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('the transcripts table: room, users, total messages, last message, paged by 10', async () => {
    const { chats, total } = await upstream<{ chats: { room_id: string; total_messages: number }[]; total: number }>(
      'admin@acme.test',
      '/chat/list?limit=10',
    );
    expect(total).toBeGreaterThan(10);
    await expect(table(page).getByRole('columnheader')).toHaveText(['Room', 'Users', 'Total messages', 'Last message', 'Transcript']);
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const first = chats[0];
    if (!first) throw new Error('rooms in the seed');
    await expect(rows.first().getByRole('rowheader')).toHaveText(first.room_id);
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText(String(first.total_messages));
    await expect(rows.first().getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);

    await page.getByRole('link', { name: /next/i }).first().click();
    await expect(page).toHaveURL(/offset=10/);
    const second = await upstream<{ chats: { room_id: string }[] }>('admin@acme.test', '/chat/list?limit=10&offset=10');
    await expect(rows.first().getByRole('rowheader')).toHaveText(second.chats[0]?.room_id ?? '');
  });

  test('room ids on one line and every e-mail under its name at 1280; cards in the window at 390', async () => {
    await page.goto('/chat');
    const rows = table(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const layout = () =>
      table(page).evaluate((t) => ({
        roomLines: [...t.querySelectorAll('tbody th')].map((th) => {
          const text = document.createRange();
          text.selectNodeContents(th);
          return text.getClientRects().length;
        }),
        emailsBeside: [...t.querySelectorAll('tbody li')].filter(
          (li) => li.querySelector('span')!.getBoundingClientRect().top < li.getBoundingClientRect().top + 4,
        ).length,
      }));
    const desktop = await layout();
    expect(Math.max(...desktop.roomLines)).toBe(1);
    expect(desktop.emailsBeside).toBe(0);
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, table(page));
      expect((await layout()).emailsBeside).toBe(0);
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test('a transcript in its dialog and as a text file whose name carries a random number', async () => {
    const room = (await table(page).locator('tbody tr').first().getByRole('rowheader').textContent()) ?? '';
    const { transcript } = await upstream<{ transcript: string }>('admin@acme.test', `/chat/transcript?room_id=${room}`);
    await page.getByRole('button', { name: `View transcript of ${room}` }).click();
    const d = page.getByRole('dialog', { name: `Transcript of ${room}` });
    await expect(d.getByLabel('Transcript')).toHaveText(transcript);

    const [download] = await Promise.all([page.waitForEvent('download'), d.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^transcript-${room}-\\d+\\.txt$`));
    expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(transcript);
    const [again] = await Promise.all([page.waitForEvent('download'), d.getByRole('link', { name: 'Download' }).click()]);
    expect(again.suggestedFilename()).not.toBe(download.suggestedFilename());
  });

  test("a failed transcript: 'Unable to load transcript', Try again reads it", async () => {
    const room = (await table(page).locator('tbody tr').nth(1).getByRole('rowheader').textContent()) ?? '';
    await demo.fault({ path: '/chat/transcript', method: 'GET', count: 3, status: 500 });
    await page.getByRole('button', { name: `View transcript of ${room}` }).click();
    const d = page.getByRole('dialog', { name: `Transcript of ${room}` });
    await expect(d.getByRole('alert')).toHaveText('Unable to load transcript');
    await demo.clearFaults();
    await d.getByRole('button', { name: 'Try again' }).click();
    await expect(d.getByLabel('Transcript')).toContainText(':');
  });

  test('read-only mode hides the bot message card; transcripts stay readable', async ({ browser }) => {
    const ro = await signedInPage(browser, 'admin@acme.test');
    await ro.goto('/?ro=1');
    await ro.goto('/chat');
    await expect(table(ro).locator('tbody tr')).toHaveCount(10);
    await expect(ro.getByRole('textbox', { name: 'Bot message' })).toHaveCount(0);
    await expect(ro.getByRole('heading', { name: 'New user bot message' })).toHaveCount(0);
    const res = await ro.request.post('/api/chat/bot-message', { headers: { Origin: E2E.baseURL }, data: { message: 'Sneaky' } });
    expect(res.status()).toBe(403);
    await ro.context().close();
  });
});

test('agent: their own rooms only, no bot message card', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent@acme.test');
  await page.goto('/chat');
  const { total } = await upstream<{ total: number }>('agent@acme.test', '/chat/list', 'agent');
  const { total: all } = await upstream<{ total: number }>('admin@acme.test', '/chat/list');
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(all);
  await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(10, total));
  await expect(page.getByRole('textbox', { name: 'Bot message' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await expectRowsFitWindow(page, table(page));
  await page.context().close();
});

test('redirects to /: a manager; chat turned off; an admin on the hiding template', async ({ browser }) => {
  const manager = await signedInPage(browser, 'manager@acme.test');
  await manager.goto('/chat');
  await expect(manager).toHaveURL(/\/$/);
  await manager.context().close();

  // A fresh sign-in reads the app data anew (the server caches it per session key).
  const fresh = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Signed in straight to /chat, which sends them home (one home page drawn, not two).
    await signIn(page, email, { next: '/chat', expectPath: /\/$/ });
    await context.close();
  };
  try {
    await demo.setApp('acme', { toggles: { chatEnabled: false } });
    await fresh('agent@acme.test');
    await demo.setApp('acme', { toggles: { chatEnabled: true }, template: 'premier' });
    await fresh('admin@acme.test');
  } finally {
    await demo.setApp('acme', { toggles: { chatEnabled: true }, template: 'default' });
  }
});
