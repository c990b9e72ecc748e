import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

import { E2E } from './env';

export * from '@playwright/test';

/**
 * Playwright's `test`, with every page opened by `page.goto`, `reload`, `goBack` and `goForward` waited
 * on until React has taken it over. The 'load' event comes before that: Next loads some of its chunks
 * after it, and a click or a keystroke that lands before hydration starts is lost (a busy machine, such
 * as CI's, shows it). Once React has claimed the document it replays a click on a part not yet hydrated,
 * so that moment is what is waited for; then, briefly, for the form controls to be hydrated too.
 *
 * Every spec imports `test` and `expect` from here. Pages of contexts the specs open themselves
 * (`browser.newContext()`, support/session.ts) are covered as well: the worker's browser is wrapped.
 */
async function hydrated(page: Page, res: Response | null) {
  if (!res || !(res.headers()['content-type'] ?? '').includes('text/html')) return;
  // A page Next did not render (the service worker's offline page) has no React to wait for.
  if (!(await page.evaluate(() => !!document.querySelector('script[src*="/_next/static/"]')))) return;
  // Bounded by the test's own timeout (playwright.config.ts), however slow the machine.
  await page.waitForFunction(() => !!document.body && Object.keys(document.body).some((k) => k.startsWith('__reactFiber$')), undefined, {
    timeout: 0,
  });
  // The page's own controls (not those a map library or a third-party widget draws) hydrated as well. A
  // control inside markup written as one HTML string (a table's html cells, components/ui/safe-html.ts)
  // never gets React's props: it is live once the element holding the string is.
  await page
    .waitForFunction(
      () => {
        const propsOf = (el: Element) => {
          const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
          return key ? ((el as unknown as Record<string, unknown>)[key] as Record<string, unknown>) : null;
        };
        const inStaticHtml = (el: Element) => {
          for (let node = el.parentElement; node; node = node.parentElement) {
            const props = propsOf(node);
            if (props) return 'dangerouslySetInnerHTML' in props;
          }
          return false;
        };
        const controls = [...document.querySelectorAll('button, input, textarea, select')].filter(
          (el) => !el.closest('.maplibregl-map, [data-testid="crm-widget"]'),
        );
        return controls.every((el) => propsOf(el) !== null || inStaticHtml(el));
      },
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];
const patched = new WeakSet<object>();

function patchPage(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const original = (page[name] as (...args: unknown[]) => Promise<Response | null>).bind(page);
    (page as unknown as Record<Navigation, (...args: unknown[]) => Promise<Response | null>>)[name] = async (...args: unknown[]) => {
      const res = await original(...args);
      await hydrated(page, res);
      return res;
    };
  }
}

function patchContext(context: BrowserContext) {
  context.pages().forEach(patchPage);
  context.on('page', patchPage);
}

function patchBrowser(browser: Browser) {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    patchContext(context);
    return context;
  };
}

export const test = base.extend({
  // This worker's own dashboard (support/env.ts), whatever the config's main process worked out.
  baseURL: [
    async ({}, use) => {
      await use(E2E.baseURL);
    },
    { scope: 'test' },
  ],
  browser: [
    async ({ browser }, use) => {
      patchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
