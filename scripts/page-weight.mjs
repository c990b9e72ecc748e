// Page weight, read from a production build's manifests: each route's first-load JavaScript (gzip)
// against the framework's floor (the root main files and the root layout of this same build) plus an
// allowance by kind of route. Used by the budget test (tests/build/bundle-budget.test.ts) and the bench.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const BUDGET = {
  /** Plain screens: forms, tables, dialogs. */
  plain: 40 * KB,
  /** Screens with drag-and-drop (sortablejs) or uploads (react-dropzone). */
  interactive: 80 * KB,
  /** Map screens (maplibre-gl + mapbox-gl-draw), loaded only where a map is on screen. */
  map: 40 * KB + 320 * KB,
};
export const MAP_MODULES = /node_modules\/(maplibre-gl|@mapbox\/mapbox-gl-draw)\//;
// Matched against client module ids and against source-map paths of the route's traced chunks.
const INTERACTIVE_MODULES = /node_modules\/(sortablejs|react-dropzone)\//;

/**
 * The packages a route's code reaches. The client manifest names only 'use client' modules, not
 * what they import (sortablejs, react-dropzone, maps), so this reads the route's traced server
 * chunks and their source maps, which list every module the route's components bundle, including
 * those loaded lazily in the browser.
 */
function routeSources(pageDir, cache) {
  const trace = join(pageDir, 'page.js.nft.json');
  if (!existsSync(trace)) return [];
  const { files } = JSON.parse(readFileSync(trace, 'utf8'));
  const out = [];
  for (const file of files) {
    if (!/chunks\/ssr\/.*\.js$/.test(file)) continue;
    const map = join(pageDir, `${file}.map`);
    let sources = cache.get(map);
    if (!sources) {
      sources = existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [];
      cache.set(map, sources);
    }
    out.push(...sources);
  }
  return out;
}

/** Each page route's client-reference manifest and the modules its code reaches. */
function manifests(dist) {
  const root = join(dist, 'server', 'app');
  const cache = new Map();
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'page_client-reference-manifest.js') {
        globalThis.__RSC_MANIFEST = {};
        new Function(readFileSync(p, 'utf8'))();
        const [key, manifest] = Object.entries(globalThis.__RSC_MANIFEST)[0] ?? [];
        if (!key || !manifest) continue;
        const route =
          '/' +
          relative(root, dir)
            .split('/')
            .filter((s) => !/^\(.*\)$/.test(s))
            .join('/');
        out.push({ route: route.replace(/\/$/, '') || '/', manifest, sources: routeSources(dirname(p), cache) });
      }
    }
  };
  walk(root);
  return out;
}

export const isBuilt = (dist) => existsSync(join(dist, 'BUILD_ID'));

/**
 * The build's floor and every page route's first-load JS (gzip bytes), kind and limit; `mapChunks`
 * is the files a route's map modules sit in (loaded lazily, so not first-load).
 */
export function pageWeights(dist) {
  const gzCache = new Map();
  const gz = (file) => {
    let n = gzCache.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(join(dist, file.replace(/^\/_next\//, '')))).length;
      gzCache.set(file, n);
    }
    return n;
  };
  const total = (files) => [...new Set(files)].reduce((sum, f) => sum + gz(f), 0);
  const buildManifest = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8'));
  const pages = manifests(dist);
  const layoutFiles = pages[0]?.manifest.entryJSFiles['[project]/app/layout'] ?? [];
  const floorFiles = [...buildManifest.rootMainFiles, ...layoutFiles];
  const floor = total(floorFiles);
  const routes = pages
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, manifest, sources }) => {
      const files = new Set(floorFiles);
      for (const list of Object.values(manifest.entryJSFiles)) for (const f of list) files.add(f);
      const mods = [...Object.keys(manifest.clientModules), ...sources];
      const kind = mods.some((m) => MAP_MODULES.test(m)) ? 'map' : mods.some((m) => INTERACTIVE_MODULES.test(m)) ? 'interactive' : 'plain';
      return {
        route,
        size: total(files),
        kind,
        limit: floor + BUDGET[kind],
        hasSources: sources.length > 0,
        clientModules: manifest.clientModules,
      };
    });
  return { floor, floorFiles, routes };
}
