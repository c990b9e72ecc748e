import { expect, test, type Locator, type Page } from './support/test';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';

/**
 * Favorites lists against the demo upstream: the agent's cards (shared and never shared, thumbnails with
 * +N), adding users (the two refusals, a search, a share of a never-shared list), removing a user, stopping
 * a share, failures that keep what was chosen, the admin's own lists, read-only mode, and a failed load.
 * The demo is reset once; each test changes a list of its own.
 */

type Recipient = { user_id: number; display_name: string; email: string };
type SharedList = { list_id: number; list_name: string; share_id: number; recipient_count: number; recipients: Recipient[] };

async function keyOf(email: string): Promise<string> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  return accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
}

async function upstream<T>(email: string, path: string): Promise<T> {
  const res = await fetch(`${E2E.demoURL}${path}`, { headers: { 'X-API-KEY': await keyOf(email), 'X-Mode': 'agent' } });
  return (await res.json()) as T;
}

const sharedLists = async (email: string) => (await upstream<{ lists: SharedList[] }>(email, '/favorites/status')).lists;
const sharedList = async (email: string, name: string) => (await sharedLists(email)).find((l) => l.list_name === name);

/** The agent's users matching a text who are not recipients of `list`. */
async function outsider(email: string, list: SharedList | undefined, q: string): Promise<Recipient> {
  const { users } = await upstream<{ users: Recipient[] }>(email, `/search-users?q=${encodeURIComponent(q)}`);
  const found = users.find((u) => !list?.recipients.some((r) => r.user_id === u.user_id));
  if (!found) throw new Error(`no user matching ${q} outside the list`);
  return found;
}

