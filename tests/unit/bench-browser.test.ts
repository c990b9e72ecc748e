import { describe, expect, it } from 'vitest';
import { can } from '@/lib/access/predicates';
import { ROUTES } from '@/lib/access/routes';
import { type Audit, medianAudit, RUNS_WHEN_MISSED, screenChecks, settle, interactionCheck } from '../../scripts/bench/screens/targets';
import { NOT_SCREENS, ROLES, SAMPLE_PATHS, screensOf, SIGNED_OUT } from '../e2e/support/screens';

/** The browser bench's pure parts: the targets against the floor, the median of three, and which screens it opens. */

const floor: Audit = { performance: 90, accessibility: 100, best_practices: 100, tbt_ms: 320, lcp_ms: 2400, cls: 0, failing: [] };
const audit = (patch: Partial<Audit>): Audit => ({ ...floor, ...patch });
const missed = (a: Audit) =>
  [...screenChecks(a, floor), ...screenChecks(a, floor, 'devtools')].filter((c) => !c.met).map((c) => [c.name, c.by]);

describe('targets relative to the floor', () => {
  it('meets every target at the limits themselves', () => {
    expect(missed(audit({ performance: 85, tbt_ms: 520, lcp_ms: 2900, cls: 0.02 }))).toEqual([]);
  });

  it('misses each target just past its limit, saying by how much', () => {
    expect(missed(audit({ performance: 84 }))).toEqual([['performance', 1]]);
    expect(missed(audit({ tbt_ms: 521 }))).toEqual([['tbt', 1]]);
    expect(missed(audit({ lcp_ms: 3000 }))).toEqual([['lcp', 100]]);
    expect(missed(audit({ cls: 0.025 }))).toEqual([['cls', 0.005]]);
    expect(missed(audit({ accessibility: 98 }))).toEqual([['accessibility', 2]]);
    expect(missed(audit({ best_practices: 96 }))).toEqual([['best_practices', 4]]);
  });

  it('judges LCP in the applied run only, and the scores, TBT and CLS in the simulated one only', () => {
    expect(screenChecks(audit({ lcp_ms: 9000 }), floor).every((c) => c.met)).toBe(true);
    expect(screenChecks(audit({ lcp_ms: 9000 }), floor, 'devtools').map((c) => c.name)).toEqual(['lcp']);
    expect(screenChecks(audit({ performance: 10, tbt_ms: 5000 }), floor, 'devtools').every((c) => c.met)).toBe(true);
  });

  it('moves with the floor of the same run', () => {
    const slowFloor = audit({ performance: 70, tbt_ms: 900, lcp_ms: 4000 });
    expect(screenChecks(audit({ performance: 66, tbt_ms: 1100 }), slowFloor).every((c) => c.met)).toBe(true);
    expect(screenChecks(audit({ lcp_ms: 4500 }), slowFloor, 'devtools').every((c) => c.met)).toBe(true);
    expect(screenChecks(audit({ performance: 64 }), slowFloor).find((c) => c.name === 'performance')?.met).toBe(false);
  });

  it('holds every interaction to 200 ms', () => {
    expect(interactionCheck(200).met).toBe(true);
    expect(interactionCheck(208)).toMatchObject({ met: false, by: 8 });
  });
});

describe('the median of the runs', () => {
  it("takes each figure's middle value and every run's failing audits", () => {
    const runs = [
      audit({ performance: 80, tbt_ms: 900, lcp_ms: 2500, failing: ['color-contrast'] }),
      audit({ performance: 88, tbt_ms: 400, lcp_ms: 3100 }),
      audit({ performance: 84, tbt_ms: 600, lcp_ms: 2800, failing: ['errors-in-console'] }),
    ];
    expect(medianAudit(runs)).toEqual(
      audit({ performance: 84, tbt_ms: 600, lcp_ms: 2800, failing: ['color-contrast', 'errors-in-console'] }),
    );
  });

  it('keeps the first run when it meets every target', async () => {
    const runs = [audit({ performance: 88 }), audit({ performance: 40 })];
    const result = await settle(async () => runs.shift() as Audit, floor);
    expect(result.runs).toHaveLength(1);
    expect(result.kept.performance).toBe(88);
  });

  it('runs a screen that misses five times and judges the medians', async () => {
    const runs = [
      audit({ performance: 80 }),
      audit({ performance: 87 }),
      audit({ performance: 86 }),
      audit({ performance: 70 }),
      audit({ performance: 90 }),
    ];
    const result = await settle(async () => runs.shift() as Audit, floor);
    expect(result.runs).toHaveLength(RUNS_WHEN_MISSED);
    expect(result.kept.performance).toBe(86);
    expect(result.checks.every((c) => c.met)).toBe(true);
  });
});

describe('the screens of the access table', () => {
  const screens = screensOf();
  const patterns = screens.map((s) => s.pattern);

  it('are every route of the table but the named non-screens, each once', () => {
    expect([...patterns, ...Object.keys(NOT_SCREENS)].sort()).toEqual(ROUTES.map((r) => r.pattern).sort());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('name only routes that exist in their non-screens and samples', () => {
    const all = ROUTES.map((r) => r.pattern);
    for (const pattern of [...Object.keys(NOT_SCREENS), ...Object.keys(SAMPLE_PATHS)]) expect(all).toContain(pattern);
  });

  it('give every route with segments a sample, and open public routes signed out, the others in the roles', () => {
    for (const s of screens) {
      const rule = ROUTES.find((r) => r.pattern === s.pattern);
      if (s.pattern.includes(':')) expect(SAMPLE_PATHS[s.pattern], s.pattern).toBeTypeOf('function');
      expect(s.roles, s.pattern).toEqual(rule?.public ? [SIGNED_OUT] : [...ROLES]);
    }
  });

  it('include /login, the floor', () => {
    expect(patterns).toContain('/login');
  });

  it('fail loudly for a route with segments and no sample', () => {
    const added = [...ROUTES, { pattern: '/widgets/:widgetId', allow: can.signedIn }];
    expect(() => screensOf(added)).toThrow(/no sample path for \/widgets\/:widgetId/);
  });
});
