import { expect, test, type Locator, type Page } from './support/test';
import { checkA11y } from './support/a11y';
import { demo } from './support/demo';
import { signedInPage } from './support/session';

/**
 * The fair-housing check against the demo upstream, as the admin: under the listing form's
 * remarks, the send form's title and the app resources dialogs as staff type (phrase, why, one-click
 * rewording), in Warn mode (the default: saved, the warning stays) and, after /settings switches it,
 * in Block mode (refused with the phrases, nothing saved, nothing typed lost).
 */

const ADMIN = 'admin@acme.test';
const LISTING = '/pocket/PKTACME06';
const toast = (page: Page, text: string | RegExp) => page.locator('[aria-live]').getByText(text).first();
const remarks = (page: Page) => page.getByRole('textbox', { name: 'Public remarks' });
const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());
/** A finding under a field, by its marked phrase (`has` takes a locator relative to the page). */
const note = (scope: Page | Locator, phrase: string) =>
  scope.locator('[data-fair-housing]').filter({ has: pageOf(scope).locator('mark', { hasText: phrase }) });
const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send notification' });

async function openSend(page: Page, title: string) {
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Send notification' }).click();
  const d = sendDialog(page);
  await d.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await d.getByRole('textbox', { name: 'Subtitle' }).fill('Forty homes open on Saturday');
  await d.getByRole('radio', { name: 'Link (URL)' }).check();
  await d.getByRole('textbox', { name: 'URL' }).fill('https://acmerealty.test/open');
  await d.getByRole('radio', { name: 'Tags' }).check();
  await d.getByRole('checkbox', { name: 'VIP', exact: true }).check();
  return d;
}

async function addSection(page: Page, title: string) {
  await page.goto('/app-resources');
  const editor = page.locator('[data-scope="global"]');
  await editor.getByRole('button', { name: '+ Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add section' });
  await dialog.getByLabel('Section title').fill(title);
  return { editor, dialog };
}

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  await demo.reset();
  page = await signedInPage(browser, ADMIN);
});
test.afterAll(async () => {
  await page.context().close();
});

test.describe('Warn (the default)', () => {
  test('listing form: flagged as typed, reworded in one click, saved with the warning in view', async () => {
    await page.goto(LISTING);
    await remarks(page).fill('Bright corner condo. Perfect for empty nesters.');
    const found = note(page, 'Perfect for empty nesters');
    await expect(found).toContainText('familial status');
    await expect(remarks(page)).toHaveAccessibleDescription(/tells families with children they are not wanted/);
    await checkA11y(page, `${LISTING} with a fair-housing warning`);
    await found.getByRole('button', { name: 'Use “low-maintenance living”' }).click();
    await expect(remarks(page)).toHaveValue('Bright corner condo. Low-maintenance living.');
    await expect(page.locator('[data-fair-housing]')).toHaveCount(0);

    await remarks(page).fill('Bright corner condo. Adults only.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Listing saved. Fair-housing warning: “Adults only”.')).toBeVisible();
    await expect(page).toHaveURL(LISTING);
    await expect(note(page, 'Adults only')).toBeVisible();
    await page.reload();
    await expect(remarks(page)).toHaveValue('Bright corner condo. Adults only.');
    await expect(note(page, 'Adults only')).toBeVisible();
  });

  test('send form: the title flagged as typed; sent, with the warning in the confirmation', async () => {
    const d = await openSend(page, 'Christian families wanted this weekend');
    await expect(note(d, 'Christian families')).toContainText('religion');
    await checkA11y(page, 'the send form with a fair-housing warning', 'dialog[open]');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Alert sent. Fair-housing warning: “Christian families”.')).toBeVisible();
  });

  test('app resources: flagged in the dialog and under the editor; saved, and the summary stays', async () => {
    const { editor, dialog } = await addSection(page, 'English-speaking neighbors guide');
    await expect(note(dialog, 'English-speaking')).toContainText('national origin');
    await checkA11y(page, 'the add section dialog with a fair-housing warning', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Add' }).click();
    const summary = editor.locator('[data-fair-housing="summary"]');
    await expect(summary).toContainText('English-speaking');
    await editor.getByRole('button', { name: 'Save & Apply to App' }).click();
    await expect(toast(page, 'App Resources saved')).toBeVisible();
    await expect(summary).toContainText('English-speaking');
  });
});

test.describe('Block', () => {
  test('the admin switches the brokerage to Block on /settings', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('radio', { name: /^Warn/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Block/ }).check();
    await page.getByRole('button', { name: 'Save fair-housing check' }).click();
    await expect(toast(page, 'Fair-housing check updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Block/ })).toBeChecked();
  });

  test('listing form: refused with the phrases, nothing saved, the text kept', async () => {
    await page.goto(LISTING);
    await remarks(page).fill('Bright corner condo. No kids, please.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, /^Not saved: the fair-housing check flagged “No kids”/)).toBeVisible();
    await expect(remarks(page)).toHaveValue('Bright corner condo. No kids, please.');
    await expect(note(page, 'No kids')).toBeVisible();
    await page.reload();
    await expect(remarks(page)).toHaveValue('Bright corner condo. Adults only.');
  });

  test('send form: refused in the dialog, everything typed kept', async () => {
    const d = await openSend(page, 'Adults only open house on Sunday');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(d.getByRole('alert')).toContainText('Not saved: the fair-housing check flagged “Adults only”');
    await expect(d.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Adults only open house on Sunday');
    await expect(note(d, 'Adults only')).toBeVisible();
    await d.getByRole('button', { name: /^Use “quiet setting”/ }).click();
    await expect(d.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Quiet setting open house on Sunday');
    await d.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, 'Alert sent')).toBeVisible();
  });

  test('app resources: refused with the phrases, the tree kept unsaved', async () => {
    const { editor, dialog } = await addSection(page, 'No children section');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await editor.getByRole('button', { name: 'Save & Apply to App' }).click();
    await expect(toast(page, /^Not saved: the fair-housing check flagged .*“No children”/)).toBeVisible();
    await expect(editor.getByText('Unsaved changes')).toBeVisible();
    await expect(editor.locator('[data-fair-housing="summary"]')).toContainText('No children');
  });
});
