import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { LAPTOP, PHONE } from './support/layout';
import { signedInPage } from './support/session';
import { expectRowsFitWindow } from './support/table-layout';

/**
 * At 390 a long list's card keeps the row's name, the facts that matter and its
 * actions, the rest behind 'More details' (DataTable's stack 'more'), which opens to the same texts a
 * laptop shows; at 1280 the whole table, every column and no disclosure. A card's height is counted in
 * lines of text, which does not depend on how many rows there are. One page per test, resized between
 * the two windows.
 */

test.beforeAll(async () => {
  await demo.reset();
});

/** `name`: the row header or a lead cell (a checkbox), which a card always keeps. */
type Cell = { header: string; name: boolean; text: string; shown: string };

/**
 * The first `count` rows' cells: their column's header, their text as a laptop's innerText gives it, and
 * what of it is on screen now (text whose box shows: not in a closed disclosure, not clipped to nothing).
 */
function cellsOf(table: Locator, count = 3): Promise<Cell[][]> {
  return table.evaluate((t, n) => {
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
    const heads = [...t.querySelectorAll('thead th')].map((th) => squash(th.textContent ?? ''));
    const shown = (cell: Element) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!onScreen(node, cell)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) parts.push(node.textContent ?? '');
      }
      return squash(parts.join(' '));
    };
    function onScreen(node: Node, root: Element) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) || parent.closest('.sr-only')) return false;
      // A cell whose content is skipped (content-visibility: hidden) is itself visible, its text is not.
      for (let el: Element | null = parent; el && el !== root.parentElement; el = el.parentElement)
        if (getComputedStyle(el).contentVisibility === 'hidden') return false;
      return true;
    }
    return [...t.querySelectorAll('tbody > tr')].slice(0, n).map((tr) =>
      [...tr.children].map((cell, i) => ({
        header: heads[i] ?? '',
        name: cell.tagName === 'TH' || cell.classList.contains('dt-lead'),
        text: squash((cell as HTMLElement).innerText),
        shown: shown(cell),
      })),
    );
  }, count);
}

/** The lines of text a row shows: its text boxes' vertical extents, overlapping ones merged (a badge beside a name is one line). */
function linesOf(row: Locator): Promise<number> {
  return row.evaluate((tr) => {
    const spans: [number, number][] = [];
    const walker = document.createTreeWalker(tr, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        !node.textContent?.trim() ||
        !parent?.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) ||
        parent.closest('.sr-only')
      )
        continue;
      if (parent.closest('td, th') && getComputedStyle(parent.closest('td, th') as Element).contentVisibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) spans.push([r.top, r.bottom]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    let lines = 0;
    let end = -Infinity;
    for (const [top, bottom] of spans) {
      if (top >= end - 1) lines += 1;
      end = Math.max(end, bottom);
    }
    return lines;
  });
}

/** Whether the accessibility tree says the disclosure is expanded (what a screen reader announces). */
async function expanded(page: Page, summary: Locator): Promise<{ role: unknown; name: unknown; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  await summary.evaluate((el) => el.setAttribute('data-probe', ''));
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("[data-probe]")' });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
    const ax = nodes[0];
    return {
      role: ax?.role?.value,
      name: ax?.name?.value,
      expanded: ax?.properties?.find((p) => p.name === 'expanded')?.value.value ?? false,
    };
  } finally {
    await summary.evaluate((el) => el.removeAttribute('data-probe'));
    await cdp.detach();
  }
}

/**
 * The card checks of one list: at 1280 every column of the first rows shows and no disclosure does; at
 * 390 each of those rows is at most `maxLines` lines, shows its name and the columns in `kept` and hides
 * the others' texts, and its disclosure (announced collapsed, reached with Tab, focus visible) opens with
 * Enter to every text the laptop showed, and closes with Space.
 */
