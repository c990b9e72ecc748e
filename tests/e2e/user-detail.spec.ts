import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { openDialog } from './support/a11y';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { AGENT_SEARCH_DEBOUNCE_MS } from '@/lib/user-detail/rules';
import { requestsWithin } from './support/requests';

/**
 * The user detail page (/users/{userId}) against the demo upstream, for each role that opens it:
 * admin, manager, agent, read-only, restricted admin, embedded, and with insights off. Each test that
 * changes data changes its own seeded user (Casey Edit, Parker and Quinn Promote, Riley Inactive);
 * the demo is reset once, before the first test.
 */

// Ids are read once after the reset: a test may change a user's email.
const ids = new Map<string, number>();
const userId = async (email: string) => {
  if (!ids.has(email)) ids.set(email, (await demo.endUser({ email })).id);
  return ids.get(email) as number;
};
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();

async function open(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await signedInPage(browser, email);
  // goto waits until the page is hydrated (support/test.ts): typing or clicking before that is lost.
  await page.goto(path);
  return page;
}

test.beforeAll(async () => {
  await demo.reset();
  for (const email of [
    'buyer@acme.test',
    'casey.edit@example.com',
    'promote.agent@example.com',
    'promote.manager@example.com',
    'riley.inactive@example.com',
    'appreview@acme.test',
  ])
    await userId(email);
});

