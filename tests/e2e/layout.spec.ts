import { join } from 'node:path';
import { ROUTES } from '@/lib/access/routes';
import { expect, test, type Page } from './support/test';
import { openDialog } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, expectInWindow, LAPTOP, PHONE, type Window } from './support/layout';
import { signedInPage } from './support/session';

/**
 * Every screen of the access table's route list (lib/access/routes.ts) at 390 × 844 and 1280 × 900, in
 * each role that reaches it: the document is no wider than the window and nothing sticks out of it; every
 * dialog the screen opens from its first view (its openers carry aria-haspopup="dialog") lies wholly
 * inside the window at both sizes; a toast does too. It reads and opens, never submits: no data changes.
 * One signed-in page per role, resized rather than reopened.
 */

const ROLES = ['admin@acme.test', 'manager@acme.test', 'agent@acme.test'] as const;
/** A role's account, 'signed out', or another kind of session (read-only). */
type Role = string;

/** Routes that are no screen: opening them acts. Named, so that a new route is never skipped silently. */
const NOT_SCREENS: Record<string, string> = {
  '/logout': 'signs out',
  '/training': 'redirects to the external training site',
};

/** The buyer of the demo seed, with every card of the user detail full (saved searches too). */
const buyer = async () => (await demo.endUser({ email: 'buyer@acme.test' })).id;

/** Opens the path: false when this role is sent elsewhere (it does not see the screen). */
async function reaches(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  return new URL(page.url()).pathname === path;
}

/**
 * The first link of a list page that matches `pattern`, as this role sees it; null when the role is sent
 * away from the list (it does not see the route either).
 */
async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  if (!(await reaches(page, list))) return null;
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.map((h) => h.split('?')[0] ?? '').find((h) => pattern.test(h));
  if (!found) throw new Error(`no link matching ${pattern} on ${list}: the layout suite cannot open its detail route`);
  return found;
}

/** A real path for each route with segments, from the demo seed or the route's list page. */
const SAMPLE_PATHS: Record<string, (page: Page) => Promise<string | null>> = {
  '/agents/:agentId': (page) => firstLink(page, '/agents', /^\/agents\/\d+$/),
  '/users/:userId': async () => `/users/${await buyer()}`,
  '/users/:userId/agentsavedsearch': async () => `/users/${await buyer()}/agentsavedsearch`,
  '/users/:userId/agentsavedsearch/:searchId': async (page) => {
    const id = await buyer();
    // Roles without saved searches are sent away from the editor; the others find one on the user's page.
    if (!(await reaches(page, `/users/${id}/agentsavedsearch`))) return null;
    return firstLink(page, `/users/${id}`, /\/agentsavedsearch\/\d+$/);
  },
  '/searchlinks/:searchId': (page) => firstLink(page, '/searchlinks', /^\/searchlinks\/\d+$/),
  '/pocket/:listingId': (page) => firstLink(page, '/pocket', /^\/pocket\/(?!new$)[^/]+$/),
  '/provision/:uri/:provisionId': async () => '/provision/acme/join-acme',
};

const pages = new Map<Role, Page>();
/** Dialogs of the shell (header, menu drawer, sidebar) are the same on every screen: opened once per role. */
const shellDialogsSeen = new Map<Role, Set<string>>();

test.beforeAll(async ({ browser }) => {
  for (const role of ROLES) pages.set(role, await signedInPage(browser, role));
  pages.set('signed out', await (await browser.newContext()).newPage());
});
test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
});

const other = (size: Window) => (size === PHONE ? LAPTOP : PHONE);
const label = (size: Window) => `${size.width} × ${size.height}`;

/**
 * Opens every dialog the screen offers at this size that was not opened yet, checks it at both sizes
 * and closes it with Escape. Openers repeated per row (a row action, a listing of a list) are opened once.
 */
async function checkDialogs(page: Page, role: Role, path: string, size: Window, seen: Set<string>) {
  const shellSeen = shellDialogsSeen.get(role) ?? new Set<string>();
  shellDialogsSeen.set(role, shellSeen);
  const openers = await page.locator('[aria-haspopup="dialog"]').evaluateAll((els) =>
    els.map((el, index) => {
      el.setAttribute('data-layout-opener', String(index));
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
      return {
        index,
        name,
        // Not in a closed disclosure (its content is laid out but not shown), not disabled.
        shown: box.width > 0 && el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && !el.matches(':disabled, [aria-disabled="true"]'),
        shell: !el.closest('main'),
        // In a list or a table, an opener of the same look and verb opens the same dialog for another row.
        kind: el.getAttribute('data-row-action') ?? (el.closest('li, tr') ? `${el.className}|${/^[A-Za-z]+/.exec(name)?.[0] ?? ''}` : name),
      };
    }),
  );
  for (const opener of openers) {
    const done = opener.shell ? shellSeen : seen;
    if (!opener.shown || done.has(opener.kind)) continue;
    done.add(opener.kind);
    const what = `${path} (${role}): the dialog of '${opener.name}'`;
    const dialog = page.locator('dialog[open]');
    const opened = await openDialog(page.locator(`[data-layout-opener="${opener.index}"]`), dialog).then(
      () => true,
      () => false,
    );
    expect.soft(opened, `${what} opens`).toBe(true);
    if (!opened) continue;
    await expectInWindow(dialog, size, `${what} at ${label(size)}`);
    await page.setViewportSize(other(size));
    await expectInWindow(dialog, other(size), `${what} at ${label(other(size))}`);
    await page.setViewportSize(size);
    await page.keyboard.press('Escape');
    await expect(dialog, `${what} closes with Escape`).toHaveCount(0);
  }
}

