import { expect, test, type Page } from './support/test';
import { checkA11y, checkDialog } from './support/a11y';
import { signIn } from './support/auth';
import { demo } from './support/demo';
import { E2E } from './support/env';

/**
 * Accessibility, checked by axe on every page of the app as the roles that see it, with its
 * dialogs open; what fails a test and what is only listed in the report: checkA11y (support/a11y.ts).
 * A page is scanned whole once; after a change on it (field errors, a selection, an inline edit, the
 * map started) only what changed is scanned. The Pro Tips dialog, one component whatever help items it
 * lists, is scanned once (on home).
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const main = (page: Page) => page.getByRole('main');

// Nothing here changes the demo's data; the one toggle a test turns off it turns back on.
test.beforeAll(async () => {
  await demo.reset();
});

test.describe('public screens', () => {
  test('sign-in, its field errors, the forgot-password view', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your dashboard' })).toBeVisible();
    await checkA11y(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await checkA11y(page, '/login with field errors', 'form');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await checkA11y(page, 'the forgot-password view');
  });

  test('the app chooser', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('multi@demo.test');
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an app' })).toBeVisible();
    await checkA11y(page, 'the app chooser');
  });

  test('SSO error, CRM embed error, payment required', async ({ page }) => {
    await page.goto('/sso');
    await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
    await checkA11y(page, '/sso');
    await page.goto('/fub?err=user');
    await expect(main(page).getByRole('alert')).toHaveText('User not found');
    await checkA11y(page, '/fub?err=user');
    await signIn(page, 'unpaid@acme.test');
    await expect(page.getByRole('heading', { name: 'Payment required' })).toBeVisible();
    await checkA11y(page, 'payment required');
  });
});

test.describe('shell and home', () => {
  test('admin: home, a listing, Pro Tips, not found', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Most viewed listings' })).toBeVisible();
    await checkA11y(page, 'home (admin)');
    await page.getByRole('list', { name: 'Most viewed listings' }).getByRole('button').first().click();
    const listing = page.getByRole('dialog');
    await expect(listing.getByTestId('listing-price')).toBeVisible();
    await checkA11y(page, 'the listing modal', 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(listing).toHaveCount(0);
    await checkDialog(page, main(page).getByRole('button', { name: 'Pro Tips' }), 'Pro Tips');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await checkA11y(page, 'not found');
  });

  test('agent: home and the support dialog', async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await checkA11y(page, 'home (agent)');
    await checkDialog(page, sidebar(page).getByRole('button', { name: 'Email support' }), 'Email support');
  });

  test("agent: the header's account menu, open", async ({ page }) => {
    await signIn(page, 'agent@acme.test');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await checkA11y(page, 'the account menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await checkA11y(page, 'the header with the menu closed', 'header');
  });

  test('below 991 px: the mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, 'manager@acme.test');
    await checkA11y(page, 'home (manager, narrow)');
    await checkDialog(page, page.getByRole('button', { name: 'Open menu' }), 'Menu');
  });
});

test.describe('agents', () => {
  test('the list, New agent, Upload CSV', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/agents' });
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await checkA11y(page, '/agents');
    await checkDialog(page, main(page).getByRole('button', { name: 'New agent' }), 'New agent');
    await checkDialog(page, main(page).getByRole('button', { name: 'Upload CSV' }), 'Import agents from CSV');
  });

  // All agents, ready to reorder (/agents?limit=0): agents-list.spec.ts checks that page, stricter (every impact).

  test('agent edit and its delete confirmation', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/agents' });
    const first = main(page).locator('tbody a[href^="/agents/"]').first();
    const href = await first.getAttribute('href');
    await page.goto(href ?? '/agents');
    await expect(page).toHaveURL(/\/agents\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Delete agent' })).toBeVisible();
    await checkA11y(page, 'agent edit');
    await checkDialog(page, main(page).getByRole('button', { name: 'Delete agent' }), 'Delete agent');
  });

  test('a manager sees the list read for their offices', async ({ page }) => {
    await signIn(page, 'manager@acme.test', { next: '/agents' });
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await checkA11y(page, '/agents (manager)');
  });
});

test.describe('Mortgage Pro', () => {
  test('admin: app, office and agent levels', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/mortgagepro' });
    await expect(page.getByRole('heading', { name: 'Mortgage Pro', level: 1 })).toBeVisible();
    await checkA11y(page, 'Mortgage Pro, app level');

    await page.goto('/mortgagepro?level=office');
    await expect(page.getByText('Choose an office')).toBeVisible();
    await checkA11y(page, 'Mortgage Pro, office level');
    await page.getByRole('navigation', { name: 'Offices' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/level=office&office=\d+/);
    await checkA11y(page, 'Mortgage Pro, one office');

    await page.goto('/mortgagepro?level=agent');
    await expect(page.getByText('Choose an agent')).toBeVisible();
    await checkA11y(page, 'Mortgage Pro, agent level');
    await page.getByRole('region', { name: 'Agents with a Mortgage Pro' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/level=agent&agent=\d+/);
    await checkA11y(page, 'Mortgage Pro, one agent');
  });

  test("an agent's own Mortgage Pro", async ({ page }) => {
    await signIn(page, 'agent@acme.test', { next: '/mortgagepro' });
    await expect(page.getByRole('heading', { name: 'Mortgage Pro', level: 1 })).toBeVisible();
    await checkA11y(page, 'Mortgage Pro (agent)');
  });
});

test.describe('Tags', () => {
  // Each role with a tag it may change: the super tag Buyer for the admin, an own tag for the agent.
  const roles = [
    ['admin@acme.test', 'Buyer'],
    ['agent@acme.test', 'Hot lead'],
  ] as const;
  for (const [email, tag] of roles) {
    test(`${email}: the list, and the create form with its errors`, async ({ page }) => {
      await signIn(page, email, { next: '/tags' });
      await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
      await checkA11y(page, `/tags (${email})`);
      const create = page.getByRole('dialog', { name: 'Create tag' });
      await main(page).getByRole('button', { name: 'Create tag' }).click();
      await create.getByRole('button', { name: 'Create tag' }).click();
      await expect(create.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Tag name and color are required');
      await checkA11y(page, "the 'Create tag' dialog with its errors", 'dialog[open]');
    });

    test(`${email}: Edit and Delete dialogs`, async ({ page }) => {
      await signIn(page, email, { next: '/tags' });
      const dialogs = [
        [`Edit ${tag}`, 'Edit tag'],
        [`Delete ${tag}`, `Delete ${tag}`],
      ] as const;
      for (const [button, name] of dialogs) await checkDialog(page, main(page).getByRole('button', { name: button }), name);
    });
  }
});

test.describe('Lead routing', () => {
  test('admin: the rules, office hours, availability and report, the hours and pause dialogs', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/routing' });
    await expect(page.getByRole('heading', { name: 'Lead routing', level: 1 })).toBeVisible();
    await checkA11y(page, '/routing (admin)');
    await checkDialog(page, main(page).getByRole('button', { name: 'Edit the hours of the brokerage' }), "The brokerage's hours");
    await checkDialog(page, main(page).getByRole('button', { name: 'Pause an agent' }), 'Pause an agent');
    await checkDialog(page, main(page).getByRole('button', { name: 'Edit Everyone else' }), 'Edit Everyone else');
  });

  for (const email of ['manager@acme.test', 'agent@acme.test']) {
    test(`${email}: the screen as they see it`, async ({ page }) => {
      await signIn(page, email, { next: '/routing' });
      await expect(page.getByRole('heading', { name: 'Lead routing', level: 1 })).toBeVisible();
      await checkA11y(page, `/routing (${email})`);
    });
  }
});

test.describe('Favorites lists', () => {
  test('agent: the cards expanded, Add users with results and its refusal, Remove, Stop sharing', async ({ page }) => {
    await signIn(page, 'agent@acme.test', { next: '/favoriteslists' });
    await expect(page.getByRole('heading', { name: 'Favorites Lists', level: 1 })).toBeVisible();
    const name = 'Family homes near good schools';
    const card = page.getByRole('region', { name });
    await card.getByText(`Show photos and users of ${name}`).click();
    await checkA11y(page, '/favoriteslists (agent, a card expanded)');
    await card.getByRole('button', { name: `+ Add Users: ${name}` }).click();
    const add = page.getByRole('dialog', { name: `Add users to ${name}` });
    await add.getByRole('searchbox', { name: 'Search users' }).fill('an');
    await expect(add.getByRole('checkbox').first()).toBeVisible();
    await add.getByRole('button', { name: 'Add users' }).click();
    await expect(add.getByRole('alert')).toHaveText('Please select at least one user');
    await checkA11y(page, "the 'Add users' dialog with results and its message", 'dialog[open]');
    await page.keyboard.press('Escape');
    await checkDialog(page, card.getByRole('button', { name: /^Remove / }).first(), /^Remove /);
    await checkDialog(page, card.getByRole('button', { name: `Stop Sharing This List: ${name}` }), `Stop sharing ${name}`);
  });
});

test.describe('Chat', () => {
  test('admin: the bot message card and the transcripts table, a transcript dialog', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/chat' });
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await checkA11y(page, '/chat (admin)');
    const room =
      (await page.getByRole('table', { name: 'Chat transcripts' }).locator('tbody tr').first().getByRole('rowheader').textContent()) ?? '';
    await page.getByRole('button', { name: `View transcript of ${room}` }).click();
    await expect(page.getByRole('dialog', { name: `Transcript of ${room}` }).getByLabel('Transcript')).toBeVisible();
    await checkA11y(page, "the 'Transcript' dialog", 'dialog[open]');
  });

  test('agent: the transcripts table', async ({ page }) => {
    await signIn(page, 'agent@acme.test', { next: '/chat' });
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await checkA11y(page, '/chat (agent)');
  });
});

test.describe('User detail', () => {
  const buyerPath = async () => `/users/${(await demo.endUser({ email: 'buyer@acme.test' })).id}`;

  test('admin: the page, its side panels, an inline edit', async ({ page }) => {
    const path = await buyerPath();
    await signIn(page, 'admin@acme.test', { next: path });
    await expect(page.getByRole('heading', { name: 'Blake Buyer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('activity')).toBeVisible();
    await checkA11y(page, `${path} (admin)`);
    await checkDialog(page, page.getByTestId('count-fav'), 'Favorites');
    await checkDialog(page, page.getByTestId('count-scheduled'), 'Scheduled viewings');
    await main(page).getByRole('button', { name: 'Edit name' }).click();
    await checkA11y(page, `${path} with an inline edit open`, 'main form');
  });

  test('admin: the dialogs', async ({ page }) => {
    const path = await buyerPath();
    await signIn(page, 'admin@acme.test', { next: path });
    for (const name of ['Change agent', 'Promote to manager', 'Promote to agent', 'Make inactive', 'Create tag']) {
      await checkDialog(page, main(page).getByRole('button', { name, exact: true }), name);
    }
  });

  test('agent and insights off: the page with the upgrade notice', async ({ page }) => {
    const path = await buyerPath();
    await demo.setApp('acme', { toggles: { agentInsightsEnabled: false } });
    try {
      await signIn(page, 'agent@acme.test', { next: path });
      await expect(page.getByText('Upgrade required')).toBeVisible();
      await checkA11y(page, `${path} (agent, insights off)`);
    } finally {
      await demo.setApp('acme', { toggles: { agentInsightsEnabled: true } });
    }
  });
});

test.describe('Push notifications', () => {
  test('admin: /alerts, the send dialog with its errors and a schedule, the delete dialog', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/alerts' });
    await expect(page.getByRole('heading', { name: 'Push notifications', level: 1 })).toBeVisible();
    await checkA11y(page, '/alerts (admin)');
    const send = page.getByRole('dialog', { name: 'Send notification' });
    await main(page).getByRole('button', { name: 'Send notification' }).click();
    await send.getByRole('radio', { name: 'Text', exact: true }).check();
    await send.getByRole('radio', { name: 'Schedule' }).check();
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(/Required/);
    await checkA11y(page, "the 'Send notification' dialog with its errors", 'dialog[open]');
    await send.getByRole('radio', { name: 'Tags' }).check();
    await send.getByRole('radio', { name: 'Listing' }).check();
    await checkA11y(page, "the 'Send notification' dialog (tags, listing)", 'dialog[open]');
    await page.keyboard.press('Escape');
    await checkDialog(
      page,
      main(page)
        .getByRole('button', { name: /^Delete / })
        .first(),
      'Remove scheduled notification',
    );
  });

  test('restricted admin: /alerts without recipients', async ({ page }) => {
    await signIn(page, 'restricted@bay.test', { next: '/alerts' });
    await expect(page.getByRole('heading', { name: 'Push notifications', level: 1 })).toBeVisible();
    await checkA11y(page, '/alerts (restricted admin)');
  });
});

test.describe('Users', () => {
  test('admin: the list with bulk update, New user, Upload CSV (with its column mapping), Change agent, Add tags', async ({
    page,
  }, info) => {
    await signIn(page, 'admin@acme.test', { next: '/users' });
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await checkA11y(page, '/users');
    await checkDialog(page, main(page).getByRole('button', { name: 'New user' }), 'New user');
    await main(page).getByRole('button', { name: 'Upload CSV' }).click();
    const csv = info.outputPath('unmapped.csv');
    await (await import('node:fs/promises')).writeFile(csv, 'Client;Contact\nAnn;ann@x.co\n');
    await page.getByRole('dialog', { name: 'Import users from CSV' }).getByLabel('CSV file').setInputFiles(csv);
    await expect(page.getByText('Choose which columns hold the name and the email.')).toBeVisible();
    await checkA11y(page, "the 'Import users from CSV' dialog with its column mapping", 'dialog[open]');
    await page.keyboard.press('Escape');
    await main(page).getByLabel('Select all users on this page').check();
    await checkA11y(page, 'the bulk update bar with users selected', '[role="region"][aria-label="Bulk update"]');
    await checkDialog(page, main(page).getByRole('button', { name: 'Change agent' }), 'Change agent');
    await checkDialog(page, main(page).getByRole('button', { name: 'Add tags' }), 'Add tags');
  });

  test('manager: the list', async ({ page }) => {
    await signIn(page, 'manager@acme.test', { next: '/users' });
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await checkA11y(page, '/users (manager)');
  });
});

test.describe('Saved searches and search templates', () => {
  test('agent: the saved-search editor with its map, suggestions and dialogs', async ({ page }) => {
    // Four axe runs and the map's start (its code fetched on 'Edit map') on one page: longer than most.
    const key =
      (
        (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as { accounts: { email: string; apps: { api_key: string }[] }[] }
      ).accounts.find((a) => a.email === 'agent@acme.test')?.apps[0]?.api_key ?? '';
    const stats = await fetch(`${E2E.demoURL}/app/stats`, {
      method: 'POST',
      headers: { 'X-API-KEY': key, 'X-Mode': 'agent', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'recent_users' }),
    });
    const userId = ((await stats.json()) as { items: { id: number }[] }).items[0]?.id;
    await signIn(page, 'agent@acme.test', { next: `/users/${userId}/agentsavedsearch` });
    await checkA11y(page, '/users/{id}/agentsavedsearch with the picture of its map');
    await page.getByTestId('region-map').getByRole('button', { name: 'Edit map' }).click();
    await expect(page.getByTestId('region-map')).toHaveAttribute('data-map-state', 'ready');
    await checkA11y(page, 'the saved-search map, started', '[data-testid="region-map"]');
    await page.getByRole('combobox', { name: 'Location' }).fill('Mission');
    await expect(page.getByRole('option', { name: /Mission District/ })).toBeVisible();
    await checkA11y(page, 'the location suggestions', '[role="listbox"]');
    await page.getByRole('combobox', { name: 'Location' }).press('Escape');
    await page.getByRole('combobox', { name: 'Template' }).selectOption({ index: 1 });
    await checkDialog(page, page.getByRole('button', { name: 'Apply template' }), 'Apply template');
  });

  test('admin and agent: the templates list and the template editor', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { next: '/searchlinks' });
    await expect(page.getByRole('heading', { name: 'Search Templates', level: 1 })).toBeVisible();
    await checkA11y(page, '/searchlinks (admin)');
    // /searchlinks/new with the picture of its map: map-picture.spec.ts scans it on both devices.
    await page.goto('/searchlinks/new');
    await page.getByTestId('region-map').getByRole('button', { name: 'Edit map' }).click();
    await expect(page.getByTestId('region-map')).toHaveAttribute('data-map-state', 'ready');
    await checkA11y(page, 'the template map, started', '[data-testid="region-map"]');
    await page.goto('/searchlinks');
    await main(page)
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await checkDialog(page, page.getByRole('button', { name: 'Delete' }), 'Delete search');
  });
});
