import { expect, type Locator, type Page } from '@playwright/test';

/** The two windows every screen must fit: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 900 };
export type Window = typeof PHONE;

export type Overflow = { window: number; scrollWidth: number; offenders: string[] };

/**
 * How far the page reaches past the window's right edge: the document's scroll width, and every element
 * whose visible part ends right of the window. An element counts unless an ancestor that clips it (an
 * overflow box that is its containing block or contains it) hides the part outside: an absolutely
 * positioned element skips the overflow boxes between it and its positioned ancestor, which is how a
 * visually hidden label escapes a table's scroll box.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const formsBlock = (cs: CSSStyleDeclaration) =>
      cs.position !== 'static' || cs.transform !== 'none' || cs.filter !== 'none' || /paint|layout|strict|content/.test(cs.contain);
    const visibleRight = (el: Element): number => {
      let right = el.getBoundingClientRect().right;
      let position = getComputedStyle(el).position;
      for (let node = el.parentElement; node && position !== 'fixed'; node = node.parentElement) {
        const cs = getComputedStyle(node);
        // An absolutely positioned element is clipped only from its containing block outwards.
        if (position === 'absolute' && !formsBlock(cs)) continue;
        if (cs.overflowX !== 'visible') right = Math.min(right, node.getBoundingClientRect().right);
        position = cs.position;
      }
      return right;
    };
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || box.right <= width + 1 || !el.checkVisibility()) continue;
      const right = visibleRight(el);
      if (right > width + 1) offenders.push(`${describe(el)} ends at ${Math.round(right + window.scrollX)} px`);
    }
    return { window: width, scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) };
  });
}

/** Soft: the page is no wider than the window, and nothing sticks out of it. */
export async function expectFits(page: Page, what: string) {
  const found = await measureOverflow(page);
  expect
    .soft(found.scrollWidth, `${what}: the document is ${found.scrollWidth} px wide in a ${found.window} px window`)
    .toBeLessThanOrEqual(found.window);
  expect.soft(found.offenders, `${what}: elements past the window's right edge`).toEqual([]);
}

/** Soft: the box lies wholly inside the window, `slack` pixels of rounding allowed (one by default). */
export async function expectInWindow(box: Locator, size: Window, what: string, slack = 1) {
  const b = await box.boundingBox();
  expect.soft(b, `${what}: not on the page`).not.toBeNull();
  if (!b) return;
  const inside = b.x >= -slack && b.y >= -slack && b.x + b.width <= size.width + slack && b.y + b.height <= size.height + slack;
  const at = `x ${Math.round(b.x)}–${Math.round(b.x + b.width)}, y ${Math.round(b.y)}–${Math.round(b.y + b.height)}`;
  expect.soft(inside, `${what} lies at ${at} in a ${size.width} × ${size.height} window`).toBe(true);
}

/**
 * Where `inner` starts inside a Card (components/ui/card.tsx): from the card's left border edge and from
 * the bottom of its header (its top edge without one). The Card pads its body once: 1.25rem, 21 px
 * with the border; a body that pads itself again doubles it.
 */
export async function cardInset(
  card: Locator,
  inner: Locator,
  at: 'border' | 'content' = 'border',
): Promise<{ left: number; top: number }> {
  // 'content': where the element's own content starts (a table cell's text inside its padding).
  const pad =
    at === 'border'
      ? { left: 0, top: 0 }
      : await inner.evaluate((el) => ({
          left: parseFloat(getComputedStyle(el).paddingLeft),
          top: parseFloat(getComputedStyle(el).paddingTop),
        }));
  const box = await inner.boundingBox();
  if (!box) throw new Error('cardInset: the inner element is not on the page');
  return card.evaluate(
    (section, b) => {
      const r = section.getBoundingClientRect();
      const header = section.querySelector(':scope > header');
      return { left: Math.round(b.x - r.left), top: Math.round(b.y - (header ? header.getBoundingClientRect().bottom : r.top)) };
    },
    { x: box.x + pad.left, y: box.y + pad.top },
  );
}

/** A Card body's single padding (1.25rem) and the card's 1 px border, with a pixel of rounding. */
export const CARD_INSET = 22;
