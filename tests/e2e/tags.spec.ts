import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * The Tags screen against the demo upstream, as an admin and as an agent: the rules of system,
 * super, own and virtual tags per role, create, edit and delete with counts, read-only mode, and
 * upstream failures that show the server's message and change nothing. Each role signs in once;
 * the demo is reset once, and each test changes tags of its own.
 */

type UpstreamTag = { id: number; tag: string; tag_long: string | null; use_count: number; use_count_all: number | null };

/** The tags an account sees, read from the demo upstream directly. */
async function upstreamTags(email: string): Promise<UpstreamTag[]> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  const key = accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
  const res = await fetch(`${E2E.demoURL}/tags`, { headers: { 'X-API-KEY': key, 'X-Mode': 'manager' } });
  return ((await res.json()) as { tags: UpstreamTag[] }).tags;
}

async function upstreamTag(email: string, name: string): Promise<UpstreamTag | undefined> {
  return (await upstreamTags(email)).find((t) => (t.tag_long ?? t.tag) === name);
}

const table = (page: Page) => page.getByRole('table', { name: 'Tags' });
const row = (page: Page, name: string): Locator =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The row's Info text and whether it offers Edit and Delete. */
async function expectRow(page: Page, name: string, info: string | RegExp, changeable: boolean) {
  const r = row(page, name);
  await expect(r).toHaveCount(1);
  await expect(r.getByRole('cell').nth(1)).toHaveText(info);
  await expect(r.getByRole('button', { name: `Edit ${name}` })).toHaveCount(changeable ? 1 : 0);
  await expect(r.getByRole('button', { name: `Delete ${name}` })).toHaveCount(changeable ? 1 : 0);
}

/** Fills the tag dialog and saves it. */
async function fillTag(page: Page, title: string, values: { name?: string; color?: string; superTag?: boolean }) {
  const d = dialog(page, title);
  if (values.name !== undefined) await d.getByRole('textbox', { name: 'Name' }).fill(values.name);
  if (values.color) await d.getByRole('radio', { name: values.color }).check();
  if (values.superTag !== undefined) await d.getByRole('checkbox', { name: 'Available to all agents' }).setChecked(values.superTag);
  await d.getByRole('button', { name: title === 'Create tag' ? 'Create tag' : 'Save' }).click();
}

/** Tests that share one page, signed in once as `email`, run in order, each starting on /tags. */
function describeSignedIn(title: string, email: string, tests: (signedIn: () => Page) => void) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page | undefined;
    const signedIn = () => {
      if (!page) throw new Error('not signed in yet');
      return page;
    };
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, email, { next: '/tags' });
    });
    test.afterAll(async () => {
      await page?.close();
    });
    test.beforeEach(async () => {
      await signedIn().goto('/tags');
      await expect(signedIn().getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    });
    tests(signedIn);
  });
}

test.beforeAll(async () => {
  await demo.reset();
});

test.afterEach(async () => {
  await demo.clearFaults();
});

