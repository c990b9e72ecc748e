// `npm test`, the README's one command: what the machine must have (prerequisites.mjs, all named at
// once), then each check in turn, stopping at the first that fails, then how long each took.
// TEST_RECORD=1 also writes those times, the cores the run had and the end-to-end outcome to
// bench/results/npm-test-<n>-core(s).json and regenerates the table of docs/performance.md:
// `TEST_RECORD=1 taskset -c 0 npm test` records the stand-in for the slowest machine of this kind.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites, prerequisitesReport } from './prerequisites.mjs';

/** The checks, in order: the cheap ones first, so a lint error fails in seconds. */
export const STEPS = ['lint', 'format', 'typecheck', 'test:unit', 'build', 'test:budget', 'test:e2e', 'test:cluster', 'test:container'];

/** Where Playwright's JSON reporter writes the end-to-end outcome (playwright.config.ts). */
export const E2E_REPORT = 'test-results/e2e-report.json';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run <step>` with the npm that runs this script (npm_execpath) on the project's Node. */
function run(step) {
  const cli = process.env.npm_execpath;
  const [command, prefix] = cli && cli.endsWith('.js') ? [process.execPath, [cli]] : ['npm', []];
  const started = Date.now();
  const result = spawnSync(command, [...prefix, 'run', step], { cwd: ROOT, stdio: 'inherit' });
  return { step, seconds: Math.round((Date.now() - started) / 100) / 10, ok: result.status === 0 };
}

/** The end-to-end outcome from Playwright's JSON report: passed, flaky (passed on a retry), failed, skipped. */
export function e2eOutcome(report) {
  const s = report?.stats;
  return s
    ? { passed: s.expected, flaky: s.flaky, failed: s.unexpected, skipped: s.skipped, workers: report.config?.workers ?? null }
    : null;
}

function record(times) {
  const cores = availableParallelism();
  const name = `npm-test-${cores}-core${cores === 1 ? '' : 's'}`;
  const report = existsSync(path.join(ROOT, E2E_REPORT)) ? JSON.parse(readFileSync(path.join(ROOT, E2E_REPORT), 'utf8')) : null;
  const results = {
    at: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model?.trim(), cores, node: process.version },
    steps: times,
    total_s: Math.round(times.reduce((sum, t) => sum + t.seconds, 0) * 10) / 10,
    ok: times.length === STEPS.length && times.every((t) => t.ok),
    e2e: e2eOutcome(report),
  };
  writeFileSync(path.join(ROOT, 'bench', 'results', `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`[test] wrote bench/results/${name}.json`);
  return import('./bench/perf-table.mjs').then(({ writePerfTable }) => writePerfTable());
}

async function main() {
  // Everything the steps need from the machine, Node first, before the first step takes minutes.
  const missing = await missingPrerequisites();
  if (missing.length > 0) {
    console.error(prerequisitesReport(missing));
    process.exit(1);
  }
  const times = [];
  for (const step of STEPS) {
    const time = run(step);
    times.push(time);
    if (!time.ok) break;
  }
  console.log(`\n[test] ${times.map((t) => `${t.step} ${t.seconds} s${t.ok ? '' : ' (failed)'}`).join(', ')}`);
  if (process.env.TEST_RECORD === '1') await record(times);
  process.exit(times.every((t) => t.ok) ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
