// `npm run bench:browser` (and the end of `npm run bench`): Lighthouse's default mobile run on every
// screen of the access table's route list, each in a role that sees it with the demo's data, against
// /login (the floor) in the same run; then the key interactions at 4× CPU slowdown. Writes
// bench/results/browser.json and prints a table. Runs under tsx (it shares the layout suite's
// TypeScript route samples). Env: NEXT_DIST_DIR, BENCH_PORT, BENCH_DEMO_PORT (servers.mjs), CHROME_PATH;
// BENCH_BROWSER_SCREENS=/users,/tags measures only those route patterns (and their interactions), for
// working on a screen: every route is still resolved, so a screen without a sample still fails; such a
// run writes bench/partial/browser.json (git-ignored) and leaves bench/results/ and the docs alone.
// BENCH_BROWSER_THROTTLING=devtools applies the slow 4G and 4× CPU instead of simulating them
// (lighthouse.mjs) and writes browser-applied.json beside browser.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathFor, reaches, ROLES, screensOf, SIGNED_OUT } from '../../../tests/e2e/support/screens.ts';
import { addSessionCookie, launchChromium } from '../browser.mjs';
import { allowedCpus, pinProcess, splitCpus } from '../cpus.mjs';
import { demoControl, machine, ROOT, signIn, startServers } from '../servers.mjs';
import { INTERACTIONS, slowedPage } from './interactions.mjs';
import { launchChrome, lighthouseRun, THROTTLING } from './lighthouse.mjs';
import { writePerfTable } from '../perf-table.mjs';
import { printBrowserReport } from './report.mjs';
import { interactionCheck, medianAudit, RUNS_WHEN_MISSED, screenChecks, settle, TARGETS } from './targets.ts';

const FLOOR = '/login';
const log = (m) => console.log(`[bench:browser] ${m}`);
/** A context on the dashboard signed in with `cookie` (none: signed out); relative paths open on baseURL. */
async function contextFor(browser, baseURL, cookie) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  if (cookie) await addSessionCookie(context, baseURL, cookie);
  return context;
}

