import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const APP = resolve(__dirname, '../../app');

/** Every dynamic route of the app (pages and route handlers), found on disk, its segments filled with `value`. */
export function dynamicRoutes(value: string): { kind: 'page' | 'api'; path: string }[] {
  const found: { kind: 'page' | 'api'; path: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if ((entry.name === 'page.tsx' || entry.name === 'route.ts') && dir.includes('[')) {
        const segments = relative(APP, dir)
          .split(sep)
          .filter((s) => !/^\(.*\)$/.test(s))
          .map((s) => (s.startsWith('[') ? value : s));
        found.push({ kind: entry.name === 'route.ts' ? 'api' : 'page', path: `/${segments.join('/')}` });
      }
    }
  };
  walk(APP);
  return found;
}