describeSignedIn('admin', 'admin@acme.test', (signedIn) => {
  test('lists every kind of tag with its rule: super tags changeable, system tags and the Agent tag not', async () => {
    const page = signedIn();
    await expect(page.getByRole('columnheader')).toHaveText(['Tag', 'Users', 'Info', 'Edit', 'Delete']);
    await expectRow(page, 'Buyer', 'Available to all agents', true);
    await expectRow(page, 'Open House', 'Signed in at an open house kiosk', false);
    await expectRow(page, 'Imported', 'Added by a CSV import', false);
    await expectRow(page, 'Agent', 'Every agent of the app (added automatically)', false);
    // An agent's own tag, named with its maker for the admin.
    await expect(row(page, 'Downsizing').getByRole('cell').nth(1)).toHaveText(/^Created by /);

    // Users: the admin's own count and the count across all agents, as the upstream gives them.
    const buyer = await upstreamTag('admin@acme.test', 'Buyer');
    expect(buyer?.use_count_all).toBeGreaterThan(0);
    await expect(row(page, 'Buyer').getByRole('cell').first()).toHaveText(`${buyer?.use_count} ${buyer?.use_count_all} across all agents`);

    // The chip links to the users carrying the tag, in the tag's colours.
    const chip = row(page, 'Past client').getByRole('link', { name: 'Past client' });
    await expect(chip).toHaveAttribute('href', '/users?tag=Past+client');
    await expect(chip).toHaveCSS('background-color', 'rgb(233, 220, 192)');
  });

  test('at 390 every tag is a card in the window, with its Edit and Delete', async () => {
    const page = signedIn();
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, table(page));
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test("Create tag: 'Tag name and color are required', then a super tag made available to all agents", async () => {
    const page = signedIn();
    await page.getByRole('button', { name: 'Create tag' }).click();
    const d = dialog(page, 'Create tag');
    await d.getByRole('button', { name: 'Create tag' }).click();
    const name = d.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Tag name and color are required');
    await expect(d.getByRole('radiogroup', { name: 'Colour' })).toHaveAccessibleDescription('Tag name and color are required');
    await expect(name).toBeFocused();

    await fillTag(page, 'Create tag', { name: 'Open house leads', color: 'Green', superTag: true });
    await expect(page.getByText('Tag created')).toBeVisible();
    await expect(d).toHaveCount(0);
    await expectRow(page, 'Open house leads', 'Available to all agents', true);
    const made = await upstreamTag('agent@acme.test', 'Open house leads');
    expect(made).toBeDefined();
  });

  test('edits a tag: the dialog starts from it, the chosen colour shown with a tick, the change in the table', async () => {
    const page = signedIn();
    await row(page, 'Seller').getByRole('button', { name: 'Edit Seller' }).click();
    const d = dialog(page, 'Edit tag');
    await expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('Seller');
    await expect(d.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Available to all agents' })).toBeChecked();
    // The swatches are a keyboard-reachable radio group: arrows move the choice.
    await d.getByRole('radio', { name: 'Red' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(d.getByRole('radio', { name: 'Green' })).toBeChecked();

    await fillTag(page, 'Edit tag', { name: 'Sellers', superTag: false });
    await expect(page.getByText('Tag saved')).toBeVisible();
    await expect(row(page, 'Seller')).toHaveCount(0);
    await expect(row(page, 'Sellers').getByRole('link', { name: 'Sellers' })).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await expect(row(page, 'Sellers').getByRole('cell').nth(1)).not.toHaveText('Available to all agents');
  });

  test('deletes a tag after confirming with its users count; it leaves every user', async () => {
    const page = signedIn();
    const vip = await upstreamTag('admin@acme.test', 'VIP');
    const carriers = vip?.use_count_all ?? 0;
    expect(carriers).toBeGreaterThan(1);

    await row(page, 'VIP').getByRole('button', { name: 'Delete VIP' }).click();
    const confirm = dialog(page, 'Delete VIP');
    await expect(confirm).toHaveAccessibleDescription(`Delete this tag? ${carriers} users have this tag.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'VIP')).toHaveCount(1);

    await row(page, 'VIP').getByRole('button', { name: 'Delete VIP' }).click();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/tags/${vip?.id}`) && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await (await answer).json()).toMatchObject({ ok: true, removed: carriers });
    await expect(page.getByText('Tag deleted')).toBeVisible();
    await expect(row(page, 'VIP')).toHaveCount(0);
    expect(await upstreamTag('admin@acme.test', 'VIP')).toBeUndefined();
  });

  test("a refused create (the upstream's 409) and a failing upstream show the server's message and change nothing", async () => {
    const page = signedIn();
    await page.getByRole('button', { name: 'Create tag' }).click();
    await fillTag(page, 'Create tag', { name: 'Buyer', color: 'Blue' });
    await expect(page.getByText('A tag named "Buyer" already exists.')).toBeVisible();
    const d = dialog(page, 'Create tag');
    await expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('Buyer');

    await demo.fault({ path: '/tags', method: 'POST', count: 1, status: 500 });
    await fillTag(page, 'Create tag', { name: 'Never made' });
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Injected fault' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Name' })).toHaveValue('Never made');
    await expect(d.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(row(page, 'Never made')).toHaveCount(0);
    expect(await upstreamTag('admin@acme.test', 'Never made')).toBeUndefined();

    const before = await upstreamTag('admin@acme.test', 'Past client');
    await demo.fault({ path: '/delete_tag', method: 'POST', count: 1, status: 500 });
    await row(page, 'Past client').getByRole('button', { name: 'Delete Past client' }).click();
    await dialog(page, 'Delete Past client').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Injected fault' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(row(page, 'Past client')).toHaveCount(1);
    expect(await upstreamTag('admin@acme.test', 'Past client')).toEqual(before);
  });
});

describeSignedIn('agent', 'agent@acme.test', (signedIn) => {
  test("super tags read 'Created by account admin' and cannot be changed; system tags and the Agent tag neither; own tags can", async () => {
    const page = signedIn();
    await expectRow(page, 'Buyer', 'Created by account admin', false);
    await expectRow(page, 'Open House', 'Signed in at an open house kiosk', false);
    await expectRow(page, 'Agent', 'Every agent of the app (added automatically)', false);
    await expectRow(page, 'Investor', '', true);
    // Other agents' own tags are not listed, and the all-agents count is not shown.
    await expect(row(page, 'Downsizing')).toHaveCount(0);
    await expect(table(page)).not.toContainText('across all agents');
    const own = await upstreamTag('agent@acme.test', 'Investor');
    await expect(row(page, 'Investor').getByRole('cell').first()).toHaveText(String(own?.use_count));
  });

  test('at 390 every tag is a card in the window, with its Edit and Delete', async () => {
    const page = signedIn();
    try {
      await page.setViewportSize(PHONE);
      await expectRowsFitWindow(page, table(page));
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test("creates an own tag without the 'available to all agents' option, then edits it", async () => {
    const page = signedIn();
    await page.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog(page, 'Create tag').getByRole('checkbox')).toHaveCount(0);
    await fillTag(page, 'Create tag', { name: 'Weekend viewer', color: 'Orange' });
    await expect(page.getByText('Tag created')).toBeVisible();
    await expectRow(page, 'Weekend viewer', '', true);

    await row(page, 'Weekend viewer').getByRole('button', { name: 'Edit Weekend viewer' }).click();
    await fillTag(page, 'Edit tag', { name: 'Weekend viewers', color: 'Sand' });
    await expect(page.getByText('Tag saved')).toBeVisible();
    await expectRow(page, 'Weekend viewers', '', true);
    expect(await upstreamTag('agent@acme.test', 'Weekend viewers')).toMatchObject({ use_count: 0 });
  });

  test('deletes an own tag after confirming with the count of their users carrying it', async () => {
    const page = signedIn();
    const hot = await upstreamTag('agent@acme.test', 'Hot lead');
    expect(hot?.use_count).toBeGreaterThan(1);
    await row(page, 'Hot lead').getByRole('button', { name: 'Delete Hot lead' }).click();
    const confirm = dialog(page, 'Delete Hot lead');
    await expect(confirm).toHaveAccessibleDescription(`Delete this tag? ${hot?.use_count} users have this tag.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tag deleted')).toBeVisible();
    await expect(row(page, 'Hot lead')).toHaveCount(0);
    expect(await upstreamTag('agent@acme.test', 'Hot lead')).toBeUndefined();
  });
});

test('read-only mode (?ro=1) hides Create tag, Edit and Delete', async ({ page }) => {
  await signIn(page, 'admin@acme.test');
  await page.goto('/?ro=1');
  await page.goto('/tags');
  await expect(row(page, 'Buyer')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Create tag' })).toHaveCount(0);
  await expect(table(page).getByRole('button')).toHaveCount(0);
  // The Pro Tips stay: the section's video and text.
  await page.getByRole('button', { name: 'Pro Tips' }).click();
  await expect(dialog(page, 'Pro Tips')).toContainText('Tagging your users');
  await expect(dialog(page, 'Pro Tips')).toContainText('Tags for every agent');
  await expect(dialog(page, 'Pro Tips').locator('video')).toHaveAttribute('src', /\/media\/video\/tagging-users\.mp4$/);
});

test("the list's own read fails: 'Unable to load data'; Try again loads it", async ({ page }) => {
  await signIn(page, 'agent@acme.test');
  await demo.fault({ path: '/tags', method: 'GET', count: 5, status: 500 });
  await page.goto('/tags');
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load data' });
  await expect(alert).toBeVisible();
  await demo.clearFaults();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(row(page, 'Buyer')).toHaveCount(1);
});
