// The load a machine can serve. The cluster test's machines differ about three times in speed, and on
// two shared cores the single-threaded demo upstream saturates first: a fixed 64 connections queued
// requests behind it until they passed the upstream timeout, so the check of 5xx answers judged the
// stand-in's capacity. Past saturation more connections add no throughput, only waiting. So the same
// mix goes through nginx at a rising number of connections until throughput stops growing; the load
// then holds twice the fewest connections that reached it: the cluster busy, its queues short.
import { runLoad } from './load.mjs';

/** The connections of each step, while throughput still grows. */
const STEPS = [2, 4, 8, 16, 32, 64];
const STEP_MS = 3_000;
/** A step that adds less than this share of throughput means the cluster is saturated. */
const GROWTH = 0.1;
/** Enough requests in flight that stopping an instance finds some, and the balancer has a choice. */
const MIN = 8;

/** Step i added less than GROWTH to the throughput of the step before it. */
const grewTooLittle = (steps, i) => i > 0 && steps[i].perSecond < steps[i - 1].perSecond * (1 + GROWTH);

/**
 * The choice from a ramp's steps ({ connections, perSecond }, in order): twice the connections of the
 * step the next one did not improve on by GROWTH (or of the last step), between MIN and `max`.
 */
export function chooseConnections(steps, max) {
  const flat = steps.findIndex((_, i) => grewTooLittle(steps, i));
  const saturatedAt = flat > 0 ? steps[flat - 1].connections : steps.at(-1).connections;
  return { connections: Math.min(max, Math.max(MIN, 2 * saturatedAt)), saturatedAt };
}

/**
 * Runs the ramp through `baseURL` (its answers tallied in `tally`, checked with the warm-up's) and
 * answers the connections chosen, the capacity it measured and each step's figures.
 */
export async function calibrate({ baseURL, headers, mix, max, tally, say }) {
  const steps = [];
  for (const connections of STEPS.filter((c) => c <= max)) {
    const before = tally.requests;
    const started = performance.now();
    await runLoad({ baseURL, headers, mix, connections, durationMs: STEP_MS, seed: 20 + connections, tally });
    const perSecond = Math.round(((tally.requests - before) / ((performance.now() - started) / 1000)) * 10) / 10;
    steps.push({ connections, perSecond });
    if (grewTooLittle(steps, steps.length - 1)) break;
  }
  const capacity = Math.max(...steps.map((s) => s.perSecond));
  const { connections, saturatedAt } = chooseConnections(steps, max);
  say(
    `calibration: ${steps.map((s) => `${s.connections} → ${s.perSecond}/s`).join(', ')}; saturated at ${saturatedAt}: ${connections} connections`,
  );
  return { connections, capacityPerSecond: capacity, saturatedAt, steps };
}