async function checkCards(page: Page, table: Locator, { kept, maxLines }: { kept: string[]; maxLines: number }) {
  await page.setViewportSize(LAPTOP);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('summary').first()).toBeHidden();
  const laptop = await cellsOf(table);
  for (const row of laptop) {
    for (const cell of row) expect(cell.shown, `${cell.header} shows at 1280`).toBe(cell.text);
    expect(row.filter((c) => c.text !== '').length, 'a laptop row shows its columns').toBeGreaterThan(kept.length + 1);
  }
  expect(await table.locator('summary').evaluateAll((els) => els.filter((el) => el.checkVisibility()).length)).toBe(0);

  await page.setViewportSize(PHONE);
  await expect(table.locator('summary').first()).toBeVisible();
  await expectRowsFitWindow(page, table);
  const closed = await cellsOf(table);
  for (const [i, row] of closed.entries()) {
    const tr = table.locator('tbody > tr').nth(i);
    expect(await linesOf(tr), `row ${i + 1} closed is at most ${maxLines} lines`).toBeLessThanOrEqual(maxLines);
    for (const [j, cell] of row.entries()) {
      const wide = laptop[i]?.[j];
      if (!wide || cell.name) continue;
      // A kept cell may leave its second part for the disclosure (dt-rest: a second reason, a role).
      if (kept.includes(cell.header)) {
        expect(cell.shown, `${cell.header} stays on the card`).not.toBe('');
        expect(wide.text.startsWith(cell.shown), `${cell.header} on the card begins as at 1280: '${cell.shown}' / '${wide.text}'`).toBe(
          true,
        );
      } else expect(cell.shown, `${cell.header} is behind More details`).toBe('');
    }
  }

  const row = table.locator('tbody > tr').first();
  const summary = row.locator('summary');
  expect(await expanded(page, summary)).toEqual({ role: 'DisclosureTriangle', name: 'More details', expanded: false });
  // Reached with the keyboard (back and forth with Tab), its focus ring shows.
  await summary.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  expect(await summary.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(row.locator('details')).toHaveJSProperty('open', true);
  expect((await expanded(page, summary)).expanded).toBe(true);
  const open = (await cellsOf(table, 1))[0] ?? [];
  for (const [j, cell] of open.entries()) {
    const wide = laptop[0]?.[j];
    if (wide && !cell.name) expect(cell.shown, `${cell.header} shows when open`).toBe(wide.text);
  }
  await expectRowsFitWindow(page, table);
  await page.keyboard.press('Space');
  await expect(row.locator('details')).toHaveJSProperty('open', false);
}

test('Insights at 390: leaderboard and hot leads cards keep the name, the facts that matter and the contact links', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test', { viewport: LAPTOP });
  try {
    await page.goto('/insights');
    const agents = page.getByRole('table', { name: 'Agents' });
    await checkCards(page, agents, { kept: ['Hot leads'], maxLines: 2 });
    // Sorted by views, the card keeps views instead.
    await page.goto('/insights?asort=views');
    await checkCards(page, agents, { kept: ['Views'], maxLines: 2 });

    const leads = page.getByRole('table', { name: 'Hot leads' });
    await checkCards(page, leads, { kept: ['Level', 'Why'], maxLines: 4 });
    await page.setViewportSize(PHONE);
    const first = leads.locator('tbody > tr').first();
    await expect(first.getByRole('link', { name: /^E-mail / })).toBeVisible();
    await checkA11y(page, '/insights at 390');

    // The listings that draw attention: the first five of each list, 'Show all' for the rest; a laptop shows all.
    const panel = page.getByRole('region', { name: 'Listings that draw attention' });
    const viewed = panel
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Most viewed' }) })
      .last();
    const items = viewed.locator('ol > li');
    const total = await items.count();
    expect(total, 'the demo has more than five most viewed listings').toBeGreaterThan(5);
    const showAll = viewed.locator(':scope > details > summary');
    await expect(showAll).toHaveAccessibleName(`Show all ${total} most viewed`);
    await expect(items.nth(4)).toBeVisible();
    await expect(items.nth(5)).toBeHidden();
    await showAll.click();
    await expect(items.nth(total - 1)).toBeVisible();
    await expect(showAll).toHaveAccessibleName(`Show the first 5 most viewed`);
    await page.setViewportSize(LAPTOP);
    await expect(showAll).toBeHidden();
    await page.reload();
    await expect(items.nth(total - 1)).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('the audit log at 390: what, when and who on the card, the rest behind More details', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test', { viewport: LAPTOP });
  try {
    const stamp = `Cards ${Date.now()}`;
    for (let i = 1; i <= 3; i += 1) {
      const res = await page.request.post('/api/tags', {
        data: { name: `${stamp} ${i}`, color: 'blue', superTag: false },
        headers: { Origin: E2E.baseURL },
      });
      expect(res.status()).toBe(201);
    }
    const table = page.getByRole('table', { name: 'Audit log' });
    // The writes are queued after the answers: a reload finds them once they have landed.
    await expect(async () => {
      await page.goto(`/audit?target=${encodeURIComponent(stamp)}`);
      await expect(table.locator('tbody tr')).toHaveCount(3, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await checkCards(page, table, { kept: ['When', 'Who'], maxLines: 4 });
    await checkA11y(page, '/audit at 390');
  } finally {
    await page.context().close();
  }
});

test('the users list at 390: the user, their last login, the contact links and Create Search on the card', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@acme.test', { viewport: LAPTOP });
  try {
    await page.goto('/users?q=buyer');
    const table = page.getByRole('table', { name: 'Users' });
    await checkCards(page, table, { kept: ['Last login', 'Saved search'], maxLines: 5 });
    const first = table.locator('tbody > tr').first();
    await expect(first.getByRole('link', { name: 'Create Search' })).toBeVisible();
    await expect(first.getByRole('link', { name: /^E-mail / })).toBeVisible();
    await checkA11y(page, '/users at 390');
  } finally {
    await page.context().close();
  }
});