const card = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
async function expand(page: Page, name: string): Promise<Locator> {
  const c = card(page, name);
  await c.getByText(`Show photos and users of ${name}`).click();
  return c;
}
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('agent', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, 'agent@acme.test');
  });
  test.afterAll(async () => {
    await page.context().close();
  });
  test.beforeEach(async () => {
    await page.goto('/favoriteslists');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites Lists' })).toBeVisible();
  });

  test('cards: counts, the Never shared badge, up to 10 thumbnails with +N, the recipients', async () => {
    const family = await sharedList('agent@acme.test', 'Family homes near good schools');
    expect(family?.recipient_count).toBe(3);
    const c = card(page, 'Family homes near good schools');
    await expect(c).toContainText('14 listings · 3 recipients');
    await expect(c.getByText('Never shared')).toHaveCount(0);
    await expect(card(page, 'Investment ideas').getByText('Never shared')).toBeVisible();
    await expect(card(page, 'Waterfront dreams').getByText('Never shared')).toBeVisible();

    await expand(page, 'Family homes near good schools');
    const photos = c.getByRole('list', { name: 'Listings of Family homes near good schools' });
    await expect(photos.getByRole('img')).toHaveCount(10);
    await expect(photos.getByText('+4')).toBeVisible();
    const users = c.getByRole('list', { name: 'Users of Family homes near good schools' }).getByRole('listitem');
    await expect(users).toHaveCount(3);
    await expect(users.filter({ hasText: 'buyer@acme.test' })).toHaveCount(1);
    // The admin's lists are not the agent's.
    await expect(card(page, 'Luxury picks')).toHaveCount(0);
  });

  test("+ Add Users: 'Please select at least one user', 'Selected users are already in this list', then adds one", async () => {
    const before = await sharedList('agent@acme.test', 'Downtown condos');
    const already = before?.recipients[0];
    if (!before || !already) throw new Error('Downtown condos has recipients in the seed');
    const c = await expand(page, 'Downtown condos');
    await c.getByRole('button', { name: '+ Add Users: Downtown condos' }).click();
    const d = page.getByRole('dialog', { name: 'Add users to Downtown condos' });
    await d.getByRole('button', { name: 'Add users' }).click();
    await expect(d.getByRole('alert')).toHaveText('Please select at least one user');

    const search = d.getByRole('searchbox', { name: 'Search users' });
    await search.fill(already.email.slice(0, 1));
    await expect(d.getByText('Type at least 2 characters of a name or email')).toBeVisible();
    // Case-insensitive, by e-mail.
    await search.fill(already.email.toUpperCase());
    await d.getByRole('checkbox', { name: `${already.display_name} (${already.email})` }).check();
    await d.getByRole('button', { name: 'Add users' }).click();
    await expect(d.getByRole('alert')).toHaveText('Selected users are already in this list');

    const other = await outsider('agent@acme.test', before, 'an');
    await d.getByRole('button', { name: `Unselect ${already.display_name}` }).click();
    await search.fill(other.display_name.toLowerCase());
    await d.getByRole('checkbox', { name: `${other.display_name} (${other.email})` }).check();
    await d.getByRole('button', { name: 'Add users' }).click();
    await expect(snackbar(page, '1 user added to the list')).toBeVisible();
    await expect(d).toHaveCount(0);
    await expect(card(page, 'Downtown condos')).toContainText('3 recipients');
    expect((await sharedList('agent@acme.test', 'Downtown condos'))?.recipients.map((r) => r.user_id)).toContain(other.user_id);
  });

  test("adding fails: 'Unable to add users', the dialog and the selection stay, nothing changes", async () => {
    const before = await sharedList('agent@acme.test', 'Family homes near good schools');
    const other = await outsider('agent@acme.test', before, 'ar');
    const c = await expand(page, 'Family homes near good schools');
    await c.getByRole('button', { name: '+ Add Users: Family homes near good schools' }).click();
    const d = page.getByRole('dialog', { name: 'Add users to Family homes near good schools' });
    await d.getByRole('searchbox', { name: 'Search users' }).fill(other.display_name);
    await d.getByRole('checkbox', { name: `${other.display_name} (${other.email})` }).check();
    await demo.fault({ path: '/favorites/share/:share_id/recipients', method: 'POST', count: 1, drop: true });
    await d.getByRole('button', { name: 'Add users' }).click();
    await expect(snackbar(page, 'Unable to add users')).toBeVisible();
    await expect(d).toBeVisible();
    await expect(d.getByRole('button', { name: `Unselect ${other.display_name}` })).toBeVisible();
    expect((await sharedList('agent@acme.test', 'Family homes near good schools'))?.recipient_count).toBe(before?.recipient_count);
  });

  test('shares a never-shared list: its badge goes, the user sees it', async () => {
    const other = await outsider('agent@acme.test', undefined, 'er');
    const c = await expand(page, 'Waterfront dreams');
    await expect(c.getByRole('button', { name: 'Stop Sharing This List: Waterfront dreams' })).toHaveCount(0);
    await c.getByRole('button', { name: '+ Add Users: Waterfront dreams' }).click();
    const d = page.getByRole('dialog', { name: 'Add users to Waterfront dreams' });
    await d.getByRole('searchbox', { name: 'Search users' }).fill(other.email);
    await d.getByRole('checkbox', { name: `${other.display_name} (${other.email})` }).check();
    await d.getByRole('button', { name: 'Share list' }).click();
    await expect(snackbar(page, 'List shared with 1 user')).toBeVisible();
    await expect(card(page, 'Waterfront dreams').getByText('Never shared')).toHaveCount(0);
    await expect(card(page, 'Waterfront dreams')).toContainText('1 recipient');
    expect((await sharedList('agent@acme.test', 'Waterfront dreams'))?.recipients.map((r) => r.user_id)).toEqual([other.user_id]);
  });

  test('removes a recipient after confirming; a failed remove keeps them', async () => {
    const before = await sharedList('agent@acme.test', 'Family homes near good schools');
    const gone = before?.recipients.find((r) => r.email !== 'buyer@acme.test');
    if (!gone) throw new Error('a second recipient in the seed');
    const c = await expand(page, 'Family homes near good schools');

    await demo.fault({ path: '/favorites/share/:share_id/remove', method: 'POST', count: 1, drop: true });
    await c.getByRole('button', { name: `Remove ${gone.display_name}` }).click();
    let confirm = page.getByRole('dialog', { name: `Remove ${gone.display_name}` });
    await expect(confirm).toHaveAccessibleDescription(`Remove ${gone.display_name} from this list?`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(snackbar(page, 'Unable to remove user')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(c.getByRole('list', { name: 'Users of Family homes near good schools' })).toContainText(gone.email);

    await c.getByRole('button', { name: `Remove ${gone.display_name}` }).click();
    confirm = page.getByRole('dialog', { name: `Remove ${gone.display_name}` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(snackbar(page, `${gone.display_name} was removed from the list`)).toBeVisible();
    await expect(card(page, 'Family homes near good schools')).toContainText(`${(before?.recipient_count ?? 0) - 1} recipients`);
    expect((await sharedList('agent@acme.test', 'Family homes near good schools'))?.recipients.map((r) => r.user_id)).not.toContain(
      gone.user_id,
    );
  });

  test('Stop Sharing This List: confirmed, cannot be undone; a failure first leaves it shared', async () => {
    const c = await expand(page, 'Weekend open houses');
    await demo.fault({ path: '/favorites/share/:share_id/revoke', method: 'POST', count: 1, status: 500 });
    await c.getByRole('button', { name: 'Stop Sharing This List: Weekend open houses' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop sharing Weekend open houses' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    // The server gave a message: it is shown.
    await expect(snackbar(page, 'Injected fault')).toBeVisible();
    expect(await sharedList('agent@acme.test', 'Weekend open houses')).toBeDefined();

    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(snackbar(page, 'The list is no longer shared')).toBeVisible();
    await expect(card(page, 'Weekend open houses')).toContainText('0 recipients');
    await expect(card(page, 'Weekend open houses').getByRole('button', { name: /Stop Sharing/ })).toHaveCount(0);
    expect(await sharedList('agent@acme.test', 'Weekend open houses')).toBeUndefined();
  });

  test("a failed load: 'Unable to load lists. Please try again.'; Try again loads them", async () => {
    await demo.fault({ path: '/favorites/status', method: 'GET', count: 5, status: 500 });
    await page.goto('/favoriteslists');
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load lists. Please try again.' });
    await expect(alert).toBeVisible();
    await demo.clearFaults();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'Downtown condos')).toBeVisible();
  });
});

test('admin: their own lists; read-only mode hides every change', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test');
  await page.goto('/favoriteslists');
  await expect(card(page, 'Luxury picks')).toContainText('12 listings · 2 recipients');
  await expect(card(page, 'New this month').getByText('Never shared')).toBeVisible();
  await expect(card(page, 'Downtown condos')).toHaveCount(0);
  const c = await expand(page, 'Luxury picks');
  await expect(c.getByRole('button', { name: /Remove / })).toHaveCount(2);

  await page.goto('/?ro=1');
  await page.goto('/favoriteslists');
  const ro = await expand(page, 'Luxury picks');
  await expect(ro.getByRole('list', { name: 'Users of Luxury picks' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('button', { name: /Remove |Add Users|Stop Sharing/ })).toHaveCount(0);
  await page.context().close();
});

test('a manager is sent home', async ({ browser }) => {
  const page = await signedInPage(browser, 'manager@acme.test');
  await page.goto('/favoriteslists');
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});