/** Each screen's path and the first role that reaches it; a screen no role reaches fails the bench. */
async function resolveScreens({ baseURL, cookies, buyer, cpus }) {
  const browser = await launchChromium({ cpus });
  try {
    const pages = new Map();
    for (const role of [...ROLES, SIGNED_OUT]) pages.set(role, await (await contextFor(browser, baseURL, cookies[role])).newPage());
    const out = [];
    for (const screen of screensOf()) {
      let found = null;
      for (const role of screen.roles) {
        const page = pages.get(role);
        const path = await pathFor({ page, buyer }, screen.pattern);
        const reached = path !== null && (await reaches(page, path));
        if (process.env.BENCH_BROWSER_VERBOSE === '1')
          log(
            `${screen.pattern} as ${role}: ${path === null ? 'nothing to open' : `${path} ${reached ? 'reached' : `sent to ${new URL(page.url()).pathname}`}`}`,
          );
        if (reached) {
          found = { pattern: screen.pattern, role, path };
          break;
        }
      }
      if (!found) throw new Error(`no role of ${screen.roles.join(', ')} reaches ${screen.pattern}: the bench cannot measure it`);
      out.push(found);
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function measureScreens({ baseURL, cookies, screens, cpus }) {
  const chrome = await launchChrome({ cpus });
  try {
    const run = (s) => () => lighthouseRun(chrome.port, `${baseURL}${s.path}`, cookies[s.role]);
    log(`floor ${FLOOR}: ${RUNS_WHEN_MISSED} runs`);
    const floorRuns = [];
    for (let i = 0; i < RUNS_WHEN_MISSED; i += 1) floorRuns.push(await run({ path: FLOOR, role: SIGNED_OUT })());
    const floor = { path: FLOOR, runs: floorRuns, median: medianAudit(floorRuns) };
    const measured = [];
    for (const s of screens) {
      if (s.path === FLOOR) {
        measured.push({
          ...s,
          floor: true,
          runs: floorRuns,
          kept: floor.median,
          checks: screenChecks(floor.median, floor.median, THROTTLING),
        });
        continue;
      }
      const t0 = Date.now();
      try {
        const { runs, kept, checks } = await settle(run(s), floor.median, THROTTLING);
        measured.push({ ...s, runs, kept, checks });
        const missed = checks.filter((c) => !c.met).map((c) => c.name);
        log(
          `${s.path} (${s.role}): ${runs.length} run(s), ${Math.round((Date.now() - t0) / 1000)} s${missed.length ? `, missed ${missed.join(', ')}` : ''}`,
        );
      } catch (err) {
        measured.push({ ...s, error: err instanceof Error ? err.message : String(err) });
        log(`${s.path} (${s.role}): ${err instanceof Error ? err.message : err}`);
      }
    }
    return { floor, screens: measured };
  } finally {
    await chrome.kill();
  }
}

async function measureInteractions({ baseURL, cookies, screens, only, cpus }) {
  const browser = await launchChromium({ cpus });
  try {
    const pages = new Map();
    const out = [];
    for (const interaction of INTERACTIONS) {
      const screen = screens.find((s) => s.pattern === interaction.screen);
      if (!screen && only.length) continue;
      const fail = (error) => interaction.names.map((name) => ({ name, screen: interaction.screen, error }));
      if (!screen) {
        out.push(...fail(`${interaction.screen} is no screen of the bench`));
        continue;
      }
      if (!pages.has(screen.role)) pages.set(screen.role, await slowedPage(await contextFor(browser, baseURL, cookies[screen.role])));
      try {
        const results = await interaction.run(pages.get(screen.role), screen.path);
        for (const r of results)
          out.push({ ...r, screen: screen.pattern, path: screen.path, role: screen.role, check: interactionCheck(r.duration_ms) });
        log(`${results.map((r) => `${r.name} ${r.duration_ms} ms`).join(', ')}`);
      } catch (err) {
        out.push(...fail(err instanceof Error ? err.message.split('\n')[0] : String(err)));
        log(`${interaction.names.join(', ')}: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  const loadAtStart = machine().load_average;
  // A phone's browser does not share its CPU with the server: with two CPUs or more the browser gets
  // one, and the servers, started after this runner moved, the others (cpus.mjs).
  const allowed = allowedCpus();
  const split = splitCpus(allowed);
  if (split) pinProcess(process.pid, split.servers);
  log(
    split
      ? `browser on CPU ${split.browser}; the servers and this runner on ${split.servers}`
      : `one CPU (${allowed.join(',')}): the browser shares it with the servers`,
  );
  const cpus = split?.browser;
  const servers = await startServers({ label: 'bench-browser' });
  const { baseURL, demoURL } = servers;
  log(`dashboard ${baseURL} (build ${servers.distDir}), demo upstream ${demoURL}; logs in ${servers.logDir}`);
  try {
    await demoControl(demoURL, 'POST', '/reset');
    const cookies = { [SIGNED_OUT]: null };
    for (const role of ROLES) cookies[role] = await signIn(baseURL, role);
    const buyerId = (await demoControl(demoURL, 'GET', '/end-users?email=buyer%40acme.test')).id;
    const buyer = async () => buyerId;
    log('which role opens each screen, and where');
    const only = (process.env.BENCH_BROWSER_SCREENS ?? '').split(',').filter(Boolean);
    const screens = (await resolveScreens({ baseURL, cookies, buyer, cpus })).filter(
      (s) => only.length === 0 || only.includes(s.pattern) || s.path === FLOOR,
    );
    log(`${screens.length} screens; Lighthouse (mobile defaults)`);
    const { floor, screens: measured } = await measureScreens({ baseURL, cookies, screens, cpus });
    log('interactions at 4× CPU slowdown');
    const interactions = await measureInteractions({ baseURL, cookies, screens, only, cpus });
    await demoControl(demoURL, 'POST', '/reset');

    const screensMet = measured.filter((s) => !s.error && s.checks.every((c) => c.met)).length;
    const interactionsMet = interactions.filter((i) => i.check?.met).length;
    const result = {
      machine: {
        ...machine(),
        load_average_at_start: loadAtStart,
        started_at: startedAt,
        build: servers.distDir,
        cpus: split ?? { shared: allowed.join(',') },
      },
      settings: {
        lighthouse:
          THROTTLING === 'devtools'
            ? 'mobile, slow 4G and 4× CPU applied (throttlingMethod devtools)'
            : 'default (mobile: simulated slow 4G, 4× CPU)',
        interactions: 'Chromium 1280 × 900, CPU 4× slower (Emulation.setCPUThrottlingRate), Event Timing (durationThreshold 16)',
        runs_when_missed: RUNS_WHEN_MISSED,
      },
      targets: TARGETS,
      floor,
      screens: measured,
      interactions,
      summary: {
        screens: measured.length,
        screens_met: screensMet,
        interactions: interactions.length,
        interactions_met: interactionsMet,
        all_met: screensMet === measured.length && interactionsMet === interactions.length,
      },
    };
    // A partial run (BENCH_BROWSER_SCREENS) is for working on a screen: it leaves the committed figures
    // (bench/results/, and the performance table made from them) alone.
    const name = THROTTLING === 'devtools' ? 'browser-applied.json' : 'browser.json';
    const file = path.join('bench', only.length ? 'partial' : 'results', name);
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), `${JSON.stringify(result, null, 2)}\n`);
    printBrowserReport(result);
    log(`wrote ${file}`);
    if (!only.length) writePerfTable();
    if (measured.some((s) => s.error) || interactions.some((i) => i.error)) process.exitCode = 1;
  } finally {
    await servers.stop();
  }
}

main().catch((err) => {
  console.error(`[bench:browser] ${err instanceof Error ? err.stack : err}`);
  process.exitCode = 1;
});
