// The benchmark's targets (checked, never loosened to pass) and its printed table.

const target = (name, text, value, met) => ({ name, target: text, value, met: value === null || value === undefined ? false : met });
/** A target whose page this build does not have yet: reported, neither met nor missed. */
const notBuilt = (name, text, reason) => ({ name, target: text, value: null, met: null, not_built: true, reason });

/**
 * Guards of the server (the browser bench is the yardstick): each page's dashboard
 * CPU per request at most this many times the page floor's (the signed-in not-found page), same run,
 * 32 connections. It replaced the 8 ms a page, and the route handler's 85 % of the empty handler's
 * throughput and +0.25 ms of CPU over it, which the framework's own floor bounded. A page marked
 * `againstShell` in pages.mjs (/insights) is held to the same multiple of the shell floor's instead:
 * a page inside the dashboard shell, so the shell's own cost is not counted against the page.
 */
export const PAGE_CPU_TO_FLOOR = 4;
/** The route handler's added latency over its upstream call, single requests at p50 (ms). */
export const HANDLER_ADDED_MS = 2;

/** A page's margin over its own upstream calls (single requests, p50). */
export const PAGE_ADDED_MS = 15;
/** The saved-search editor in Chromium: its map interactive after 'Edit map', its live count. */
export const MAP_INTERACTIVE_MS = 1500;
export const LIVE_COUNT_MS = 300;
/** Memory the dashboard may grow by while a CSV streams through or is analysed. */
export const STREAM_GROWTH_MB = 50;

/** A page's upstream calls in waves ('2 then 1 call(s)'), or that it makes none. */
const callsText = (waves) => (waves.length ? `${waves.join(' then ')} call(s)` : 'no upstream call');

const withinUpstream = (p, label = p.name) =>
  target(
    `${label} answers within ${PAGE_ADDED_MS} ms of its upstream calls at p50 (${callsText(p.waves)})`,
    `≤ ${PAGE_ADDED_MS} ms`,
    p.added_p50_ms,
    p.added_p50_ms <= PAGE_ADDED_MS,
  );

