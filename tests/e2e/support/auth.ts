import { expect, type Page } from '@playwright/test';
import { E2E } from './env';

/** Sign in through the real login form and wait for the dashboard. */
export async function signIn(page: Page, email: string, opts: { next?: string; expectPath?: string | RegExp } = {}) {
  await page.goto(opts.next ? `/login?next=${encodeURIComponent(opts.next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(opts.expectPath ?? (opts.next ? new RegExp(escape(opts.next)) : /\/$/));
  // The URL changes when the page starts to arrive; a click before its scripts have run is lost.
  await page.waitForLoadState('load');
}

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sidebar's menu item labels, in order (desktop width). */
export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });
  return nav.locator('ul').first().getByRole('link').allInnerTexts();
}