test.describe('admin', () => {
  test('the demo buyer: profile, tags, agent with history, notes, saved searches, counts with side panels', async ({ browser }) => {
    const id = await userId('buyer@acme.test');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blake Buyer' })).toBeVisible();
    await expect(page.getByTestId('user-email')).toHaveText('buyer@acme.test');
    await expect(card(page, 'Agent').getByTestId('assigned-agent')).toHaveText('Avery Agent');
    const history = page.getByRole('table', { name: 'Agent change history' });
    await expect(history.locator('tbody tr')).toHaveCount(2);
    await expect(history.locator('tbody tr').first()).toContainText('Avery Agent');
    await expect(card(page, 'Agent notes').getByLabel('Notes about this user')).toHaveValue(/quiet street/);
    const searches = card(page, 'Agent Saved Searches');
    await expect(searches.getByRole('listitem')).toHaveCount(3);
    await expect(searches.getByRole('list', { name: 'Saved searches' }).getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`/users/${id}/agentsavedsearch/\\d+$`),
    );
    await expect(searches.getByRole('link', { name: 'Create Search' })).toHaveAttribute('href', `/users/${id}/agentsavedsearch`);

    // Each count opens its side panel with as many rows.
    for (const [kind, title] of [
      ['fav', 'Favorites'],
      ['scheduled', 'Scheduled viewings'],
      ['notes', 'Notes'],
      ['saved', 'Saved searches'],
    ] as const) {
      const count = Number(await page.getByTestId(`count-${kind}`).innerText());
      expect(count, kind).toBeGreaterThan(0);
      await page.getByTestId(`count-${kind}`).click();
      const panel = page.getByRole('dialog', { name: title });
      await expect(panel.getByTestId('side-panel').getByRole('listitem')).toHaveCount(kind === 'scheduled' ? 3 : count);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    }
  });

  test('recent activity filters by type; a most viewed listing opens the listing modal', async ({ browser }) => {
    const id = await userId('buyer@acme.test');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const activity = page.getByTestId('activity');
    await expect(activity.locator('li').first()).toBeVisible();
    const all = await activity.locator('li').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
    expect(new Set(all)).toEqual(new Set(['view', 'open', 'share', 'fav', 'note']));
    for (const [label, type] of [
      ['Favorites', 'fav'],
      ['Notes', 'note'],
      ['Shares', 'share'],
      ['Views', 'view'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Activity filter' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`activity=${type}$`));
      await expect(activity.locator(`li:not([data-type="${type}"])`)).toHaveCount(0);
      await expect(activity.locator('li').first()).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('link', { name: 'Views' })).toHaveAttribute('aria-current', 'page');

    // Clicked again if the first click landed while the reloaded page was still being taken over.
    await openDialog(page.getByTestId('most-viewed').getByRole('button').first(), page.getByRole('dialog'));
  });

  /** Opens a field's inline editor; a click that landed before the page was interactive is made again. */
  async function startEdit(profile: Locator, label: string) {
    const box = profile.getByRole('textbox', { name: label });
    await expect(async () => {
      if (!(await box.isVisible())) await profile.getByRole('button', { name: `Edit ${label.toLowerCase()}` }).click({ timeout: 2_000 });
      await expect(box).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  test('on a phone the recent activity is part of the page: no scroll box of its own, its last row whole', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/users/${await userId('buyer@acme.test')}`);
    const activity = page.getByTestId('activity');
    await expect(activity.locator('li').first()).toBeVisible();
    const boxes = await activity.evaluate((list) => {
      const found: string[] = [];
      for (let node = list.parentElement; node && node !== document.body; node = node.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight)
          found.push(node.getAttribute('aria-label') ?? node.tagName);
      }
      return found;
    });
    expect(boxes, 'scroll boxes around the timeline').toEqual([]);
    // Rows are drawn ten at a time as the reader nears the end of the page; End until all are there.
    const more = page.getByRole('button', { name: /^Show more activity/ });
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(more).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
    const last = activity.locator('li').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.context().close();
  });

  test('inline edits of name, email and phone, with the checks and the toasts', async ({ browser }) => {
    const id = await userId('casey.edit@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const profile = card(page, 'Profile');

    await startEdit(profile, 'Name');
    await profile.getByRole('textbox', { name: 'Name' }).fill('   ');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Name is required')).toBeVisible();
    await profile.getByRole('textbox', { name: 'Name' }).fill('Casey Edited');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Name updated')).toBeVisible();
    await expect(page.getByTestId('user-display_name')).toHaveText('Casey Edited');

    await startEdit(profile, 'Email');
    await profile.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Invalid email address')).toBeVisible();
    await profile.getByRole('textbox', { name: 'Email' }).fill('casey.edited@example.com');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email updated')).toBeVisible();

    await startEdit(profile, 'Phone');
    await profile.getByRole('textbox', { name: 'Phone' }).fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Phone updated')).toBeVisible();
    await expect(page.getByTestId('user-phone')).toHaveText('Not set');

    await page.reload();
    await expect(page.getByTestId('user-display_name')).toHaveText('Casey Edited');
    await expect(page.getByTestId('user-email')).toHaveText('casey.edited@example.com');
  });

  test('tags: add one, remove it, create one that the user gets at once', async ({ browser }) => {
    const id = await userId('casey.edit@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const tags = card(page, 'Tags');
    // A choice made before the card has hydrated is lost (the Add button stays disabled): choose until it takes.
    await expect(async () => {
      await tags.getByLabel('Add a tag').selectOption({ label: 'VIP' });
      await expect(tags.getByRole('button', { name: 'Add', exact: true })).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await tags.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Tag added')).toBeVisible();
    await expect(tags.getByRole('list', { name: 'User tags' }).getByRole('link', { name: 'VIP' })).toBeVisible();
    await tags.getByRole('button', { name: 'Remove VIP' }).click();
    await expect(toast(page, 'Tag removed')).toBeVisible();
    await expect(tags.getByRole('button', { name: 'Remove VIP' })).toHaveCount(0);

    await tags.getByRole('button', { name: 'Create tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tag' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E detail tag');
    await dialog.getByRole('radio', { name: 'Green' }).check();
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(toast(page, 'Tag created')).toBeVisible();
    await expect(tags.getByRole('list', { name: 'User tags' }).getByRole('link', { name: 'E2E detail tag' })).toBeVisible();
  });

  test('change agent: search from 2 characters, the change shows with its history', async ({ browser }) => {
    const id = await userId('casey.edit@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const agent = card(page, 'Agent');
    const dialog = page.getByRole('dialog', { name: 'Change agent' });
    await openDialog(agent.getByRole('button', { name: 'Change agent' }), dialog);
    // One character searches nothing: no request over the search's own debounce, no agent listed.
    const searches = await requestsWithin(
      page,
      AGENT_SEARCH_DEBOUNCE_MS,
      (url) => url.pathname === '/api/agents',
      () => dialog.getByLabel('Search agents').fill('A'),
    );
    expect(searches.map((r) => r.url())).toEqual([]);
    await expect(dialog.getByRole('list', { name: 'Agents found' }).getByRole('button', { name: /^Assign (?!None)/ })).toHaveCount(0);
    await dialog.getByLabel('Search agents').fill('Adrian');
    await dialog.getByRole('button', { name: 'Assign Adrian Agentadmin' }).click();
    await expect(toast(page, 'Agent changed')).toBeVisible();
    await expect(agent.getByTestId('assigned-agent')).toHaveText('Adrian Agentadmin');
    const row = page.getByRole('table', { name: 'Agent change history' }).locator('tbody tr').first();
    await expect(row).toContainText('Avery Agent');
    await expect(row).toContainText('Adrian Agentadmin');
    await expect(row).toContainText('Alex Admin');
  });

  test('a failed agent change says so and changes nothing', async ({ browser }) => {
    const id = await userId('casey.edit@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const before = await card(page, 'Agent').getByTestId('assigned-agent').innerText();
    const dialog = page.getByRole('dialog', { name: 'Change agent' });
    await openDialog(card(page, 'Agent').getByRole('button', { name: 'Change agent' }), dialog);
    await demo.fault({ path: '/user/agent', method: 'POST', count: 1, status: 500 });
    await dialog.getByRole('button', { name: 'Assign None set' }).click();
    await expect(toast(page, 'Error changing agent')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card(page, 'Agent').getByTestId('assigned-agent')).toHaveText(before);
  });

  test('agent notes: saved by the button, kept after a failed save', async ({ browser }) => {
    const id = await userId('casey.edit@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const notes = card(page, 'Agent notes');
    await notes.getByLabel('Notes about this user').fill('Wants a garden. Call after 5pm.');
    await demo.fault({ path: `/agentnotes/${id}`, method: 'POST', count: 1, status: 500 });
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await expect(toast(page, 'Error saving')).toBeVisible();
    await expect(notes.getByLabel('Notes about this user')).toHaveValue('Wants a garden. Call after 5pm.');
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await expect(toast(page, 'Agent notes saved')).toBeVisible();
    await page.reload();
    await expect(card(page, 'Agent notes').getByLabel('Notes about this user')).toHaveValue('Wants a garden. Call after 5pm.');
  });

  test('make inactive and active again, each confirmed; never offered for the protected account', async ({ browser }) => {
    const id = await userId('riley.inactive@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const profile = card(page, 'Profile');
    await openDialog(profile.getByRole('button', { name: 'Make inactive' }), page.getByRole('dialog', { name: 'Make inactive' }));
    await page.getByRole('dialog', { name: 'Make inactive' }).getByRole('button', { name: 'Make inactive' }).click();
    await expect(toast(page, 'User was deactivated')).toBeVisible();
    await expect(profile.getByText('Inactive', { exact: true })).toBeVisible();
    expect((await demo.endUser({ email: 'riley.inactive@example.com' })).active).toBe(0);
    await profile.getByRole('button', { name: 'Make active' }).click();
    await page.getByRole('dialog', { name: 'Make active' }).getByRole('button', { name: 'Make active' }).click();
    await expect(toast(page, 'User was activated')).toBeVisible();
    expect((await demo.endUser({ email: 'riley.inactive@example.com' })).active).toBe(1);

    await page.goto(`/users/${await userId('appreview@acme.test')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'App Review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make inactive' })).toHaveCount(0);
  });

  test('promote to agent, confirmed; the user then holds an agent account', async ({ browser }) => {
    const id = await userId('promote.agent@example.com');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    await openDialog(page.getByRole('button', { name: 'Promote to agent' }), page.getByRole('dialog', { name: 'Promote to agent' }));
    await page.getByRole('dialog', { name: 'Promote to agent' }).getByRole('button', { name: 'Promote' }).click();
    await expect(toast(page, 'User was promoted to agent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Promote to agent' })).toHaveCount(0);
    await page.goto('/agents?q=Parker');
    await expect(page.getByRole('main').getByText('promote.agent@example.com')).toBeVisible();
  });

  test('an unknown user id is the not-found page with its 404', async ({ browser }) => {
    const page = await signedInPage(browser, 'admin@acme.test');
    const res = await page.goto('/users/987654321');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Sorry! The page you requested does not exist.')).toBeVisible();
  });

  test('Push Notifications: a text sent to this user from the card reaches them, the recipient fixed', async ({ browser }) => {
    const id = await userId('buyer@acme.test');
    const page = await open(browser, 'admin@acme.test', `/users/${id}`);
    const push = card(page, 'Push Notifications');
    await expect(push).toBeVisible();
    await expect(push.getByText('Blake Buyer')).toBeVisible();
    await expect(push.getByRole('radio', { name: 'Tags' })).toHaveCount(0);
    await push.getByRole('textbox', { name: 'Title', exact: true }).fill('A new listing for you');
    await push.getByRole('textbox', { name: 'Subtitle' }).fill('Three bedrooms near the park');
    await push.getByRole('radio', { name: 'Text', exact: true }).check();
    await push.getByRole('textbox', { name: 'Text', exact: true }).fill('Call me to see it this week.');
    await push.getByRole('button', { name: 'Send notification' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert sent' })).toBeVisible();
    const { items } = (await demo.outbox(`?kind=push&to=${encodeURIComponent('buyer@acme.test')}`)) as {
      items: { subject: string; body: string }[];
    };
    expect(items.at(-1)).toMatchObject({
      subject: 'A new listing for you',
      body: 'Three bedrooms near the park\ntext: Call me to see it this week.',
    });
    await page.context().close();
  });
});

test.describe('manager', () => {
  test('sees the profile, agent and activity; promotes to manager of an office; no tags, notes, agent change or inactive', async ({
    browser,
  }) => {
    const id = await userId('promote.manager@example.com');
    const page = await open(browser, 'manager@acme.test', `/users/${id}`);
    await expect(card(page, 'Profile')).toBeVisible();
    await expect(card(page, 'Agent').getByTestId('assigned-agent')).toHaveText('Avery Agent');
    for (const gone of ['Tags', 'Agent notes', 'Agent Saved Searches']) await expect(card(page, gone)).toHaveCount(0);
    for (const gone of ['Change agent', 'Make inactive', 'Promote to agent'])
      await expect(page.getByRole('button', { name: gone })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Agent change history' })).toHaveCount(0);
    await expect(page.getByTestId('activity')).toBeVisible();

    await page.getByRole('button', { name: 'Promote to manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promote to manager' });
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(dialog.getByText('Choose an office for the manager')).toBeVisible();
    // A manager chooses among their own offices only.
    await expect(dialog.getByLabel('Office').locator('option', { hasText: 'Acme Realty HQ' })).toHaveCount(0);
    await dialog.getByLabel('Office').selectOption({ label: 'San Francisco Office' });
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(toast(page, 'User was promoted to manager')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Promote to manager' })).toHaveCount(0);
  });
});

test.describe('agent', () => {
  test("their own user: tags and notes editable, no promotions, agent change or history; another agent's user is not found", async ({
    browser,
  }) => {
    const id = await userId('buyer@acme.test');
    const page = await open(browser, 'agent@acme.test', `/users/${id}`);
    await expect(card(page, 'Tags').getByLabel('Add a tag')).toBeVisible();
    await expect(card(page, 'Agent notes').getByRole('button', { name: 'Save notes' })).toBeVisible();
    for (const gone of ['Change agent', 'Make inactive', 'Promote to agent', 'Promote to manager'])
      await expect(page.getByRole('button', { name: gone })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Agent change history' })).toHaveCount(0);
    // The app-store review account has no agent: not this agent's user.
    const res = await page.goto(`/users/${await userId('appreview@acme.test')}`);
    expect(res?.status()).toBe(404);
  });
});

test.describe('modes', () => {
  test('read-only hides every edit, send, update and delete', async ({ browser }) => {
    const id = await userId('buyer@acme.test');
    const page = await open(browser, 'admin@acme.test', `/users/${id}?ro=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blake Buyer' })).toBeVisible();
    for (const gone of [
      'Edit name',
      'Edit email',
      'Edit phone',
      'Change agent',
      'Make inactive',
      'Promote to agent',
      'Promote to manager',
      'Save notes',
      'Create tag',
      'Remove Buyer',
    ]) {
      await expect(page.getByRole('button', { name: gone })).toHaveCount(0);
    }
    await expect(page.getByLabel('Add a tag')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create Search' })).toHaveCount(0);
    await expect(page.getByTestId('agent-notes')).toContainText('quiet street');
    await page.context().close();
  });

  test('restricted mode hides the user data panels from an admin', async ({ browser }) => {
    const id = (await demo.endUser({ stack: 'bay' })).id;
    const page = await open(browser, 'restricted@bay.test', `/users/${id}`);
    await expect(card(page, 'Profile')).toBeVisible();
    await expect(page.getByText('User data is hidden in restricted mode.')).toBeVisible();
    await expect(card(page, 'Overview')).toHaveCount(0);
    await expect(page.getByTestId('activity')).toHaveCount(0);
    await expect(page.getByTestId('most-viewed')).toHaveCount(0);
  });

  test("restricted mode: the page's (and its saved-search editor's) raw HTML and RSC payload carry no end user's name, email or phone, and nothing offers to edit them", async ({
    browser,
  }) => {
    const user = await demo.endUser({ stack: 'bay' });
    const page = await signedInPage(browser, 'restricted@bay.test');
    // The document as served (its inline flight data included) and the payload of a client navigation.
    const [documentRes, flightRes] = [
      await page.request.get(`/users/${user.id}`),
      await page.request.get(`/users/${user.id}`, { headers: { rsc: '1' } }),
    ];
    expect([documentRes.status(), flightRes.status()]).toEqual([200, 200]);
    const [documentHtml, flight] = [await documentRes.text(), await flightRes.text()];
    // The page itself was served (not a sign-in or error page that would hold no name either).
    expect(documentHtml).toContain('Agent notes');
    // The saved-search editor under it names the user in its breadcrumb and description.
    const editorRes = await page.request.get(`/users/${user.id}/agentsavedsearch`);
    expect(editorRes.status()).toBe(200);
    const editorHtml = await editorRes.text();
    expect(editorHtml).toContain(`For User ${user.id}`);
    const secrets = [user.display_name, user.email, ...(user.phone ? [user.phone, user.phone.replace(/\D/g, '')] : [])];
    const escaped = (s: string) => [
      s,
      s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'),
      JSON.stringify(s).slice(1, -1),
    ];
    for (const [what, body] of [
      ['document', documentHtml],
      ['flight', flight],
      ['saved-search editor', editorHtml],
    ] as const) {
      for (const secret of secrets)
        for (const form of escaped(secret)) expect(body.toLowerCase(), `${what} holds ${secret}`).not.toContain(form.toLowerCase());
    }
    await page.goto(`/users/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `User ${user.id}` })).toBeVisible();
    for (const field of ['name', 'email', 'phone']) await expect(page.getByRole('button', { name: `Edit ${field}` })).toHaveCount(0);
    await page.context().close();
  });

  test('insights off: Upgrade required with contact support, 4 blurred rows, no activity', async ({ page }) => {
    await demo.setApp('acme', { toggles: { agentInsightsEnabled: false } });
    try {
      const id = await userId('buyer@acme.test');
      await signIn(page, 'admin@acme.test', { next: `/users/${id}` });
      await expect(page.getByText('Upgrade required')).toBeVisible();
      await expect(page.getByText('Contact support to enable all dashboard features.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByTestId('blurred-rows').locator('li')).toHaveCount(4);
      await expect(page.getByTestId('activity')).toHaveCount(0);
      await expect(page.getByTestId('most-viewed')).toHaveCount(0);
    } finally {
      await demo.setApp('acme', { toggles: { agentInsightsEnabled: true } });
    }
  });

  test('embedded from the CRM: a link to the full dashboard instead of the header, and fewer cards', async ({ page }) => {
    const context = Buffer.from(
      JSON.stringify({
        account: { id: 1, domain: 'acme' },
        person: { id: 7, emails: ['buyer@acme.test'] },
        user: { email: 'agent@acme.test' },
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', E2E.fubSecret).update(context).digest('hex');
    await page.goto(`/fub?context=${context}&signature=${signature}`);
    const id = await userId('buyer@acme.test');
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
    await expect(page.getByRole('link', { name: /Open full dashboard/ })).toHaveAttribute('href', `/users/${id}`);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await expect(card(page, 'Agent')).toHaveCount(0);
    await expect(card(page, 'Profile')).toBeVisible();
    await expect(card(page, 'Tags')).toBeVisible();
  });
});
