import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathFor, reaches, screensOf, SIGNED_OUT, type Role } from './support/screens';
import { openDialog } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { expectFits, expectInWindow, LAPTOP, PHONE, type Window } from './support/layout';
import { signedInContext } from './support/session';

/**
 * Every screen of the access table's route list (lib/access/routes.ts) on a phone (390 × 844) and a
 * laptop (1280 × 900), in each role that reaches it: the document is no wider than the window and
 * nothing sticks out of it; every dialog the screen opens from its first view (its openers carry
 * aria-haspopup="dialog") lies wholly inside the window; a toast does too. It reads and opens, never
 * submits: no data changes. One role on one device at a time, each in a context of its own.
 */

/** The buyer of the demo seed, with every card of the user detail full (saved searches too). */
const buyer = async () => (await demo.endUser({ email: 'buyer@acme.test' })).id;

/**
 * The two devices. A phone is emulated as one (isMobile: the page's meta viewport, touch): there a page
 * wider than the window widens the layout viewport too, and a centred dialog lands off-screen, which a
 * desktop window of 390 px never shows.
 */
const DEVICES = [
  { size: PHONE, options: { viewport: PHONE, isMobile: true, hasTouch: true } },
  { size: LAPTOP, options: { viewport: LAPTOP } },
] as const;
type Device = (typeof DEVICES)[number];

const label = (size: Window) => `${size.width} × ${size.height}`;
/** Dialogs of the shell (header, menu drawer, sidebar) are the same on every screen: opened once per role and device. */
const shellDialogsSeen = new Map<string, Set<string>>();

/** The read-only session of the demo admin's api key, opened once per worker like a role's sign-in. */
let readOnlyState: Awaited<ReturnType<BrowserContext['storageState']>> | null = null;
const READ_ONLY = 'read-only admin';

/**
 * A new context of `role` on `device`: a role's saved session (one sign-in per role per worker,
 * support/session.ts), the read-only session, or signed out. One context is open at a time: a busy
 * machine's Chromium refuses new tabs when every role's pages are open together.
 */
async function contextOf(browser: Browser, role: Role, device: Device): Promise<BrowserContext> {
  if (role === SIGNED_OUT) return browser.newContext(device.options);
  if (role !== READ_ONLY) return signedInContext(browser, role, device.options);
  if (!readOnlyState) {
    const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
      accounts: { email: string; apps: { api_key: string }[] }[];
    };
    const key = accounts.find((a) => a.email === 'admin@acme.test')?.apps[0]?.api_key ?? '';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/login?api_key=${encodeURIComponent(key)}&ro=1`);
    await expect(page.getByText('Read Only', { exact: true })).toBeVisible();
    readOnlyState = await context.storageState();
    await context.close();
  }
  return browser.newContext({ ...device.options, storageState: readOnlyState });
}

/** Runs `check` on a page of `role` on `device`, in a context of its own closed afterwards. */
async function onDevice<T>(browser: Browser, role: Role, device: Device, check: (page: Page) => Promise<T>): Promise<T> {
  const context = await contextOf(browser, role, device);
  try {
    return await check(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Opens every dialog the screen offers on this device that was not opened yet, checks that it lies in
 * the window and closes it with Escape. Openers repeated per row (a row action, a listing of a list) are
 * opened once.
 */
async function checkDialogs(page: Page, role: Role, path: string, size: Window, seen: Set<string>) {
  const shellKey = `${role} ${size.width}`;
  const shellSeen = shellDialogsSeen.get(shellKey) ?? new Set<string>();
  shellDialogsSeen.set(shellKey, shellSeen);
  const openers = await page.locator('[aria-haspopup="dialog"]').evaluateAll((els) =>
    els.map((el, index) => {
      el.setAttribute('data-layout-opener', String(index));
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
      return {
        index,
        name,
        // Not in a closed disclosure (its content is laid out but not shown), not disabled.
        shown:
          box.width > 0 &&
          el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
          !el.matches(':disabled, [aria-disabled="true"]'),
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
    const what = `${path} (${role}) at ${label(size)}: the dialog of '${opener.name}'`;
    const dialog = page.locator('dialog[open]');
    const opened = await openDialog(page.locator(`[data-layout-opener="${opener.index}"]`), dialog).then(
      () => true,
      () => false,
    );
    expect.soft(opened, `${what} opens`).toBe(true);
    if (!opened) continue;
    await expectInWindow(dialog, size, what);
    await page.keyboard.press('Escape');
    await expect(dialog, `${what} closes with Escape`).toHaveCount(0);
  }
}

/**
 * Checks the screen on one device of one role: false when the role is sent elsewhere (it does not see
 * the screen). `seen`: the dialogs of this screen already opened on this device in another role.
 */
async function checkScreen(page: Page, role: Role, path: string, size: Window, seen: Set<string>): Promise<boolean> {
  if (!(await reaches(page, path))) return false;
  await expectFits(page, `${path} (${role}) at ${label(size)}`);
  // LAYOUT_SHOTS=<folder>: a whole-page picture of each screen, for the eye (what the measures cannot see).
  if (process.env.LAYOUT_SHOTS) {
    const file = `${role.split('@')[0]}${path.replace(/[^a-z0-9]+/gi, '_')}-${size.width}.png`;
    await page.screenshot({ path: join(process.env.LAYOUT_SHOTS, file), fullPage: true });
  }
  await checkDialogs(page, role, path, size, seen);
  return true;
}

/** The screen on both devices of each role, one role and device at a time; the roles that reach it. */
async function checkEverywhere(browser: Browser, pattern: string, roles: Role[]): Promise<Role[]> {
  const reached: Role[] = [];
  const seen = new Map(DEVICES.map((d) => [d, new Set<string>()]));
  for (const role of roles) {
    let reaches = true;
    // The path is found on the first device (a sample route opens its list page) and kept for the next.
    let path: string | null | undefined;
    for (const device of DEVICES) {
      const shown = await onDevice(browser, role, device, async (page) => {
        if (path === undefined) path = await pathFor({ page, buyer }, pattern);
        return path !== null && checkScreen(page, role, path, device.size, seen.get(device) as Set<string>);
      });
      reaches = shown && reaches;
    }
    if (reaches) reached.push(role);
  }
  return reached;
}

test.describe('every screen fits the phone and the laptop, and so do its dialogs', () => {
  for (const screen of screensOf()) {
    test(screen.pattern, async ({ browser }) => {
      const reached = await checkEverywhere(browser, screen.pattern, screen.roles);
      expect(reached, `no role of ${screen.roles.join(', ')} reaches ${screen.pattern}`).not.toEqual([]);
    });
  }
});

test('the shell of the other kinds of session fits: view switch, restricted mode, read-only', async ({ browser }) => {
  // Three sessions, each on a phone and a laptop, every dialog of the shell opened (the palette's too).
  for (const who of ['agentadmin@acme.test', 'restricted@bay.test', READ_ONLY]) {
    expect(await checkEverywhere(browser, '/', [who]), `${who} reaches /`).toEqual([who]);
  }
});

test('a toast lies inside the window on both devices', async ({ browser }) => {
  for (const device of DEVICES) {
    await onDevice(browser, 'agent@acme.test', device, async (page) => {
      await page.goto('/marketing');
      // Copying the invite link changes nothing; refused by the browser, it still raises a toast (an error one).
      await page.getByRole('button', { name: 'Copy invite link' }).click();
      const toast = page.getByRole('button', { name: 'Dismiss notification' }).locator('..');
      await expect(toast).toBeVisible();
      await expectInWindow(toast, device.size, `the toast at ${label(device.size)}`);
    });
  }
});
