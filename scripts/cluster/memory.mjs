// Memory and CPU of the processes of the cluster test, sampled every second.
import { cpuSeconds, rssMiB } from './processes.mjs';

/**
 * The bounds. RSS is not a leak signal: V8 sizes its heap to the load (A's doubles once B stops)
 * and rarely hands memory back. The live heap is: heapUsed after full collections, with no request
 * in flight, 3 s after the last one. It is measured after a warm-up under the same load and after
 * the load. Between the two it varies even without a leak: Next keeps what some recent requests
 * touched (the contexts of a few hundred requests, some 20 MiB, through its internal caches), so
 * two measurements after equal loads differ by up to about 16 MiB, and A ends the run carrying all
 * 64 connections. So A may grow by at most LIVE_GROWTH_MIB: above that noise, and below what a leak
 * of 30 KB a request adds over the 1,200 and more requests A serves on a quiet machine. B exits
 * mid-run, right after its last request, so its live heap at exit is reported only. Both instances'
 * RSS must stay under RSS_CAP_MIB (the run's peaks are about half of it), which catches runaway
 * growth in either.
 */
const LIVE_GROWTH_MIB = 40;
const RSS_CAP_MIB = 768;
const WINDOW = 5;

export class Sampler {
  /** `pids`: name → pid; every one's CPU time is followed, the memory of `memoryOf` only. */
  constructor(pids, memoryOf) {
    this.pids = pids;
    this.memoryOf = memoryOf;
    this.samples = [];
    this.cpu = {};
  }

  start() {
    this.t0 = Date.now();
    this.cpuAtStart = this.readCpu();
    this.sample();
    this.timer = setInterval(() => this.sample(), 1_000);
  }

  readCpu() {
    return Object.fromEntries(Object.entries(this.pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  }

  sample() {
    const at = Date.now();
    const rss = Object.fromEntries(this.memoryOf.map((name) => [name, rssMiB(this.pids[name])]));
    for (const [name, s] of Object.entries(this.readCpu())) if (s !== null) this.cpu[name] = s;
    this.samples.push({ t: Math.round((at - this.t0) / 100) / 10, at, rss });
  }

  stop() {
    clearInterval(this.timer);
    this.sample();
  }

  /** CPU seconds each process used while sampling (a stopped one: until its last sample). */
  cpuUsed() {
    return Object.fromEntries(
      Object.entries(this.cpu).map(([name, s]) => [name, Math.round((s - (this.cpuAtStart[name] ?? 0)) * 10) / 10]),
    );
  }
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (n) => Math.round(n * 10) / 10;

/**
 * Per instance: RSS at the start, middle and end of its time under load (medians of a few samples;
 * `stoppedAt[name]`: when it exited) and its peak, the live heap after the warm-up and at the end
 * (`judged`: the instances whose end figure was taken after waiting out the upstream timeout).
 */
export function memoryVerdict(samples, names, stoppedAt, live, judged) {
  const figures = {};
  const problems = [];
  for (const name of names) {
    const until = stoppedAt[name] ?? Infinity;
    const series = samples.filter((s) => s.at < until && s.rss[name] !== null).map((s) => ({ t: s.t, mib: s.rss[name] }));
    if (series.length < 3 * WINDOW) {
      problems.push(`too few memory samples of instance ${name} (${series.length})`);
      continue;
    }
    const mid = Math.floor(series.length / 2);
    const baseline = live.baseline[name]?.heapUsed;
    const end = live.end[name]?.heapUsed;
    const peak = Math.max(...series.map((s) => s.mib));
    figures[name] = {
      rss: {
        start: median(series.slice(0, 3).map((s) => s.mib)),
        middle: median(series.slice(mid - 2, mid + 3).map((s) => s.mib)),
        end: median(series.slice(-WINDOW).map((s) => s.mib)),
        peak,
        atS: { middle: series[mid].t, end: series[series.length - 1].t },
      },
      liveHeap: {
        afterWarmup: baseline ?? null,
        end: end ?? null,
        growth: baseline !== undefined && end !== undefined ? round(end - baseline) : null,
        judged: judged.includes(name),
      },
    };
    if (peak > RSS_CAP_MIB) problems.push(`instance ${name}'s RSS reached ${peak} MiB, over ${RSS_CAP_MIB} MiB`);
    if (!judged.includes(name)) continue;
    if (baseline === undefined || end === undefined) problems.push(`no live heap figures of instance ${name}`);
    else if (end - baseline > LIVE_GROWTH_MIB)
      problems.push(`instance ${name}'s live heap grew from ${baseline} MiB to ${end} MiB, more than ${LIVE_GROWTH_MIB} MiB`);
  }
  return {
    figures,
    problems,
    bound: `live heap (full GCs, idle for 3 s) after the load − after the warm-up ≤ ${LIVE_GROWTH_MIB} MiB (instance A); RSS ≤ ${RSS_CAP_MIB} MiB (both)`,
  };
}
