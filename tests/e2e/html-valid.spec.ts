import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './support/test';
import { demo } from './support/demo';
import { pathFor, ROLES, screensOf, SIGNED_OUT, type Role } from './support/screens';
import { signedInContext } from './support/session';

/**
 * Every screen's server-rendered HTML passes the W3C Nu HTML Checker (the npm package vnu-jar,
 * run on the machine's Java), in each role that reaches it — the route list the layout suite uses. The
 * pages are fetched with the role's cookies as a browser first receives them, written to a folder and
 * checked in one run of the checker.
 */

/** The checker as the npm package vnu-jar ships it. */
const VNU = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const FOLDER = join('test-results', 'html-valid');

/** The demo buyer, whose detail page has every card full. */
const buyer = async () => (await demo.endUser({ email: 'buyer@acme.test' })).id;

/** Fetches `path` as the page's session would, unless the role is sent elsewhere (it does not see it). */
async function serverHtml(page: Page, path: string): Promise<string | null> {
  const res = await page.request.get(path);
  if (new URL(res.url()).pathname !== path.split('?')[0] || res.status() !== 200) return null;
  return res.text();
}

type Finding = { url: string; message: string; extract?: string; type: string };

test('every screen validates in the W3C Nu HTML Checker, for each role that sees it', async ({ browser }) => {
  rmSync(FOLDER, { recursive: true, force: true });
  mkdirSync(FOLDER, { recursive: true });
  const files = new Map<string, string>();
  for (const role of [SIGNED_OUT, ...ROLES] as Role[]) {
    const context = role === SIGNED_OUT ? await browser.newContext() : await signedInContext(browser, role);
    try {
      const page = await context.newPage();
      for (const screen of screensOf().filter((s) => s.roles.includes(role))) {
        const path = await pathFor({ page, buyer }, screen.pattern);
        if (!path) continue;
        const html = await serverHtml(page, path);
        if (html === null) continue;
        const file = join(FOLDER, `${role.replace(/\W+/g, '_')}${path.replace(/\W+/g, '_')}.html`);
        writeFileSync(file, html);
        files.set(file, `${path} as ${role}`);
      }
    } finally {
      await context.close();
    }
  }
  // Every screen is seen by someone: an empty run would pass for the wrong reason.
  expect(files.size).toBeGreaterThanOrEqual(screensOf().length);

  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { messages } = JSON.parse(stdout) as { messages: Finding[] };
  const findings = messages.map(
    (m) =>
      `${files.get(decodeURIComponent(new URL(m.url).pathname).replace(`${process.cwd()}/`, '')) ?? m.url}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`,
  );
  expect(findings).toEqual([]);
});
