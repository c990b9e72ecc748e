import { expect, test, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * The audit log against the demo upstream: an admin's sign-in and a change appear on /audit
 * with who, what and the outcome; the filters live in the URL; the export carries them; a manager is
 * sent away. Each role signs in once.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Audit log' });

test.describe('the audit log', () => {
  test.beforeAll(async () => {
    await demo.reset();
  });

  test('an admin sees their sign-in and a change, filters them by URL and exports what the filters show', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    try {
      // A change through the dashboard's own door, as the Tags screen sends it.
      const name = `Audit ${Date.now()}`;
      const created = await page.request.post('/api/tags', {
        data: { name, color: 'blue', superTag: false },
        headers: { Origin: E2E.baseURL },
      });
      expect(created.status()).toBe(201);
      // The production entry (scripts/serve.mjs) gives each request an id; the event keeps it.
      const requestId = created.headers()['x-request-id'];
      expect(requestId).toMatch(/^[\w-]{8,}$/);

      await page.goto('/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      // The write is queued after the answer: a reload finds it once it has landed.
      await expect(async () => {
        await page.reload();
        await expect(table(page).getByRole('rowheader', { name: new RegExp(`Created tag ${name}`) })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      const row = table(page)
        .locator('tbody tr')
        .filter({ hasText: `Created tag ${name}` });
      await expect(row).toContainText('admin@acme.test');
      await expect(row).toContainText('Succeeded');
      await expect(row).toContainText(requestId!);
      await expect(table(page).locator('tbody tr').filter({ hasText: 'Signed in' }).first()).toBeVisible();
      await checkA11y(page, '/audit');

      await page.getByLabel('Action').selectOption('tags.create');
      await page.getByLabel('Who').fill('admin@acme');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/[?&]action=tags\.create/);
      await expect(page).toHaveURL(/[?&]who=admin%40acme/);
      await expect(table(page).locator('tbody tr').filter({ hasText: 'Signed in' })).toHaveCount(0);
      await expect(row).toBeVisible();

      const download = page.getByRole('link', { name: 'Download CSV' });
      await expect(download).toHaveAttribute('href', /\/api\/audit\/csv\?.*action=tags\.create/);
      const csv = await page.request.get((await download.getAttribute('href')) ?? '');
      expect(csv.status()).toBe(200);
      const text = await csv.text();
      expect(text).toContain(`Created tag ${name}`);
      expect(text).not.toContain('session.signIn');
    } finally {
      await page.context().close();
    }
  });

  test('pages by the events themselves: a change made meanwhile shifts no page', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    try {
      const stamp = `Pager ${Date.now()}`;
      const create = async (i: number) => {
        const res = await page.request.post('/api/tags', {
          data: { name: `${stamp} ${i}`, color: 'blue', superTag: false },
          headers: { Origin: E2E.baseURL },
        });
        expect(res.status()).toBe(201);
      };
      for (let i = 1; i <= 27; i += 1) await create(i);
      const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
      const rowFor = (i: number) => table(page).getByRole('rowheader', { name: new RegExp(`^Created tag ${stamp} ${i} `) });

      await page.goto(`/audit?action=tags.create&target=${encodeURIComponent(stamp)}&limit=25`);
      await expect(async () => {
        await page.reload();
        await expect(showing).toHaveText('Showing 1–25 of 27', { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(rowFor(27)).toBeVisible();

      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(showing).toHaveText('Showing 26–27 of 27');
      await expect(page).toHaveURL(/[?&]cursor=older\.\d+\.[\w-]+$/);
      await expect(rowFor(2)).toBeVisible();
      await expect(rowFor(1)).toBeVisible();

      // Someone changes something: the older page still holds the same two events, one place further down.
      await create(28);
      await expect(async () => {
        await page.reload();
        await expect(showing).toHaveText('Showing 27–28 of 28', { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(table(page).locator('tbody tr')).toHaveCount(2);

      // Back: the page just newer than it, the one seen before (3 to 27), not shifted by the new event.
      await page.getByRole('link', { name: 'Previous page' }).click();
      await expect(showing).toHaveText('Showing 2–26 of 28');
      await expect(rowFor(27)).toBeVisible();
      await expect(rowFor(3)).toBeVisible();
      await page.getByRole('link', { name: 'First page' }).click();
      await expect(showing).toHaveText('Showing 1–25 of 28');
      await expect(rowFor(28)).toBeVisible();
      await page.getByRole('link', { name: 'Last page' }).click();
      await expect(showing).toHaveText('Showing 4–28 of 28');
      await expect(rowFor(1)).toBeVisible();
    } finally {
      await page.context().close();
    }
  });

  test('a manager is sent away from /audit and has no Audit log in the sidebar', async ({ browser }) => {
    const page = await signedInPage(browser, 'manager@acme.test');
    try {
      await page.goto('/audit');
      await expect(page).toHaveURL(new RegExp(`^${E2E.baseURL}/$`));
      await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
});
