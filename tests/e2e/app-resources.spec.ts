import { expect, test, type Locator, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { E2E } from './support/env';
import { signedInPage } from './support/session';
import { LAPTOP, PHONE } from './support/layout';
import { cutCells, expectRowsFitWindow } from './support/table-layout';

/**
 * App resources (/app-resources, /custom-links) against the demo upstream: the link analytics and its
 * users modal; a section tree built (a javascript: link refused), reordered by keyboard and by drag, a
 * rule refused, saved and found again after a reload; the delete confirmation; the unsaved-changes guard;
 * the phone preview; read-only and other roles.
 */

const ADMIN = 'admin@acme.test';
const origin = { Origin: E2E.baseURL };
const toast = (page: Page, text: string) => page.locator('[aria-live]').getByText(text, { exact: true }).first();
const globalEditor = (page: Page) => page.locator('[data-scope="global"]');
const status = (editor: Locator) => editor.locator('[data-editor-status]');
/** The top-level section titles of an editor, in order. */
const topTitles = (editor: Locator) => editor.locator('li > div > h3').allTextContents();
const handle = (editor: Locator, title: string) =>
  editor.getByRole('button', { name: new RegExp(`^Reorder (section|sub-section) ${title}$`) });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demo.reset();
});
test.afterEach(async () => {
  await demo.clearFaults();
});

