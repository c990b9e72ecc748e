import { expect, test, type Page } from './support/test';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * The saved-search editor and the search templates against the demo upstream: a polygon drawn with the
 * mouse on the real map (WebGL in headless Chromium), the three-region limit, a crossing outline
 * refused, areas added and regions selected and removed by keyboard, the live count following the
 * filters, save with preview, update, delete, a failed save keeping everything, a template applied;
 * the templates list per role with copy link, the shared toggle and the editor.
 */

const AGENT = 'agent@acme.test';
const ADMIN = 'admin@acme.test';

async function keyOf(email: string): Promise<string> {
  const { accounts } = (await (await fetch(`${E2E.demoURL}/__demo/accounts`)).json()) as {
    accounts: { email: string; apps: { api_key: string }[] }[];
  };
  return accounts.find((a) => a.email === email)?.apps[0]?.api_key ?? '';
}
async function upstream<T>(email: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${E2E.demoURL}${path}`, {
    ...init,
    headers: { 'X-API-KEY': await keyOf(email), 'X-Mode': 'agent', 'Content-Type': 'application/json' },
  });
  return (await res.json()) as T;
}
/** One of the agent's own end users (the recently joined ones are the demo agent's). */
async function agentUser(): Promise<number> {
  const r = await upstream<{ items: { id: number }[] }>(AGENT, '/app/stats', {
    method: 'POST',
    body: JSON.stringify({ type: 'recent_users' }),
  });
  const id = r.items[0]?.id;
  if (!id) throw new Error('the demo agent has no recent users');
  return id;
}
async function searchesOf(userId: number) {
  return (await upstream<{ searches: { id: number; search_name: string }[] }>(AGENT, `/searchlink/searches?user_id=${userId}`)).searches;
}

/** Asks for the map as a user does ('Edit map' on its picture) and waits until it is interactive. */
async function startMap(page: Page) {
  await page.getByTestId('region-map').getByRole('button', { name: 'Edit map' }).click();
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-map-state', 'ready');
}
/** The map itself: its Draw mode and whether it has drawn all it was given (components/searches/map-engine.ts). */
const mapEngine = (page: Page) => page.locator('[data-testid="region-map"] .maplibregl-map');
/**
 * Waits until the map has drawn what the last input gave it: Draw renders in the next animation frame
 * (its callback runs before this one), then maplibre says 'idle' once the new data is on the canvas.
 */
async function mapSettled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await expect(mapEngine(page)).toHaveAttribute('data-map-idle');
}
const regions = (page: Page) => page.getByRole('list', { name: 'Regions' }).getByRole('listitem');
const count = (page: Page) => page.getByTestId('live-count');

/** The centre of the map's canvas, in page pixels. */
async function mapCentre(page: Page) {
  const box = await page.locator('[data-testid="region-map"] canvas').first().boundingBox();
  if (!box) throw new Error('no map canvas');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/**
 * Draws a polygon with the mouse through offsets (px) from the map's centre, then finishes it with
 * Enter, the drawing tool's own key for 'done'. (Clicking the first corner again finishes it too, but
 * only once that corner is on the canvas to be hit: Enter does not depend on the map's pace.)
 */
async function draw(page: Page, offsets: [number, number][]) {
  await page.getByRole('button', { name: 'Draw a region' }).click();
  // The map enters drawing mode in an effect after the button turns: a corner clicked before that is lost.
  await expect(mapEngine(page)).toHaveAttribute('data-draw-mode', 'draw_polygon');
  const { cx, cy } = await mapCentre(page);
  for (const [dx, dy] of offsets) await page.mouse.click(cx + dx, cy + dy);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Draw a region' })).toHaveAttribute('aria-pressed', 'false');
}

/**
 * Whether a four-corner ring has its top-left corner dragged up and out: its westmost corner is well west
 * of the other west corner (15 % of the width) and the northmost.
 */
function draggedWest(ring: [number, number][]): boolean {
  const byLng = ring.map(([lng, lat]) => ({ lng, lat })).sort((a, b) => a.lng - b.lng);
  const [first, second, , last] = byLng;
  if (byLng.length !== 4 || !first || !second || !last) return false;
  return second.lng - first.lng > (last.lng - first.lng) * 0.15 && first.lat === Math.max(...byLng.map((p) => p.lat));
}

/** Adds a named area from the location suggestions with the keyboard only. */
async function addArea(page: Page, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill(text);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
}

test.describe('saved-search editor (agent)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let userId: number;

  test.beforeAll(async ({ browser }) => {
    await demo.reset();
    userId = await agentUser();
    page = await signedInPage(browser, AGENT);
  });
  test.afterAll(async () => {
    await demo.clearFaults();
    await page.context().close();
  });

  test('draws a region with the mouse, sees the live count, saves and finds it again', async () => {
    // The basemap's outlines are fetched once the map is interactive (lib/map-style.ts), not before.
    const outlines = page.waitForResponse((r) => r.url().endsWith('/api/map/boundaries/counties') && r.status() === 200);
    // So are the app's listings, the map's dots (not carried in the page).
    const points = page.waitForResponse((r) => r.url().endsWith('/api/search-listings/points') && r.status() === 200);
    await page.goto(`/users/${userId}/agentsavedsearch`);
    await expect(page.getByRole('link', { name: /←|Back|/ }).first()).toBeVisible();
    await startMap(page);
    await outlines;
    const dots = (await (await points).json()) as { features: unknown[] };
    expect(dots.features.length).toBeGreaterThan(100);
    await expect(count(page)).toHaveText(/\d+ homes? match/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Drawn by mouse');
    await draw(page, [
      [-120, -80],
      [120, -80],
      [120, 80],
      [-120, 80],
    ]);
    await expect(regions(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Region 1/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText(/\d+ homes? match/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Matching listings from the last week' });
    // Matches of the last week: the preview; none: 'Search was saved!' and back to the profile.
    await expect.poll(async () => (await preview.isVisible()) || page.url().endsWith(`/users/${userId}`)).toBe(true);
    if (await preview.isVisible()) {
      await expect(preview.getByRole('button', { name: 'Send Now' })).toBeVisible();
      await preview.getByRole('button', { name: 'Close' }).last().click();
    }
    await expect(page).toHaveURL(new RegExp(`/users/${userId}$`));
    const saved = (await searchesOf(userId)).find((s) => s.search_name === 'Drawn by mouse');
    expect(saved).toBeDefined();
    await page.goto(`/users/${userId}/agentsavedsearch/${saved?.id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Drawn by mouse');
    await expect(regions(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  });

  test("on a phone the map's controls stay under the sticky count and Save bar, whose count is inset", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`/users/${userId}/agentsavedsearch`);
      await startMap(page);
      await expect(count(page)).toHaveText(/\d+ homes? match/);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      // Before the page scrolls, the map's attribution sits where the bar's ends are: each end must be the bar's own.
      const covered = await page.evaluate(
        ([countEl, saveEl]) => {
          const hit = (el: Element, x: number) => {
            const b = el.getBoundingClientRect();
            const top = document.elementFromPoint(x, b.top + b.height / 2);
            return top && el.contains(top) ? null : `${el.textContent} under <${top?.tagName.toLowerCase()} class="${top?.className}">`;
          };
          const c = countEl.getBoundingClientRect();
          const s = saveEl.getBoundingClientRect();
          return [hit(countEl, c.right - 3), hit(saveEl, s.left + 3)].filter(Boolean);
        },
        [await count(page).elementHandle(), await save.elementHandle()] as const,
      );
      expect(covered).toEqual([]);
      const inset = await count(page).evaluate(
        (el) => el.getBoundingClientRect().left - (el.closest('.sticky') as Element).getBoundingClientRect().left,
      );
      expect(inset, "the count's distance from the bar's left edge").toBeGreaterThanOrEqual(12);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('the filters are in the page the server writes, before the editor is live', async () => {
    const html = await (await page.request.get(`/users/${userId}/agentsavedsearch`)).text();
    expect(html).toContain('data-testid="filter-panel"');
    expect(html).not.toContain('filter-panel-loading');
  });

  test('keyboard: adds areas, selects and removes regions; a crossing outline and a fourth region are refused', async () => {
    // As above: the outlines arrive after the map is ready, and the map draws nothing while it takes them in.
    const outlines = page.waitForResponse((r) => r.url().endsWith('/api/map/boundaries/counties'));
    await page.goto(`/users/${userId}/agentsavedsearch`);
    await startMap(page);
    await outlines;
    await draw(page, [
      [-100, -100],
      [100, 100],
      [100, -100],
      [-100, 100],
    ]);
    await expect(page.getByTestId('region-message')).toContainText('crosses itself');
    await expect(regions(page)).toHaveCount(0);

    await addArea(page, 'Mission', /Mission District/);
    await addArea(page, 'Noe', /Noe Valley/);
    await addArea(page, 'Rockridge', /Rockridge/);
    await expect(regions(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Rockridge/ })).toHaveAttribute('aria-pressed', 'true');
    await addArea(page, 'Midtown', /Midtown/);
    await expect(page.getByTestId('region-message')).toHaveText('Maximum 3 regions allowed');
    await page.getByRole('button', { name: 'Draw a region' }).click();
    await expect(page.getByTestId('region-message')).toHaveText('Maximum 3 regions allowed');

    const noe = page.getByRole('button', { name: /^Noe Valley/ });
    await noe.focus();
    await page.keyboard.press('Enter');
    await expect(noe).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Remove Noe Valley' }).focus();
    await page.keyboard.press('Enter');
    await expect(regions(page)).toHaveCount(2);
    // The next region becomes active.
    await expect(page.getByRole('button', { name: /^Rockridge/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the live count follows the filters; lease clears the other statuses', async () => {
    await expect(count(page)).toHaveText(/\d+ homes? match/);
    const before = await count(page).textContent();
    await page.getByRole('checkbox', { name: 'Lease' }).check();
    await expect(page.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await expect(count(page)).not.toHaveText(before ?? '');
    await expect(count(page)).toHaveText(/\d+ homes? match/);
    await page.getByRole('button', { name: 'More beds' }).click();
    await expect(page.getByRole('group', { name: 'Beds' }).locator('output')).toHaveText('1+');
    await page.getByRole('button', { name: 'Fewer beds' }).click();
    await expect(page.getByRole('group', { name: 'Beds' }).locator('output')).toHaveText('Any');
  });

  test('applying a template replaces all filters after confirmation', async () => {
    const card = page
      .locator('section, div')
      .filter({ has: page.getByRole('button', { name: 'Apply template' }) })
      .last();
    await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Luxury homes in Palo Alto' });
    await card.getByRole('button', { name: 'Apply template' }).click();
    await page.getByRole('dialog', { name: 'Apply template' }).getByRole('button', { name: 'Replace filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Lease' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Beds' }).locator('output')).toHaveText('4+');
    await expect(page.getByRole('checkbox', { name: 'House', exact: true })).toBeChecked();
  });

  test('a failed save says Error and the reason, and keeps what was typed and drawn', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Kept on failure');
    await demo.fault({ path: '/searchlink/savesearch', count: 1, status: 500 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Error: /)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept on failure');
    await expect(regions(page)).toHaveCount(2);
    await expect(page.getByRole('group', { name: 'Beds' }).locator('output')).toHaveText('4+');
  });

  test('an empty name is refused with the spec message', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('');
    // Enter submits the form (the previous test's toast may still cover the Save button).
    await page.getByRole('textbox', { name: 'Name' }).press('Enter');
    await expect(page.getByText('You must choose enter a name')).toBeVisible();
  });

  test('updates and deletes a saved search', async () => {
    const saved = (await searchesOf(userId)).find((s) => s.search_name === 'Drawn by mouse');
    await page.goto(`/users/${userId}/agentsavedsearch/${saved?.id}`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Drawn and renamed');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Search was updated!')).toBeVisible();
    expect((await searchesOf(userId)).some((s) => s.search_name === 'Drawn and renamed')).toBe(true);
    await page.goto(`/users/${userId}/agentsavedsearch/${saved?.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete search' });
    await expect(confirm).toContainText('Are you sure you want to delete this search?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Search was deleted!')).toBeVisible();
    expect((await searchesOf(userId)).some((s) => s.id === saved?.id)).toBe(false);
  });

  test('Send Now after a new save sends the search to the user at once (the demo outbox holds the e-mail)', async () => {
    await page.goto(`/users/${userId}/agentsavedsearch`);
    await startMap(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Sent right away');
    await addArea(page, 'Mission', /Mission District/);
    await expect(regions(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Matching listings from the last week' });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Matching listings' }).getByRole('listitem').first()).toBeVisible();
    await preview.getByRole('button', { name: 'Send Now' }).click();
    await expect(page.getByText('Search was sent!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/users/${userId}$`));
    const { items } = (await demo.outbox('?kind=email')) as { items: { subject: string }[] };
    expect(items.some((m) => m.subject === 'New homes for your search "Sent right away"')).toBe(true);
  });

  test('dragging a corner of a drawn region reshapes it, and the saved outline has the moved corner', async () => {
    await page.goto(`/users/${userId}/agentsavedsearch`);
    await startMap(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Corner dragged');
    await draw(page, [
      [-120, -80],
      [120, -80],
      [120, 80],
      [-120, 80],
    ]);
    await expect(regions(page)).toHaveCount(1);
    const { cx, cy } = await mapCentre(page);
    // The regions the live count is asked for: the editor's own state, sent once it has taken a change in.
    const counted: [number, number][][][] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search-listings/count')) counted.push((r.postDataJSON() as { regions: [number, number][][] }).regions);
    });
    // A click inside the selected region shows its corners (Draw's direct_select), once the region is on
    // the canvas to be hit and the editor has selected it; so it is clicked again until they show.
    await expect(async () => {
      await page.mouse.click(cx, cy);
      await mapSettled(page);
      expect(await mapEngine(page).getAttribute('data-draw-mode')).toBe('direct_select');
    }).toPass();
    // The corners are on the canvas (settled above): the top-left one is dragged up and out.
    await page.mouse.move(cx - 120, cy - 80);
    await page.mouse.down();
    for (let i = 1; i <= 8; i += 1) await page.mouse.move(cx - 120 - i * 10, cy - 80 - i * 10);
    await page.mouse.up();
    // The moved corner is in the editor's state once a count is asked for it.
    await expect.poll(() => counted.some((sent) => sent.length === 1 && draggedWest(sent[0] ?? []))).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Matching listings from the last week' });
    await expect.poll(async () => (await preview.isVisible()) || page.url().endsWith(`/users/${userId}`)).toBe(true);
    if (await preview.isVisible()) await preview.getByRole('button', { name: 'Close' }).last().click();
    const saved = (await searchesOf(userId)).find((s) => s.search_name === 'Corner dragged');
    // The contract's written shape: regions, each an open ring of [lng, lat] pairs.
    const { search } = await upstream<{ search: { polygon: [number, number][][] } }>(AGENT, `/searchlink/search/${saved?.id}`);
    expect(search.polygon).toHaveLength(1);
    expect(search.polygon[0]).toHaveLength(4);
    expect(draggedWest(search.polygon[0] ?? [])).toBe(true);
  });

  test('an unknown saved search, one under another user, or a new one for an unknown user answers the not-found page with 404', async () => {
    const missing = await page.goto(`/users/${userId}/agentsavedsearch/99999999`);
    expect(missing?.status()).toBe(404);
    const first = (await searchesOf(userId))[0];
    const other = await page.goto(`/users/${userId + 1}/agentsavedsearch/${first?.id}`);
    expect(other?.status()).toBe(404);
    const template = await page.goto('/searchlinks/99999999');
    expect(template?.status()).toBe(404);
    // A new search for an unknown user: 404 too, not the not-found page streamed under a 200.
    expect((await page.goto('/users/99999999/agentsavedsearch'))?.status()).toBe(404);
    expect((await page.goto('/searchlinks/new'))?.status()).toBe(200);
  });
});

test.describe('search templates', () => {
  test('an agent: own templates editable, shared ones badged, link copied, a template updated and created', async ({ browser }) => {
    const page = await signedInPage(browser, AGENT);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/searchlinks');
    const table = page.getByRole('table', { name: 'Search Templates' });
    await expect(table.getByRole('columnheader', { name: 'Agent' })).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expectRowsFitWindow(page, table);
    await page.setViewportSize(LAPTOP);
    const row = (name: string) => table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row('Luxury homes in Palo Alto').getByText('Shared', { exact: true })).toBeVisible();
    await expect(row('Luxury homes in Palo Alto').getByRole('link', { name: /Edit/ })).toHaveCount(0);
    await expect(row('Mission condos').getByRole('cell').nth(0)).toHaveText(/[A-Z][a-z]{2} \d{1,2} \d{4}/);
    await row('Mission condos').getByRole('button', { name: 'Copy link of Mission condos' }).click();
    await expect(page.getByText('Link, code or URL copied to clipboard')).toBeVisible();
    await row('Mission condos').getByRole('link', { name: 'Edit Mission condos' }).click();
    await startMap(page);
    await expect(page.getByRole('link', { name: '← Search Templates' })).toHaveAttribute('href', '/searchlinks');
    await page.getByRole('textbox', { name: 'Name' }).fill('Mission condos, two baths');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Search Template was updated!')).toBeVisible();
    await expect(page).toHaveURL(/\/searchlinks$/);
    await expect(row('Mission condos, two baths')).toHaveCount(1);

    await page.getByRole('link', { name: 'Create Search Template' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Fresh template');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Search Template was sent!')).toBeVisible();
    await expect(row('Fresh template')).toHaveCount(1);
    await page.context().close();
  });

  test('an admin: Agent column, shared toggle with its busy state and its error toast', async ({ browser }) => {
    const page = await signedInPage(browser, ADMIN);
    await page.goto('/searchlinks');
    const table = page.getByRole('table', { name: 'Search Templates' });
    await expect(table.getByRole('columnheader', { name: 'Agent' })).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectRowsFitWindow(page, table);
    await page.setViewportSize(LAPTOP);
    const toggle = page.getByRole('switch', { name: 'Shared: Rentals in San Francisco' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await demo.fault({ path: '/searchlink_toggle', count: 1, delay_ms: 800 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Template shared successfully')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await demo.fault({ path: '/searchlink_toggle', count: 1, status: 500 });
    await toggle.click();
    await expect(page.getByText(/^Error: /)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await demo.clearFaults();
    await page.context().close();
  });
});
