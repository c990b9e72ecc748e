// Every page the bench measures, and the "within 15 ms of its upstream calls" probe: the demo upstream
// records the calls one request of the page makes (/__demo/record), the bench replays them as the page
// made them (calls that overlapped, side by side; a call that started after another ended, after it),
// and single requests of the page and of the replay, interleaved, give the margin.
import { interleaved, percentile, round, timed } from './probe.mjs';
import { demoControl } from './servers.mjs';

/**
 * The pages: `as` is the account whose session requests it; `path` builds the URL from the ids the
 * bench looked up (null: nothing to open). Pages of screens not built yet answer 404 and are reported
 * 'not built'.
 */
export const PAGES = [
  { name: 'page /agents', as: 'admin', path: () => '/agents' },
  { name: 'page / (home)', as: 'admin', path: () => '/' },
  { name: 'page /tags', as: 'admin', path: () => '/tags' },
  { name: 'page /users (page of 10)', as: 'admin', path: () => '/users' },
  // The demo buyer (every card full): one user read, then its cards' reads side by side.
  { name: 'page /users/{id} (user detail)', as: 'admin', path: (ids) => `/users/${ids.buyer}` },
  // Judged against the shell floor (SHELL_FLOOR), not the bare page floor: its CPU beyond the shell.
  { name: 'page /insights (hot leads, trend, agents, listings)', as: 'admin', path: () => '/insights', againstShell: true },
  { name: 'page /searchlinks (templates list)', as: 'agent', path: () => '/searchlinks' },
  {
    name: 'page saved-search editor',
    as: 'admin',
    path: (ids) => (ids.search ? `/users/${ids.search.userId}/agentsavedsearch/${ids.search.id}` : null),
  },
  { name: 'page /pocket', as: 'admin', path: () => '/pocket' },
  { name: 'page /pocket/new (form)', as: 'admin', path: () => '/pocket/new' },
  { name: 'page /featured', as: 'admin', path: () => '/featured' },
  { name: 'page /showings', as: 'agent', path: () => '/showings' },
  { name: 'page /app-resources', as: 'admin', path: () => '/app-resources' },
  { name: 'page /settings', as: 'admin', path: () => '/settings' },
  { name: 'page /profile', as: 'agent', path: () => '/profile' },
  { name: 'page /openhouse', as: 'agent', path: () => '/openhouse' },
  { name: 'page /preferences', as: 'agent', path: () => '/preferences' },
];

/**
 * The floor of a page inside the dashboard shell (header, sidebar, command palette, the brokerage's
 * colour): the admin's /openhouse, which tells a non-agent in one paragraph that the screen is the
 * agents' and reads nothing of its own. `marker` (lib/openhouse/rules.ts) and the sidebar in its HTML
 * show it is still that page before it is measured.
 */
export const SHELL_FLOOR = { path: '/openhouse', as: 'admin', marker: 'Open House features are only available for agents.' };

/** Why `html` (with `status`) is not the shell floor, or null when it is. */
export function notShellFloor(status, html) {
  if (status !== 200) return `answers ${status}`;
  if (!html.includes('aria-label="Sidebar"')) return 'has no dashboard sidebar';
  if (!html.includes(SHELL_FLOOR.marker)) return "no longer shows the admin only the agents' paragraph";
  return null;
}

/** What a page answers before it is measured: 200 is measured; 404 is a screen not built; anything else is reported. */
export async function pageState(url, headers) {
  const res = await timed(url, { headers });
  if (res.status === 200) return { ok: true };
  if (res.status === 404) return { ok: false, reason: 'not built (404)' };
  const where = res.headers.location ? ` to ${res.headers.location}` : '';
  return { ok: false, reason: `answers ${res.status}${where}` };
}

/**
 * Groups recorded calls into waves: a call that started after an earlier one ended waits for it (one
 * more wave than the latest such call); calls that overlapped share a wave.
 */
export function waves(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const waveOf = [];
  sorted.forEach((call, i) => {
    let wave = 0;
    for (let j = 0; j < i; j += 1) if (sorted[j].end <= call.start) wave = Math.max(wave, waveOf[j] + 1);
    waveOf.push(wave);
  });
  const out = [];
  sorted.forEach((call, i) => {
    (out[waveOf[i]] ??= []).push(call);
  });
  return out.filter(Boolean);
}

/** The recorded upstream calls of one request of `url`. */
export async function recordCalls(demoURL, url, headers) {
  await demoControl(demoURL, 'POST', '/record');
  const res = await timed(url, { headers });
  const { calls } = await demoControl(demoURL, 'GET', '/record');
  if (res.status !== 200) throw new Error(`${url} answered ${res.status} while recorded`);
  return calls;
}

/** Replays waves of calls against the upstream with `apiKey`: each wave's calls side by side, the waves in turn. */
export function replayer(demoURL, apiKey, list) {
  return async () => {
    const t0 = performance.now();
    let status = 200;
    for (const wave of list) {
      const answers = await Promise.all(
        wave.map((c) =>
          timed(`${demoURL}${c.path}`, {
            method: c.method,
            headers: {
              'X-API-KEY': apiKey,
              Accept: 'application/json',
              ...(c.mode ? { 'X-Mode': c.mode } : {}),
              ...(c.contentType && c.body !== null ? { 'Content-Type': c.contentType } : {}),
            },
            body: c.body ?? undefined,
          }),
        ),
      );
      status = answers.find((a) => a.status >= 400)?.status ?? status;
    }
    return { totalMs: performance.now() - t0, ttfbMs: null, status };
  };
}

/**
 * For each page: its calls recorded and grouped, then `rounds` single requests of the page and of the
 * replay, interleaved. Answers per page: the calls, the waves' sizes, both p50s and the margin.
 */
export async function pageProbes({ baseURL, demoURL, pages, rounds }) {
  const out = [];
  for (const p of pages) {
    const url = `${baseURL}${p.path}`;
    const headers = { Cookie: p.cookie };
    // A first request warms the route, so the recorded one is the page as it usually runs.
    await timed(url, { headers });
    const calls = await recordCalls(demoURL, url, headers);
    const grouped = waves(calls);
    const samples = await interleaved({ page: () => timed(url, { headers }), upstream: replayer(demoURL, p.apiKey, grouped) }, rounds);
    const p50 = (k) =>
      round(
        percentile(
          samples[k].map((s) => s.totalMs),
          50,
        ),
        2,
      );
    const failed = (k) => samples[k].filter((s) => s.status !== 200).length;
    out.push({
      name: p.name,
      path: p.path,
      calls: calls.map((c) => `${c.method} ${c.path.split('?')[0]}`),
      waves: grouped.map((w) => w.length),
      page_p50_ms: p50('page'),
      page_ttfb_p50_ms: round(
        percentile(
          samples.page.map((s) => s.ttfbMs),
          50,
        ),
        2,
      ),
      upstream_p50_ms: p50('upstream'),
      added_p50_ms: round(p50('page') - p50('upstream'), 2),
      non_200: { page: failed('page'), upstream: failed('upstream') },
    });
  }
  return out;
}