/** Each target with the figure that decides it. */
export function targetsOf({ cases, probes, pageCalls, editor, upload, usersUpload, photo, bigList, download, badges, scale }) {
  const delayed = probes.agents_page_with_calls_delayed;
  const delayAdded = delayed.status === 200 ? Math.round(delayed.full_ms - probes.agents_page.full_p50_ms) : null;
  const drag = bigList.browser?.drag;
  const scroll = bigList.browser?.scroll;
  const pages = cases.filter((c) => c.connections === 32 && c.page);
  return [
    target(
      `route handler adds ≤ ${HANDLER_ADDED_MS} ms at p50 over its upstream call`,
      `≤ ${HANDLER_ADDED_MS} ms`,
      probes.handler_added_p50_ms,
      probes.handler_added_p50_ms <= HANDLER_ADDED_MS,
    ),
    ...pages.map((c) => {
      const shell = c.judged_against === 'shell floor';
      const name = `${c.name}: dashboard CPU per request ≤ ${PAGE_CPU_TO_FLOOR} × the ${shell ? 'shell' : 'page'} floor's (32 connections)`;
      const text = `≤ ${PAGE_CPU_TO_FLOOR} ×`;
      if (c.not_built) return notBuilt(name, text, c.reason);
      const ratio = shell ? c.cpu_to_shell_floor : c.cpu_to_page_floor;
      return target(name, text, ratio ?? null, ratio !== undefined && ratio <= PAGE_CPU_TO_FLOOR);
    }),
    ...pageCalls.map((p) => withinUpstream(p)),
    target(
      `/agents makes its upstream calls in parallel (each delayed ${delayed.delay_ms} ms: the page takes less than two delays longer)`,
      `< ${2 * delayed.delay_ms} ms`,
      delayAdded,
      delayAdded !== null && delayAdded < 2 * delayed.delay_ms,
    ),
    target(
      `/agents?limit=0 with ${bigList.server.agents} agents renders on the server in < 300 ms (p50)`,
      '< 300 ms',
      bigList.server.full_p50_ms,
      bigList.server.full_p50_ms < 300,
    ),
    target(
      'scrolling the big list stays responsive (longest main-thread task)',
      '< 200 ms',
      scroll?.longest_task_ms ?? null,
      (scroll?.longest_task_ms ?? Infinity) < 200,
    ),
    target(
      'dragging a row of the big list starts promptly (pointer down to dragged row shown)',
      '< 200 ms',
      drag?.start_ms ?? null,
      (drag?.start_ms ?? Infinity) < 200,
    ),
    target(
      `a ${upload.file_mb} MB agents CSV preview grows the dashboard's memory by < 50 MB`,
      '< 50 MB',
      upload.status === 200 ? upload.growth_mb : null,
      upload.growth_mb < 50,
    ),
    target(
      `a ${usersUpload.file_mb} MB users CSV preview grows the dashboard's memory by < 50 MB`,
      '< 50 MB',
      usersUpload.status === 200 ? usersUpload.growth_mb : null,
      usersUpload.growth_mb < 50,
    ),
    ...(photo
      ? [
          target(
            `a ${photo.file_mb} MB, 20-megapixel JPEG is scaled, cleaned and stored (${photo.total_ms} ms) growing the dashboard's memory by < 150 MB`,
            '< 150 MB',
            photo.status === 200 ? photo.growth_mb : null,
            photo.status === 200 && photo.growth_mb < 150,
          ),
        ]
      : []),
    target(
      `the agents CSV (${download.agents} agents) streams through: first byte before the upstream alone has sent its last`,
      `< ${download.upstream.total_ms} ms`,
      download.dashboard.first_byte_ms,
      download.streamed,
    ),
    ...(badges
      ? [
          target(
            `the store badges zip streams: first byte before the last badge (held back ${badges.last_badge_delay_ms} ms) is read`,
            `< ${badges.last_badge_delay_ms} ms`,
            badges.first_byte_ms,
            badges.streamed,
          ),
        ]
      : []),
    ...scale.pages.map((p) => withinUpstream(p, `${p.name} (${scale.users} users)`)),
    target(
      `the users CSV (${scale.users} users) streams through: first byte before the upstream alone has sent its last`,
      `< ${scale.download.upstream.total_ms} ms`,
      scale.download.dashboard.first_byte_ms,
      scale.download.streamed,
    ),
    target(
      `the users CSV (${scale.users} users, ${scale.download.dashboard.mb} MB) grows the dashboard's memory by < ${STREAM_GROWTH_MB} MB`,
      `< ${STREAM_GROWTH_MB} MB`,
      scale.download.growth_mb ?? null,
      (scale.download.growth_mb ?? Infinity) < STREAM_GROWTH_MB,
    ),
    ...editor.map_routes.map((r) =>
      target(
        `${r.route}: first-load JS (gzip) within the map budget`,
        `≤ ${r.budget_kb} kB`,
        r.first_load_kb,
        r.first_load_kb <= r.budget_kb,
      ),
    ),
    ...(editor.browser && !editor.browser.error
      ? [
          target(
            "the saved-search editor's map is interactive after 'Edit map' (Chromium)",
            `< ${MAP_INTERACTIVE_MS} ms`,
            editor.browser.map_interactive_ms,
            editor.browser.map_interactive_ms < MAP_INTERACTIVE_MS,
          ),
          target(
            'the live count answers after a filter change (Chromium, median)',
            `< ${LIVE_COUNT_MS} ms`,
            editor.browser.count_p50_ms,
            (editor.browser.count_p50_ms ?? Infinity) < LIVE_COUNT_MS,
          ),
        ]
      : [target('the saved-search editor in Chromium', 'measured', null, false)]),
  ];
}

const pad = (v, n, left = false) => {
  const s = v === null || v === undefined ? '–' : String(v);
  return left ? s.padEnd(n) : s.padStart(n);
};

