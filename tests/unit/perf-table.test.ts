import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC_PATH, END, perfTable, readResults, replaceBetweenMarkers, START, writePerfTable } from '../../scripts/bench/perf-table.mjs';

/** A small results file in the shape `npm run bench` writes (bench/results/latest.json). */
const latest = {
  machine: { cpu: 'Test CPU', cores: 2, node: 'v24.0.0', started_at: '2026-11-27T12:01:43.432Z' },
  cases: [
    { name: 'page floor: signed-in not-found page', connections: 1, page_floor: true, cpu_ms_per_request: { dashboard: 9.9 } },
    { name: 'page floor: signed-in not-found page', connections: 32, page_floor: true, cpu_ms_per_request: { dashboard: 2.79 } },
  ],
  targets: [
    { name: 'page /tags: dashboard CPU per request (32 connections)', target: '< 8 ms', value: 4.88, met: true },
    { name: "route handler keeps ≥ 85 % of the empty route handler's throughput", target: '≥ 0.85', value: 0.689, met: false },
    { name: 'page /new: dashboard CPU per request (32 connections)', target: '< 8 ms', value: null, met: null, not_built: true },
    { name: 'a | in a name', target: '< 50 MB', value: null, met: false },
  ],
};

/** A results file with checks, as the container test writes. */
const container = {
  at: '2026-11-27T18:56:20.027Z',
  engine: 'podman version 4.3.1, buildah version 1.28.2',
  figures: { buildMs: 56209, imageMB: 305, healthyMs: 1223, stopMs: 3146, totalMs: 93075 },
  checks: [
    { name: 'the image builds', ok: true },
    { name: 'the logs hold no secret', ok: false, detail: 'SESSION_SECRETS in line 3' },
  ],
};