/**
 * Checks the screen in one role: false when the role is sent elsewhere (it does not see the screen).
 * `seen`: the dialogs of this screen already opened in another role, which are not opened again.
 */
async function checkScreen(page: Page, role: Role, path: string, seen: Set<string>): Promise<boolean> {
  await page.setViewportSize(PHONE);
  if (!(await reaches(page, path))) return false;
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectFits(page, `${path} (${role}) at ${label(size)}`);
    // LAYOUT_SHOTS=<folder>: a whole-page picture of each screen, for the eye (what the measures cannot see).
    if (process.env.LAYOUT_SHOTS) {
      const file = `${role.split('@')[0]}${path.replace(/[^a-z0-9]+/gi, '_')}-${size.width}.png`;
      await page.screenshot({ path: join(process.env.LAYOUT_SHOTS, file), fullPage: true });
    }
    await checkDialogs(page, role, path, size, seen);
  }
  return true;
}

async function pathFor(page: Page, pattern: string): Promise<string | null> {
  if (!pattern.includes(':')) return pattern;
  const sample = SAMPLE_PATHS[pattern];
  if (!sample) throw new Error(`no sample path for ${pattern}: add one to SAMPLE_PATHS in tests/e2e/layout.spec.ts`);
  return sample(page);
}

test.describe('every screen fits the phone and the laptop, and so do its dialogs', () => {
  // A route is up to three roles at two sizes with its dialogs: minutes when the machine is busy.
  test.describe.configure({ timeout: 180_000 });
  for (const route of ROUTES) {
    if (NOT_SCREENS[route.pattern]) continue;
    test(route.pattern, async () => {
      const roles: Role[] = route.public ? ['signed out'] : [...ROLES];
      const reached: Role[] = [];
      const seen = new Set<string>();
      for (const role of roles) {
        const page = pages.get(role) as Page;
        const path = await pathFor(page, route.pattern);
        if (path !== null && (await checkScreen(page, role, path, seen))) reached.push(role);
      }
      expect(reached, `no role of ${roles.join(', ')} reaches ${route.pattern}`).not.toEqual([]);
    });
  }
});

test('the shell of the other kinds of session fits: view switch, restricted mode, read-only', async ({ browser }) => {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as { accounts: { email: string; apps: { api_key: string }[] }[] };
  const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps[0]?.api_key ?? '';
  const readOnly = await (await browser.newContext()).newPage();
  await readOnly.goto(`/login?api_key=${encodeURIComponent(key)}&ro=1`);
  await expect(readOnly.getByText('Read Only', { exact: true })).toBeVisible();
  const sessions: [Role, Page][] = [
    ['agentadmin@acme.test', await signedInPage(browser, 'agentadmin@acme.test')],
    ['restricted@bay.test', await signedInPage(browser, 'restricted@bay.test')],
    ['read-only admin', readOnly],
  ];
  for (const [who, page] of sessions) {
    expect(await checkScreen(page, who, '/', new Set()), `${who} reaches /`).toBe(true);
    await page.context().close();
  }
});

test('the routes the suite leaves out are still routes', () => {
  const patterns = ROUTES.map((r) => r.pattern);
  for (const pattern of Object.keys(NOT_SCREENS)) expect(patterns, `NOT_SCREENS names ${pattern}`).toContain(pattern);
  for (const pattern of Object.keys(SAMPLE_PATHS)) expect(patterns, `SAMPLE_PATHS names ${pattern}`).toContain(pattern);
});

test('a toast lies inside the window at both sizes', async () => {
  const page = pages.get('agent@acme.test') as Page;
  await page.setViewportSize(PHONE);
  await page.goto('/marketing');
  // Copying the invite link changes nothing; refused by the browser, it still raises a toast (an error one).
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  const toast = page.getByRole('button', { name: 'Dismiss notification' }).locator('..');
  await expect(toast).toBeVisible();
  await expectInWindow(toast, PHONE, `the toast at ${label(PHONE)}`);
  await page.setViewportSize(LAPTOP);
  await expectInWindow(toast, LAPTOP, `the toast at ${label(LAPTOP)}`);
});
