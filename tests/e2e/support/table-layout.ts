import { expect, type Locator, type Page } from '@playwright/test';

type Box = { what: string; left: number; right: number };

/**
 * At the page's current (phone) width: the document is no wider than the window, nothing in the
 * table scrolls sideways, and every row's header and every button and link of its cells lie inside
 * the window, so a row's name and actions are there without scrolling sideways (DataTable's stacked rows).
 */
export async function expectRowsFitWindow(page: Page, table: Locator) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the document is no wider than the window').toBeLessThanOrEqual(
    width,
  );
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const found = await table.evaluate((t) => {
    const box = (what: string, el: Element) => {
      const r = el.getBoundingClientRect();
      return { what, left: Math.floor(r.left), right: Math.ceil(r.right) };
    };
    const scroller = t.parentElement!;
    const boxes: Box[] = [];
    for (const tr of t.querySelectorAll('tbody tr')) {
      const header = tr.querySelector('th');
      if (header) boxes.push(box(`row header ${header.textContent}`, header));
      for (const control of tr.querySelectorAll('button, a, input'))
        boxes.push(box(`${control.tagName} ${control.textContent || control.getAttribute('aria-label')}`, control));
    }
    return { overflow: scroller.scrollWidth - scroller.clientWidth, boxes };
  });
  expect(found.overflow, 'the table scrolls sideways').toBeLessThanOrEqual(0);
  expect(found.boxes.length).toBeGreaterThan(0);
  expect(found.boxes.filter((b) => b.left < 0 || b.right > width)).toEqual([]);
}

/**
 * The visible cells of a table's first rows that end past the window's right edge or clip their own
 * text (scrolled or cut by the cell): [] when every value reads whole, a count column included.
 */
export function cutCells(table: Locator, rows = 10) {
  return table.evaluate(
    (t, n) =>
      [...t.querySelectorAll('tbody > tr')].slice(0, n).flatMap((tr) =>
        [...tr.children]
          .filter((cell) => cell.checkVisibility())
          .map((cell) => ({
            cell: cell.textContent,
            right: Math.ceil(cell.getBoundingClientRect().right),
            cut: cell.scrollWidth > cell.clientWidth + 1,
          }))
          .filter((c) => c.right > window.innerWidth || c.cut),
      ),
    rows,
  );
}