export function printReport(r) {
  const m = r.machine;
  console.log(`\nMachine: ${m.cpu}, ${m.cores} cores, ${m.memory_gb} GB, ${m.os}, Node ${m.node}`);
  const rounds =
    m.load_rounds_at_32 > 1 ? `; at 32 connections the median of ${m.load_rounds_at_32} rounds of ${m.seconds_per_case / 2} s` : '';
  console.log(
    `Load average at start ${m.load_average_at_start.join(' / ')}, at end ${m.load_average.join(' / ')}; ${m.seconds_per_case} s per case${rounds}\n`,
  );
  console.log(
    `${pad('case', 44, true)} ${pad('conns', 5)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('ratio', 6)} ${pad('÷floor', 6)} ${pad('+p50 ms', 8)}`,
  );
  for (const c of r.cases) {
    if (c.not_built) {
      console.log(`${pad(c.name, 44, true)} ${pad(c.connections, 5)}  ${c.reason ?? 'not built (404)'}: not measured`);
      continue;
    }
    const expected = c.page_floor ? `  (answers ${c.expected_status} on purpose)` : '';
    const flag = (c.non2xx && !c.page_floor) || c.errors ? `  (${c.non2xx} non-2xx, ${c.errors} errors)` : expected;
    console.log(
      `${pad(c.name, 44, true)} ${pad(c.connections, 5)} ${pad(c.rps, 8)} ${pad(c.p50_ms, 7)} ${pad(c.p99_ms, 7)} ${pad(c.ratio_rps_to_upstream, 6)} ${pad(c.ratio_rps_to_floor, 6)} ${pad(c.added_p50_ms, 8)}${flag}`,
    );
  }
  console.log("ratio: req/s against the upstream alone; ÷floor: against the empty route handler (Next's own floor), same connections");
  const cpu = r.cases.filter((c) => c.connections === 32 && c.cpu_ms_per_request);
  if (cpu.length) {
    console.log('\nCPU ms per request at 32 connections (dashboard / upstream):');
    for (const c of cpu) {
      const shell = c.cpu_to_shell_floor === undefined ? '' : `, × ${c.cpu_to_shell_floor} the shell floor`;
      const over =
        c.cpu_over_page_floor_ms === undefined
          ? ''
          : `   (${c.cpu_over_page_floor_ms} over the page floor, × ${c.cpu_to_page_floor}${shell})`;
      const each = c.rounds_cpu_ms ? `   [rounds ${c.rounds_cpu_ms.join(', ')}]` : '';
      console.log(
        `  ${pad(c.name, 44, true)} ${pad(c.cpu_ms_per_request.dashboard, 6)} / ${pad(c.cpu_ms_per_request.upstream, 6)}${over}${each}`,
      );
    }
  }
  const p = r.probes;
  console.log(`\nSingle requests, interleaved (${p.rounds} rounds, p50):`);
  const refused = Object.entries(p.non_200 ?? {}).filter(([, n]) => n > 0);
  if (refused.length) console.log(`  answers other than 200: ${refused.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(`  upstream ${p.upstream_p50_ms} ms, route handler ${p.handler_p50_ms} ms: +${p.handler_added_p50_ms} ms`);
  if (p.empty_route_p50_ms !== undefined)
    console.log(
      `  Next's own floor, an empty route handler (GET /api/health): ${p.empty_route_p50_ms} ms: +${p.empty_route_added_p50_ms} ms`,
    );
  console.log(`  /agents first byte ${p.agents_page.ttfb_p50_ms} ms, full ${p.agents_page.full_p50_ms} ms`);
  console.log(
    `  /agents with each upstream call delayed ${p.agents_page_with_calls_delayed.delay_ms} ms: ${p.agents_page_with_calls_delayed.full_ms} ms`,
  );
  console.log(`  / (home) first byte ${p.home.ttfb_p50_ms} ms, full ${p.home.full_p50_ms} ms`);
  console.log('\nEach page against its own upstream calls (recorded, replayed in the same waves; p50):');
  for (const c of r.page_calls)
    console.log(
      `  ${pad(c.name, 40, true)} page ${pad(c.page_p50_ms, 6)} ms, upstream ${pad(c.upstream_p50_ms, 6)} ms: +${c.added_p50_ms} ms   (${callsText(c.waves)}${c.calls.length ? `: ${c.calls.join(', ')}` : ''})`,
    );
  const e = r.editor;
  console.log(`\nSaved-search editor ${e.path ?? '(none)'}; map routes' first-load JS (gzip), floor ${e.floor_kb} kB:`);
  for (const m of e.map_routes) console.log(`  ${pad(m.route, 44, true)} ${pad(m.first_load_kb, 6)} kB of ${m.budget_kb} kB`);
  if (e.browser?.error) console.log(`  Chromium: ${e.browser.error}`);
  else if (e.browser)
    console.log(
      `  Chromium: map interactive ${e.browser.map_interactive_ms} ms after 'Edit map', ${e.browser.js_loaded_kb} kB of JS loaded (lazy map chunks included); live count after a change: ${e.browser.count_changes.join(', ')} ms (median ${e.browser.count_p50_ms})`,
    );
  const b = r.big_list;
  console.log(
    `\nBig list /agents?limit=0, ${b.server.agents} agents: server first byte ${b.server.ttfb_p50_ms} ms, full ${b.server.full_p50_ms} ms (p50), ${b.server.html_kb} kB HTML`,
  );
  if (b.browser?.error) console.log(`  Chromium: ${b.browser.error}`);
  else if (b.browser) {
    const { load, scroll, drag } = b.browser;
    console.log(
      `  Chromium: ${b.browser.rows} rows; DOMContentLoaded ${load.dom_content_loaded_ms} ms, load ${load.load_ms} ms, reorder ready ${load.ready_ms} ms; ${load.long_tasks} long tasks (longest ${load.longest_task_ms} ms)`,
    );
    console.log(
      `  scroll: ${scroll.frames} frames, longest ${scroll.longest_frame_ms} ms; ${scroll.long_tasks} long tasks (longest ${scroll.longest_task_ms} ms)`,
    );
    console.log(
      drag
        ? `  drag: started ${drag.started} after ${drag.start_ms} ms; ${drag.long_tasks} long tasks (longest ${drag.longest_task_ms} ms)`
        : '  drag: reorder not available',
    );
  }
  for (const [what, u] of [
    ['agents', r.upload],
    ['users', r.users_upload],
  ]) {
    console.log(
      `${what === 'agents' ? '\n' : ''}CSV upload (${what}) ${u.file_mb} MB → ${u.status} in ${u.total_ms} ms (${u.answer_mb} MB answer); RSS ${u.rss_before_mb} → peak ${u.rss_peak_mb} MB: +${u.growth_mb} MB`,
    );
  }
  const d = r.download;
  console.log(
    `CSV download, ${d.agents} agents: upstream first byte ${d.upstream.first_byte_ms} ms, last ${d.upstream.total_ms} ms; dashboard first byte ${d.dashboard.first_byte_ms} ms, last ${d.dashboard.total_ms} ms, ${d.dashboard.chunks} chunks, ${d.dashboard.mb} MB`,
  );
  const sc = r.scale;
  console.log(`\nScale: ${sc.users} users (seeded in ${sc.seeded_s} s)`);
  for (const c of sc.pages)
    console.log(
      `  ${pad(c.name, 40, true)} page ${pad(c.page_p50_ms, 6)} ms, upstream ${pad(c.upstream_p50_ms, 6)} ms: +${c.added_p50_ms} ms`,
    );
  const sd = sc.download;
  console.log(
    `  users CSV: upstream first byte ${sd.upstream.first_byte_ms} ms, last ${sd.upstream.total_ms} ms; dashboard first byte ${sd.dashboard.first_byte_ms} ms, last ${sd.dashboard.total_ms} ms, ${sd.dashboard.chunks} chunks, ${sd.dashboard.mb} MB; RSS ${sd.rss_before_mb} → peak ${sd.rss_peak_mb} MB: +${sd.growth_mb} MB`,
  );
  console.log('\nTargets:');
  for (const t of r.targets) {
    if (t.not_built) console.log(`  –      ${t.name}: ${t.reason ?? 'not built'} (target ${t.target})`);
    else console.log(`  ${t.met ? 'met   ' : 'MISSED'} ${t.name}: ${t.value ?? 'not measured'} (target ${t.target})`);
  }
}
