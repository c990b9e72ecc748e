import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * axe on a page as it is now, held to what the browser bench holds every screen to: Lighthouse's
 * accessibility score of 100. So axe runs its default rules plus target-size (Lighthouse turns it on,
 * axe leaves it off), and a violation fails the test (softly: it goes on to its other pages) when it is
 * serious or critical, or when Lighthouse's score counts its rule at any impact (LIGHTHOUSE_SCORED);
 * other minor and moderate ones are listed in the report. tests/e2e/a11y.spec.ts checks the earlier
 * screens; an area's own spec checks its pages and dialogs with these.
 */
const ENABLED = { 'target-size': { enabled: true } };

/** The rules below serious that cost Lighthouse 13's accessibility score points (its default config, weight > 0). */
const LIGHTHOUSE_SCORED = new Set([
  'aria-deprecated-role',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'landmark-one-main',
  'meta-viewport',
  'presentation-role-conflict',
  'skip-link',
]);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(v: Violation): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
    .join(' | ');
  return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}) ${nodes}`;
}

/** Runs axe on the page as it is now; fails on serious or critical violations (softly: the test goes on to its other pages). */
export async function checkA11y(page: Page, what: string, scope?: string) {
  // A dialog still fading in has its colours blended with the page behind: axe would read that as poor
  // contrast. Finite animations (fades, slides) run out first; endless ones (spinners, skeletons) are left,
  // and so are those driven by scrolling (a table's edge shadows), which finish only at the scroll's end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.timeline === document.timeline && Number.isFinite(a.effect?.getTiming().iterations ?? 1))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Only the violations are read: axe then skips gathering every passing node (its documented speed-up).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: ENABLED });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || LIGHTHOUSE_SCORED.has(v.id));
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length) test.info().annotations.push({ type: `a11y (minor) ${what}`, description: minor.map(describe).join('\n') });
  expect.soft(blocking.map(describe), `accessibility violations on ${what}`).toEqual([]);
}

/**
 * Opens a dialog by its button, clicking again if a click landed before the page had hydrated (on a
 * loaded machine the scripts may run after 'load', and a click before them is lost).
 */
export async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 1_500 });
  }).toPass();
}

/** Opens a dialog with its button, checks the dialog (the page behind has its own check), closes it with Escape. */
export async function checkDialog(page: Page, opener: Locator, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await openDialog(opener, dialog);
  await checkA11y(page, `the '${name}' dialog`, 'dialog[open]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