describe('the performance table generated from bench/results/*.json', () => {
  it('writes one line per results file and one table of every figure, target and verdict', () => {
    expect(perfTable({ latest, container })).toBe(
      [
        '- `bench/results/container.json` (`TEST_RECORD=1 npm run test:container`): 2026-11-27 18:56 UTC, podman version 4.3.1',
        '- `bench/results/latest.json` (`npm run bench`): 2026-11-27 12:01 UTC, Test CPU, 2 cores, Node v24.0.0',
        '',
        '| run | figure | value | target | met |',
        '|---|---|---:|---|:---:|',
        '| container | image build | 56.2 s | – | – |',
        '| container | image size | 305 MB | ≤ 350 MB | yes |',
        '| container | `run` to healthy | 1.2 s | – | – |',
        '| container | SIGTERM during a 4 s request to exit 0 | 3.1 s | – | – |',
        '| container | the whole test | 93.1 s | – | – |',
        '| container | checks passed | 1 of 2 | all | **no** |',
        '| container | failed: the logs hold no secret | SESSION_SECRETS in line 3 | pass | **no** |',
        '| bench | page floor: signed-in not-found page: dashboard CPU per request (32 connections), the floor every page sits on | 2.79 ms | – | – |',
        '| bench | page /tags: dashboard CPU per request (32 connections) | 4.88 ms | < 8 ms | yes |',
        "| bench | route handler keeps ≥ 85 % of the empty route handler's throughput | 0.689 | ≥ 0.85 | **no** |",
        '| bench | page /new: dashboard CPU per request (32 connections) | not built | < 8 ms | – |',
        '| bench | a \\| in a name | not measured | < 50 MB | **no** |',
      ].join('\n'),
    );
  });

  it('sums up the browser bench and lists what it missed, its `targets` being limits rather than judged figures', () => {
    const browser = {
      machine: { cores: 2, node: 'v24.0.0', started_at: '2026-11-28T01:00:00.000Z' },
      targets: { interactionMs: 200 },
      floor: { path: '/login', median: { performance: 98, tbt_ms: 40, lcp_ms: 1800 } },
      screens: [
        {
          path: '/tags',
          role: 'admin@acme.test',
          checks: [
            { name: 'tbt', target: '≤ 240 ms', value: 310, met: false },
            { name: 'cls', target: '≤ 0.02', value: 0, met: true },
          ],
        },
        { path: '/users', role: 'agent@acme.test', error: 'timed out' },
      ],
      interactions: [{ name: 'open a tag dialog', duration_ms: 90, check: { target: '≤ 200 ms', met: true } }],
      summary: { screens: 2, screens_met: 0, interactions: 1, interactions_met: 1 },
    };
    expect(perfTable({ browser }).split('\n').slice(4)).toEqual([
      '| browser | the floor, /login: performance, TBT, LCP (Lighthouse mobile) | 98, 40 ms, 1800 ms | – | – |',
      '| browser | screens meeting every target against the floor | 0 of 2 | all | **no** |',
      '| browser | key interactions within the target at 4× CPU slowdown | 1 of 1 | all | yes |',
      '| browser | failed: /users | timed out | measured | **no** |',
      '| browser | missed: /tags as admin, tbt | 310 | ≤ 240 ms | **no** |',
    ]);
    // Where the browser ran: on a CPU of its own (cpus.mjs), or sharing the only one.
    const pinned = perfTable({ browser: { ...browser, machine: { ...browser.machine, cpus: { browser: '0', servers: '1' } } } }).split(
      '\n',
    );
    expect(pinned[4]).toBe('| browser | CPUs of the browser / of the servers (taskset) | 0 / 1 | – | – |');
    expect(perfTable({ browser: { ...browser, machine: { ...browser.machine, cpus: { shared: '0' } } } })).toContain(
      '| browser | CPUs of the browser / of the servers (taskset) | one, shared: 0 | – | – |',
    );
    // The applied-throttling run of the same bench gets the same rows under its own name.
    expect(perfTable({ 'browser-applied': browser })).toContain(
      '| browser-applied | screens meeting every target against the floor | 0 of 2 | all | **no** |',
    );
  });

  it('sums up a recorded `npm test`: the whole run against its limit, each step, the end-to-end outcome', () => {
    const run = {
      at: '2026-11-28T12:00:00.000Z',
      machine: { cpu: 'Xeon', cores: 1, node: 'v24.21.0' },
      steps: [
        { step: 'lint', seconds: 30.2, ok: true },
        { step: 'test:e2e', seconds: 1800.4, ok: true },
      ],
      total_s: 1830.6,
      ok: true,
      e2e: { passed: 420, flaky: 1, failed: 0, skipped: 0, workers: 1 },
    };
    expect(perfTable({ 'npm-test-1-core': run }).split('\n')).toEqual([
      '- `bench/results/npm-test-1-core.json` (`TEST_RECORD=1 taskset -c 0 npm test`): 2026-11-28 12:00 UTC, Xeon, 1 core, Node v24.21.0',
      '',
      '| run | figure | value | target | met |',
      '|---|---|---:|---|:---:|',
      '| npm test, 1 core | the whole run | 30.5 min | ≤ 90 min (CI) | yes |',
      '| npm test, 1 core | each step | lint 30 s, test:e2e 1800 s | – | – |',
      '| npm test, 1 core | end to end on 1 worker: passed, flaky, failed | 420, 1, 0 | 0 flaky, 0 failed | **no** |',
    ]);
    // On two cores the whole run is held to its 25-minute target.
    expect(perfTable({ 'npm-test-2-cores': { ...run, machine: { cores: 2 }, total_s: 1600 } })).toContain(
      '| npm test, 2 cores | the whole run | 26.7 min | ≤ 25 min | **no** |',
    );
  });

  it("shows the cluster's routing phase: lost and doubled sign-ups, the lost webhooks' and the re-route's times, its targets", () => {
    const spread = (p50Ms: number, p99Ms: number, maxMs: number) => ({ count: 20, p50Ms, p99Ms, maxMs });
    const cluster = {
      ranAt: '2026-12-02T04:00:00.000Z',
      setup: { instances: 2, connections: 8, durationS: 60, loadMs: 60_000, node: 'v24.21.0', cpus: 1 },
      load: { requests: 2400, latencyMs: { p50: 170, p99: 530, max: 1100 }, fiveHundreds: 0, networkErrors: 0 },
      writes: { acknowledged: 1000, sent: 1002, countedUpstream: 1001, acknowledgedMissingUpstream: 0 },
      shutdown: { ms: 5_100 },
      routing: {
        signups: { sent: 300, sentInS: 59.8, answered201: 300, webhooksDropped: 31 },
        kill: { atS: 24, leasedAtKill: 2 },
        signupToAssignment: { delivered: spread(420, 9_000, 16_000), dropped: spread(31_000, 60_000, 61_500) },
        lost: 0,
        routedTwice: 0,
        historyNotOnce: 0,
        reroute: { sample: 20, ...spread(1_300, 2_400, 2_400) },
      },
      targets: [{ name: 'routing: window end to re-route, max', target: '≤ 30000 ms', value: 2_400, met: true }],
      checks: [{ name: 'every sign-up answered 201', ok: true }],
    };
    expect(
      perfTable({ cluster })
        .split('\n')
        .filter((l) => l.includes('routing')),
    ).toEqual([
      '| cluster | routing: 300 sign-ups in 59.8 s, 31 webhooks lost, B killed at 24 s (2 cases leased) | 0 lost, 0 routed twice, 0 not changed upstream once | 0, 0, 0 | yes |',
      '| cluster | routing: sign-up to assignment, webhook lost (found by the minute sweep): p50 / max | 31000 / 61500 ms | – | – |',
      '| cluster | routing: window end to re-route (20 leads): median / max | 1300 / 2400 ms | – | – |',
      '| cluster | routing: window end to re-route, max | 2400 ms | ≤ 30000 ms | yes |',
    ]);
    expect(perfTable({ cluster }).split('\n')[0]).toBe(
      '- `bench/results/cluster.json` (`TEST_RECORD=1 npm run test:cluster`): 2026-12-02 04:00 UTC, 1 core, Node v24.21.0',
    );
  });

  it('states tracing’s cost: each case on against off from the same run', () => {
    const tracing = {
      connections: 32,
      rounds: 4,
      cases: [
        {
          name: 'page /agents',
          off: { cpu_ms_per_request: 5, rps: 200 },
          on: { cpu_ms_per_request: 5.5, rps: 190 },
          cpu_ratio_on_to_off: 1.1,
          rps_ratio_on_to_off: 0.95,
        },
      ],
      spans_exported: 1234,
      refused_exports: 0,
    };
    const rows = perfTable({ latest: { ...latest, tracing } }).split('\n');
    expect(rows).toContain(
      '| bench | tracing on vs off, page /agents: CPU per request, requests/s (32 connections, median of 4 interleaved rounds) | 5.5 vs 5 ms (+10 %), 190 vs 200/s (-5 %) | – | – |',
    );
    expect(rows).toContain('| bench | tracing on: spans exported to the OTLP receiver (export requests refused) | 1234 (0) | – | – |');
  });

  it('states the shell floor beside the page floor, and which pages are judged against it', () => {
    const shell = {
      name: "shell floor: the admin's /openhouse (the dashboard shell, one paragraph)",
      connections: 32,
      shell_floor: true,
      cpu_ms_per_request: { dashboard: 4.1 },
    };
    const insights = {
      name: 'page /insights (hot leads, trend, agents, listings)',
      connections: 32,
      page: true,
      judged_against: 'shell floor',
      cpu_to_shell_floor: 11.2,
    };
    const rows = perfTable({ latest: { ...latest, cases: [...latest.cases, shell, insights] } }).split('\n');
    expect(rows).toContain(
      "| bench | shell floor: the admin's /openhouse (the dashboard shell, one paragraph): dashboard CPU per request (32 connections), the floor /insights is judged against | 4.1 ms | – | – |",
    );
    const skipped = {
      ...shell,
      cpu_ms_per_request: undefined,
      not_built: true,
      reason: '/openhouse has no dashboard sidebar: choose another shell floor in pages.mjs',
    };
    expect(perfTable({ latest: { ...latest, cases: [...latest.cases, skipped, insights] } })).toContain(
      'is judged against | /openhouse has no dashboard sidebar: choose another shell floor in pages.mjs |',
    );
  });

  it('replaces only what lies between the two markers', () => {
    const doc = `# Performance\n\nprose before\n\n${START}\nold table\n${END}\n\nprose after\n`;
    expect(replaceBetweenMarkers(doc, 'new table')).toBe(`# Performance\n\nprose before\n\n${START}\nnew table\n${END}\n\nprose after\n`);
  });

  it('refuses a page without both markers in order, instead of appending somewhere', () => {
    expect(() => replaceBetweenMarkers('no markers', 'x')).toThrow(/markers/);
    expect(() => replaceBetweenMarkers(`${END}\n${START}`, 'x')).toThrow(/markers/);
  });

  describe('on files', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('rewrites the page from the results folder, and a second run changes nothing', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'perf-table-'));
      const results = path.join(dir, 'results');
      const doc = path.join(dir, 'performance.md');
      writeFileSync(doc, `# Performance\n\n${START}\n${END}\n`);
      // One results file is enough for a table; the folder is read, not a fixed list of names.
      mkdirSync(results);
      writeFileSync(path.join(results, 'latest.json'), JSON.stringify(latest));
      writeFileSync(path.join(results, 'notes.txt'), 'not a results file');

      expect(writePerfTable({ dir: results, doc })).toBe(true);
      const once = readFileSync(doc, 'utf8');
      expect(once).toBe(`# Performance\n\n${START}\n${perfTable({ latest })}\n${END}\n`);
      expect(writePerfTable({ dir: results, doc })).toBe(false);
      expect(readFileSync(doc, 'utf8')).toBe(once);
    });
  });

  it('docs/performance.md holds the table of the committed results files (npm run bench:doc when not)', () => {
    const doc = readFileSync(DOC_PATH, 'utf8');
    expect(replaceBetweenMarkers(doc, perfTable(readResults()))).toBe(doc);
  });
});
