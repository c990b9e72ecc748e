// What the routing phase's store rows, change histories and upstream record come to (routing.mjs
// gathers them): every sign-up routed once and changed once upstream, how long each took, and what
// an idle brokerage costs the upstream. Pure functions, so the verdicts are tested without a cluster.
import { createHash } from 'node:crypto';
import { percentile } from './load.mjs';

/** The case statuses a routed lead may be in: offered to its agent, or anything that follows it. */
const ROUTED = new Set(['offered', 'claimed', 'fallback']);

/** The demo's fingerprint of an api key (demo-api/http/record.ts): the first 16 hex digits of its SHA-256. */
export const keyFingerprint = (key) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** Count, median, 99th percentile and maximum of a list of milliseconds (nulls when empty). */
export function spread(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v));
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: sorted.length ? Math.round(sorted.at(-1)) : null,
  };
}

const groupBy = (rows, key) => rows.reduce((m, r) => m.set(r[key], [...(m.get(r[key]) ?? []), r]), new Map());

/**
 * The sign-ups against the store and the upstream, before any window ends. `signups`: { userId (null when
 * the sign-up failed), sentAt, delivery: { status } | null }; `cases`: { user_id, status }; `steps`:
 * { user_id, kind, at }; `histories`: user id → agent change history entries. Answers the users lost (no
 * case, or not routed), routed twice, with a step other than 'routed', or changed upstream other than
 * once; and sign-up → 'routed' step times, apart for the webhooks delivered and those dropped.
 */
export function judgeSignups({ signups, cases, steps, histories }) {
  const caseOf = new Map(cases.map((c) => [c.user_id, c]));
  const stepsOf = groupBy(steps, 'user_id');
  const out = {
    failed: 0,
    lost: [],
    routedTwice: [],
    otherSteps: [],
    historyNotOnce: [],
    delivered: [],
    dropped: [],
    firstAttemptFailed: 0,
  };
  for (const s of signups) {
    if (s.userId === null) {
      out.failed += 1;
      continue;
    }
    const own = stepsOf.get(s.userId) ?? [];
    const routed = own.filter((x) => x.kind === 'routed');
    const c = caseOf.get(s.userId);
    if (!c || !ROUTED.has(c.status) || routed.length === 0) out.lost.push(s.userId);
    if (routed.length > 1) out.routedTwice.push(s.userId);
    if (own.length > routed.length) out.otherSteps.push(s.userId);
    if ((histories.get(s.userId)?.length ?? 0) !== 1) out.historyNotOnce.push(s.userId);
    if (routed.length === 0) continue;
    const ms = Math.min(...routed.map((x) => x.at)) - s.sentAt;
    if (s.delivery?.status === 'dropped') out.dropped.push(ms);
    else {
      out.delivered.push(ms);
      if (s.delivery?.status !== 200) out.firstAttemptFailed += 1;
    }
  }
  return out;
}

/**
 * The sample whose windows the test ended at `endedAt`: each must have one 'expired' and one 'rerouted'
 * step after its one 'routed' one, and two changes upstream. Answers window end → 'rerouted' step times
 * and the users that fall short.
 */
export function judgeReroutes({ sample, endedAt, steps, histories }) {
  const stepsOf = groupBy(steps, 'user_id');
  const out = { ms: [], notRerouted: [], stepsWrong: [], historyNotTwice: [] };
  for (const userId of sample) {
    const kinds = (stepsOf.get(userId) ?? []).map((x) => x.kind);
    const rerouted = (stepsOf.get(userId) ?? []).filter((x) => x.kind === 'rerouted');
    if (rerouted.length === 0) out.notRerouted.push(userId);
    else out.ms.push(Math.min(...rerouted.map((x) => x.at)) - endedAt);
    if ([...kinds].sort().join(',') !== 'expired,rerouted,routed') out.stepsWrong.push(userId);
    if ((histories.get(userId)?.length ?? 0) !== 2) out.historyNotTwice.push(userId);
  }
  return out;
}

/**
 * The demo's record of the contract calls over an idle window of `windowMs`: those made with the key
 * fingerprinted `keyId` by path (without the query), and any other app's calls. `calls`: { method, path,
 * stack, keyId }.
 */
export function idleCalls(calls, { keyId, stack, windowMs }) {
  const byPath = {};
  const others = {};
  for (const c of calls) {
    const what = `${c.method} ${c.path.split('?')[0]}`;
    if (c.keyId === keyId) byPath[what] = (byPath[what] ?? 0) + 1;
    else others[`${c.stack ?? 'no app'}: ${what}`] = (others[`${c.stack ?? 'no app'}: ${what}`] ?? 0) + 1;
  }
  const count = Object.values(byPath).reduce((n, v) => n + v, 0);
  const perMinute = (n) => Math.round(((n * 60_000) / windowMs) * 100) / 100;
  return { stack, windowS: Math.round(windowMs / 100) / 10, calls: count, perMinute: perMinute(count), byPath, otherApps: others };
}

/**
 * The routing phase's judged figures, in the shape the performance table reads (`targets`): the
 * latency targets over the sign-ups whose webhook was delivered, the re-route's, the idle cost.
 */
export function routingTargets(r) {
  const target = (name, value, limit, unit) => ({
    name,
    target: `≤ ${limit}${unit ? ` ${unit}` : ''}`,
    value,
    met: value === null ? null : value <= limit,
  });
  const delivered = r.signupToAssignment.delivered;
  return [
    target('routing: sign-up to assignment p50, webhook delivered', delivered.p50Ms, 1000, 'ms'),
    target('routing: sign-up to assignment p99, webhook delivered', delivered.p99Ms, 10_000, 'ms'),
    target('routing: window end to re-route, max', r.reroute.maxMs, 30_000, 'ms'),
    target(`routing: upstream calls per idle brokerage per minute (${r.idle.stack}: its sweep)`, r.idle.perMinute, 1),
  ];
}
