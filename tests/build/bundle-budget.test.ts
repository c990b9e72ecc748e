import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Page weight budget, read from the build's manifests (run after `next build`): each route's
 * first-load JavaScript, gzip, against the framework's floor (an empty page under the root layout of
 * this same build) plus an allowance by kind of route.
 */
const DIST = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const KB = 1024;
const BUDGET = {
  /** Plain screens: forms, tables, dialogs. */
  plain: 40 * KB,
  /** Screens with drag-and-drop (sortablejs) or uploads (react-dropzone). */
  interactive: 80 * KB,
  /** Map screens (maplibre-gl + mapbox-gl-draw), loaded only where a map is on screen. */
  map: 40 * KB + 320 * KB,
};
const MAP_MODULES = /node_modules\/(maplibre-gl|@mapbox\/mapbox-gl-draw)\//;
// Matched against client module ids and against source-map paths of the route's traced chunks.
const INTERACTIVE_MODULES = /node_modules\/(sortablejs|react-dropzone)\//;

const gzCache = new Map<string, number>();
function gz(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(DIST, file.replace(/^\/_next\//, '')))).length;
    gzCache.set(file, n);
  }
  return n;
}
const total = (files: Iterable<string>) => [...new Set(files)].reduce((sum, f) => sum + gz(f), 0);

/**
 * The packages a route's code reaches. The client manifest names only 'use client' modules, not
 * what they import (sortablejs, react-dropzone, maps), so this reads the route's traced server
 * chunks and their source maps, which list every module the route's components bundle, including
 * those loaded lazily in the browser.
 */
const sourcesCache = new Map<string, string[]>();
function routeSources(pageDir: string): string[] {
  const trace = join(pageDir, 'page.js.nft.json');
  if (!existsSync(trace)) return [];
  const { files } = JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] };
  const out: string[] = [];
  for (const file of files) {
    if (!/chunks\/ssr\/.*\.js$/.test(file)) continue;
    const map = join(pageDir, `${file}.map`);
    let sources = sourcesCache.get(map);
    if (!sources) {
      sources = existsSync(map) ? ((JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? []) : [];
      sourcesCache.set(map, sources);
    }
    out.push(...sources);
  }
  return out;
}

type Manifest = { clientModules: Record<string, { chunks: string[] }>; entryJSFiles: Record<string, string[]> };

type Page = { route: string; manifest: Manifest; sources: string[] };

function manifests(): Page[] {
  const root = join(DIST, 'server', 'app');
  const out: Page[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'page_client-reference-manifest.js') {
        const g = globalThis as { __RSC_MANIFEST?: Record<string, Manifest> };
        g.__RSC_MANIFEST = {};
        new Function(readFileSync(p, 'utf8'))();
        const [key, manifest] = Object.entries(g.__RSC_MANIFEST)[0] ?? [];
        if (!key || !manifest) continue;
        const route = '/' + relative(root, dir).split('/').filter((s) => !/^\(.*\)$/.test(s)).join('/');
        out.push({ route: route.replace(/\/$/, '') || '/', manifest, sources: routeSources(dirname(p)) });
      }
    }
  };
  walk(root);
  return out;
}

const built = existsSync(join(DIST, 'BUILD_ID'));

describe.skipIf(!built)('page weight budget (first-load JS, gzip)', () => {
  const buildManifest = built ? (JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }) : { rootMainFiles: [] };
  const pages = built ? manifests() : [];
  const sample = pages[0]?.manifest;
  const layoutFiles = sample?.entryJSFiles['[project]/app/layout'] ?? [];
  const floorFiles = [...buildManifest.rootMainFiles, ...layoutFiles];
  const floor = total(floorFiles);

  it('finds the build, its floor and its routes', () => {
    expect(pages.length).toBeGreaterThan(3);
    expect(floor).toBeGreaterThan(10 * KB);
    // Without the traced chunks' source maps every route would pass as 'plain' unseen.
    expect(pages.filter((p) => p.sources.length > 0).length).toBe(pages.length);
  });

  it('keeps map code out of the shared bundle', () => {
    const shared = new Set(floorFiles.map((f) => `/_next/${f}`));
    for (const { manifest } of pages) {
      for (const [mod, { chunks }] of Object.entries(manifest.clientModules)) {
        if (MAP_MODULES.test(mod)) for (const c of chunks) expect(shared.has(c), `${mod} is in the shared bundle`).toBe(false);
      }
    }
  });

  it('each route stays within the floor plus its allowance', () => {
    const rows: string[] = [`floor (empty page): ${(floor / KB).toFixed(1)} kB`];
    const failures: string[] = [];
    for (const { route, manifest, sources } of pages.sort((a, b) => a.route.localeCompare(b.route))) {
      const files = new Set<string>(floorFiles);
      for (const list of Object.values(manifest.entryJSFiles)) for (const f of list) files.add(f);
      // Entry files cover layouts and the page; dynamically imported chunks (maps) are not first-load.
      const size = total(files);
      const mods = [...Object.keys(manifest.clientModules), ...sources];
      const kind = mods.some((m) => MAP_MODULES.test(m)) ? 'map' : mods.some((m) => INTERACTIVE_MODULES.test(m)) ? 'interactive' : 'plain';
      const limit = floor + BUDGET[kind];
      rows.push(`${route.padEnd(40)} ${(size / KB).toFixed(1).padStart(7)} kB  (+${((size - floor) / KB).toFixed(1)} kB, ${kind}, budget +${BUDGET[kind] / KB} kB)`);
      if (size > limit) failures.push(`${route}: ${(size / KB).toFixed(1)} kB > ${(limit / KB).toFixed(1)} kB`);
    }
    console.log(rows.join('\n'));
    expect(failures).toEqual([]);
  });
});

it.runIf(!built)('needs a build first', () => {
  throw new Error(`no build in ${DIST}: run \`next build\` before the page weight test`);
});