test.describe('admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser, ADMIN);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('link analytics with its users modal; /custom-links is the same screen; the preview as a user and as an agent', async () => {
    await page.goto('/app-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'App Resources' })).toBeVisible();
    const analytics = page.getByRole('table', { name: 'Link analytics' });
    const calc = analytics.getByRole('row').filter({ hasText: 'Mortgage calculator' });
    await expect(calc.getByRole('cell').last()).toHaveText('Global');
    await expect(analytics.getByRole('row').filter({ hasText: 'Open house calendar' }).getByRole('cell').last()).toHaveText(
      'San Francisco Office',
    );
    const usersButton = analytics.getByRole('button', { name: /opened .*: show who$/ }).first();
    const count = Number((await usersButton.textContent())!.match(/\d+/)![0]);
    await usersButton.click();
    const dialog = page.getByRole('dialog', { name: /^Users who opened/ });
    await expect(dialog.getByRole('listitem')).toHaveCount(count);
    await checkA11y(page, 'the app resources users dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await checkA11y(page, '/app-resources');

    const preview = page.getByRole('region', { name: 'Resources as the app shows them' });
    await expect(preview.getByText('Buying a home')).toBeVisible();
    await expect(preview.getByText('Agent toolkit')).toHaveCount(0);
    await page.getByRole('button', { name: 'As an agent' }).click();
    await expect(preview.getByText('Agent toolkit')).toBeVisible();

    await page.goto('/custom-links');
    await expect(page.getByRole('heading', { level: 1, name: 'App Resources' })).toBeVisible();
    await expect(globalEditor(page).getByRole('heading', { name: 'Buying a home' })).toBeVisible();
  });

  test('at 390 the link analytics rows are cards in the window', async () => {
    await page.goto('/app-resources');
    try {
      await page.setViewportSize(PHONE);
      const table = page.getByRole('table', { name: 'Link analytics' });
      await expectRowsFitWindow(page, table);
      // The count ('Total opened') and every other value read whole, inside the window.
      expect(await cutCells(table)).toEqual([]);
    } finally {
      await page.setViewportSize(LAPTOP);
    }
  });

  test('an office chosen shows its own sections', async () => {
    await page.goto('/app-resources');
    const select = page.getByLabel('Sections of', { exact: true });
    const value = await select.locator('option', { hasText: 'San Francisco Office' }).getAttribute('value');
    await select.selectOption(value!);
    await expect(page).toHaveURL(/office=\d+/);
    await expect(globalEditor(page).getByRole('heading', { name: 'San Francisco events' })).toBeVisible();
    await expect(page.locator('[data-scope="agent"]').getByText('No sections yet.')).toBeVisible();
    // An office that is not the app's falls back to the brokerage-wide sections.
    await page.goto('/custom-links?office=99999');
    await expect(page).toHaveURL(/\/custom-links$/);
    await expect(globalEditor(page).getByRole('heading', { name: 'Buying a home' })).toBeVisible();
  });

  test('a tree built: a javascript: link refused, a section moved into another by keyboard, a sub-section under a sub-section refused', async () => {
    await page.goto('/app-resources');
    const editor = globalEditor(page);
    await editor.getByRole('button', { name: '+ Add section' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add section' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Enter a section title')).toBeVisible();
    await dialog.getByLabel('Section title').fill('Neighborhood guides');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(status(editor)).toHaveText('Neighborhood guides added');
    await expect(editor.getByText('Unsaved changes')).toBeVisible();

    await editor.getByRole('button', { name: '+ Add section' }).click();
    dialog = page.getByRole('dialog', { name: 'Add section' });
    await dialog.getByLabel('Section title').fill('Schools');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(handle(editor, 'Schools')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(status(editor)).toHaveText('Schools moved into Neighborhood guides');
    await expect(handle(editor, 'Schools')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(status(editor)).toHaveText('A sub-section cannot have sub-sections.');
    await page.keyboard.press('ArrowUp');
    await expect(status(editor)).toHaveText('A sub-section cannot leave its section.');

    await editor.getByRole('button', { name: 'Add link to Schools' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a link to “Schools”' });
    await checkA11y(page, 'the add link dialog', 'dialog[open]');
    await dialog.getByLabel('Heading').fill('School finder');
    await dialog.getByLabel('Text').fill('Ratings and boundaries.');
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Link URL must be a web address starting with http:// or https://')).toBeVisible();
    await expect(dialog.getByLabel('Link URL')).toBeFocused();
    await dialog.getByLabel('Link URL').fill('https://schools.example.com/');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status(editor)).toHaveText('School finder added');
    // A section with a sub-section offers no links of its own.
    await expect(editor.getByRole('button', { name: 'Add link to Neighborhood guides' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resources as the app shows them' }).getByText('School finder')).toBeVisible();
  });

  test('reordered by keyboard and by drag, saved, and found again after a reload', async () => {
    const editor = globalEditor(page);
    expect(await topTitles(editor)).toEqual(['Buying a home', 'Moving in', 'Contact us', 'Neighborhood guides']);
    await handle(editor, 'Contact us').focus();
    await page.keyboard.press('ArrowUp');
    await expect(status(editor)).toHaveText('Contact us moved to position 2 of 4');
    await page.keyboard.press('ArrowUp');
    await expect(status(editor)).toHaveText('Contact us moved to position 1 of 4');
    await page.keyboard.press('ArrowUp');
    await expect(status(editor)).toHaveText('Contact us is already first.');
    expect(await topTitles(editor)).toEqual(['Contact us', 'Buying a home', 'Moving in', 'Neighborhood guides']);

    // Drag 'Neighborhood guides' above 'Moving in' with the mouse.
    const from = await handle(editor, 'Neighborhood guides').boundingBox();
    const to = await handle(editor, 'Moving in').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    const x = from!.x + from!.width / 2;
    const startY = from!.y + from!.height / 2;
    const endY = to!.y + to!.height / 2;
    for (let i = 1; i <= 30; i++) await page.mouse.move(x, startY + ((endY - startY) * i) / 30);
    await page.mouse.move(x, endY - 2);
    await page.mouse.up();
    await expect(status(editor)).toHaveText('Neighborhood guides moved to position 3 of 4');
    expect(await topTitles(editor)).toEqual(['Contact us', 'Buying a home', 'Neighborhood guides', 'Moving in']);

    await editor.getByRole('button', { name: 'Save & Apply to App' }).click();
    await expect(toast(page, 'App Resources saved')).toBeVisible();
    await expect(editor.getByText('Unsaved changes')).toHaveCount(0);

    await page.reload();
    const after = globalEditor(page);
    expect(await topTitles(after)).toEqual(['Contact us', 'Buying a home', 'Neighborhood guides', 'Moving in']);
    await expect(
      after.getByRole('list', { name: 'Sub-sections of Neighborhood guides' }).getByRole('heading', { name: 'Schools' }),
    ).toBeVisible();
    await expect(after.getByRole('list', { name: 'Links of Schools' }).getByText('https://schools.example.com/')).toBeVisible();
  });

  test('deleting a section warns of its content and link analytics; leaving with unsaved changes asks first', async () => {
    const editor = globalEditor(page);
    // A row's menu by keyboard: ArrowDown opens it, Escape closes it and gives the focus back to its button.
    const actions = editor.getByRole('button', { name: 'Actions for Moving in' });
    await actions.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(actions).toBeFocused();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete section' });
    await expect(confirm).toContainText(
      'Delete “Moving in”? Its content (2 links) and the link analytics of its links are removed from the app when you save.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(status(editor)).toHaveText('Moving in deleted');

    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Tags' }).click();
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(ask).toContainText('You have unsaved changes to App Resources. Leave without saving them?');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/app-resources$/);
    await expect(editor.getByText('Unsaved changes')).toBeVisible();

    await editor.getByRole('button', { name: 'Save & Apply to App' }).click();
    await expect(toast(page, 'App Resources saved')).toBeVisible();
    // The deleted section's links left the analytics with it.
    await expect(page.getByRole('table', { name: 'Link analytics' }).getByText('Set up your utilities')).toHaveCount(0);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Tags' }).click();
    await expect(page).toHaveURL(/\/tags$/);
  });

  test("a failed save keeps the editor's changes and says so", async () => {
    await page.goto('/app-resources');
    const editor = page.locator('[data-scope="agent"]');
    await handle(editor, 'Training').focus();
    await page.keyboard.press('ArrowUp');
    await demo.fault({ path: '/custom-sections', method: 'POST', count: 1, status: 500 });
    await editor.getByRole('button', { name: 'Save & Apply to App' }).click();
    await expect(toast(page, 'Error saving App Resources')).toBeVisible();
    expect(await topTitles(editor)).toEqual(['Training', 'Agent toolkit']);
    await expect(editor.getByText('Unsaved changes')).toBeVisible();
  });
});

test('on a phone the editor reads whole and works: titles, texts and URLs uncut, no button over text; a link moved, edited, deleted', async ({
  browser,
}) => {
  const page = await signedInPage(browser, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app-resources');
  const editor = globalEditor(page);
  await expect(editor.locator('li[data-key]').first()).toBeVisible();
  // Each row's own texts (a section's title; a link's title, text and URL) against its own buttons.
  const problems = await editor.locator('li[data-key]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const texts = [...row.querySelectorAll(':scope > div > p, :scope > div > h3, :scope > div > h4')];
      const buttons = [...row.querySelectorAll(':scope > button, :scope > div > button, :scope > div > div > button')].map((b) =>
        b.getBoundingClientRect(),
      );
      const width = row.getBoundingClientRect().width;
      return texts.flatMap((el) => {
        const box = el.getBoundingClientRect();
        const name = `'${el.textContent}'`;
        const found: string[] = [];
        if (el.scrollWidth > el.clientWidth + 1) found.push(`${name} is cut`);
        if (box.width < width / 2) found.push(`${name} has ${Math.round(box.width)} of the row's ${Math.round(width)} px`);
        if (buttons.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom))
          found.push(`${name} lies under a button`);
        return found;
      });
    }),
  );
  expect(problems).toEqual([]);

  // Reorder, edit and delete, as on a laptop.
  const links = editor.getByRole('list', { name: /^Links of / }).first();
  const first = (await links.locator(':scope > li p.font-medium').first().textContent()) ?? '';
  await links.getByRole('button', { name: `Move ${first} down` }).click();
  await expect(status(editor)).toHaveText(new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} moved to position 2`));
  await links.getByRole('button', { name: `Edit link ${first}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await links.getByRole('button', { name: `Delete link ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete link' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(status(editor)).toHaveText(`${first} deleted`);
  await page.context().close();
});

test('read-only: the sections without editing controls; the handler refuses', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto('/app-resources?ro=1');
  await expect(globalEditor(page).getByRole('heading', { name: 'Buying a home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Apply to App' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reorder / })).toHaveCount(0);
  const body = { scope: 'global', office: null, sections: [] };
  expect((await page.request.post('/api/app-resources', { headers: origin, data: body })).status()).toBe(403);
  await page.context().close();
});

test('agents and managers do not reach the screen', async ({ browser }) => {
  for (const email of ['agent@acme.test', 'manager@acme.test']) {
    const page = await signedInPage(browser, email);
    await page.goto('/app-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'App Resources' })).toHaveCount(0);
    expect(
      (await page.request.post('/api/app-resources', { headers: origin, data: { scope: 'global', office: null, sections: [] } })).status(),
    ).toBe(403);
    await page.context().close();
  }
});
