import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeRule } from '@/lib/access';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DASHBOARD = join(ROOT, 'app', '(dashboard)');

/** Every page of the signed-in screens but the home (its cards load on their own; see its page). */
function pages(): { file: string; route: string; source: string }[] {
  const found: { file: string; route: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name === 'page.tsx' && dir !== DASHBOARD) {
        const route = `/${relative(DASHBOARD, dir)
          .split(sep)
          .map((s) => s.replace(/^\[(.+)\]$/, ':$1'))
          .join('/')}`;
        found.push({ file: relative(ROOT, join(dir, e.name)), route, source: readFileSync(join(dir, e.name), 'utf8') });
      }
    }
  };
  walk(DASHBOARD);
  return found;
}

describe('every dashboard page opens through openPage', () => {
  it('finds the pages', () => {
    expect(pages().map((p) => p.route)).toEqual(expect.arrayContaining(['/agents', '/agents/:agentId', '/mortgagepro']));
  });

  for (const page of pages()) {
    it(`${page.file}: openPage('${page.route}') with its own route, no hand-made session, rule, expiry or params handling`, () => {
      // The route may sit on its own line when the call is long.
      expect(page.source.replace(/openPage\(\s+/g, 'openPage(')).toContain(`openPage('${page.route}'`);
      expect(routeRule(page.route)?.pattern).toBe(page.route);
      for (const banned of [
        'getSignedIn',
        'getSession',
        'UpstreamError',
        'orSignOut',
        "redirect('/login",
        'sessionExpired',
        'viewer.role ===',
        'viewer.role !==',
        'viewer.readOnly',
        'parseId',
        'safeParse',
      ]) {
        expect(page.source, banned).not.toContain(banned);
      }
    });
  }
});
