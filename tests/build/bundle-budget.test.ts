import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET, isBuilt, KB, MAP_MODULES, pageWeights } from '../../scripts/page-weight.mjs';

/**
 * Page weight budget, read from the build's manifests (run after `next build`): each route's
 * first-load JavaScript, gzip, against the framework's floor (an empty page under the root layout of
 * this same build) plus an allowance by kind of route (scripts/page-weight.mjs, which the bench reports too).
 */
const DIST = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const built = isBuilt(DIST);

describe.skipIf(!built)('page weight budget (first-load JS, gzip)', () => {
  const { floor, floorFiles, routes } = built ? pageWeights(DIST) : { floor: 0, floorFiles: [] as string[], routes: [] };

  it('finds the build, its floor and its routes', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(floor).toBeGreaterThan(10 * KB);
    // Without the traced chunks' source maps every route would pass as 'plain' unseen.
    expect(routes.filter((r) => r.hasSources).length).toBe(routes.length);
  });

  it('keeps map code out of the shared bundle', () => {
    const shared = new Set(floorFiles.map((f) => `/_next/${f}`));
    for (const { clientModules } of routes) {
      for (const [mod, { chunks }] of Object.entries(clientModules)) {
        if (MAP_MODULES.test(mod)) for (const c of chunks) expect(shared.has(c), `${mod} is in the shared bundle`).toBe(false);
      }
    }
  });

  it('each route stays within the floor plus its allowance', () => {
    const rows: string[] = [`floor (empty page): ${(floor / KB).toFixed(1)} kB`];
    const failures: string[] = [];
    for (const { route, size, kind, limit } of routes) {
      rows.push(
        `${route.padEnd(40)} ${(size / KB).toFixed(1).padStart(7)} kB  (+${((size - floor) / KB).toFixed(1)} kB, ${kind}, budget +${BUDGET[kind] / KB} kB)`,
      );
      if (size > limit) failures.push(`${route}: ${(size / KB).toFixed(1)} kB > ${(limit / KB).toFixed(1)} kB`);
    }
    console.log(rows.join('\n'));
    expect(failures).toEqual([]);
  });
});

it.runIf(!built)('needs a build first', () => {
  throw new Error(`no build in ${DIST}: run \`next build\` before the page weight test`);
});
