/**
 * The browser bench's targets, each relative to the floor (/login) measured in the same run,
 * and the rule that repeats a screen: the first Lighthouse run counts when it meets every target; a
 * screen that misses one is run four more times and judged on the median of the five. The simulated run
 * judges the scores, TBT and CLS; the applied run judges LCP, which it measures stable to about 50 ms
 * where the simulated one races requests on loopback.
 */

/** One Lighthouse run of a screen (scores 0–100; times in ms). */
export type Audit = {
  performance: number;
  accessibility: number;
  best_practices: number;
  tbt_ms: number;
  lcp_ms: number;
  cls: number;
  /** Ids of the accessibility and best-practices audits that failed (empty at 100). */
  failing: string[];
};

export const TARGETS = {
  /** Performance score at least the floor's minus this. */
  performanceBelowFloor: 5,
  /** Total blocking time at most the floor's plus this (ms). */
  tbtOverFloorMs: 200,
  /** Largest contentful paint at most the floor's plus this (ms). */
  lcpOverFloorMs: 500,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  /** Every key interaction's Event Timing duration at 4× CPU slowdown (ms). */
  interactionMs: 200,
} as const;

/** A figure against its limit; `by`: how far past the limit it lies (0 when met). */
export type Check = { name: string; target: string; limit: number; value: number; met: boolean; by: number };

const round = (n: number) => Math.round(n * 1000) / 1000;
const atLeast = (name: string, value: number, limit: number, unit = ''): Check => ({
  name,
  target: `≥ ${limit}${unit}`,
  limit,
  value,
  met: value >= limit,
  by: value >= limit ? 0 : round(limit - value),
});
const atMost = (name: string, value: number, limit: number, unit = ''): Check => ({
  name,
  target: `≤ ${limit}${unit}`,
  limit,
  value,
  met: value <= limit,
  by: value <= limit ? 0 : round(value - limit),
});

/** Lighthouse's throttling: simulated (its default) or applied for real (devtools). */
export type Throttling = 'simulate' | 'devtools';

/** The checks of one screen's figures against the floor's: the applied run's LCP, or the simulated run's others. */
export function screenChecks(a: Audit, floor: Audit, throttling: Throttling = 'simulate'): Check[] {
  if (throttling === 'devtools') return [atMost('lcp', a.lcp_ms, floor.lcp_ms + TARGETS.lcpOverFloorMs, ' ms')];
  return [
    atLeast('performance', a.performance, floor.performance - TARGETS.performanceBelowFloor),
    atMost('tbt', a.tbt_ms, floor.tbt_ms + TARGETS.tbtOverFloorMs, ' ms'),
    atMost('cls', a.cls, TARGETS.cls),
    atLeast('accessibility', a.accessibility, TARGETS.accessibility),
    atLeast('best_practices', a.best_practices, TARGETS.bestPractices),
  ];
}

/** An interaction's longest event against the target. */
export const interactionCheck = (durationMs: number): Check => atMost('interaction', durationMs, TARGETS.interactionMs, ' ms');

/** The middle value of an odd count (the lower middle of an even one). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Each figure's median over the runs (a figure may come from another run than the next); failing: those of every run. */
export function medianAudit(runs: Audit[]): Audit {
  const of = (k: Exclude<keyof Audit, 'failing'>) => median(runs.map((r) => r[k]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    best_practices: of('best_practices'),
    tbt_ms: of('tbt_ms'),
    lcp_ms: of('lcp_ms'),
    cls: of('cls'),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
  };
}

export const RUNS_WHEN_MISSED = 5;

/**
 * Measures a screen: the first run when it meets every target; otherwise RUNS_WHEN_MISSED runs in all
 * and the median of each figure. `kept` is what the checks judged.
 */
export async function settle(
  run: () => Promise<Audit>,
  floor: Audit,
  throttling: Throttling = 'simulate',
): Promise<{ runs: Audit[]; kept: Audit; checks: Check[] }> {
  const runs = [await run()];
  let checks = screenChecks(runs[0] as Audit, floor, throttling);
  if (checks.every((c) => c.met)) return { runs, kept: runs[0] as Audit, checks };
  while (runs.length < RUNS_WHEN_MISSED) runs.push(await run());
  const kept = medianAudit(runs);
  checks = screenChecks(kept, floor, throttling);
  return { runs, kept, checks };
}
