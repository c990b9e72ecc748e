// GET /api/health — liveness; GET /api/health?ready=1 — readiness: the upstream answers a cheap probe
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { alertsHealth } from '@/server/agent-alerts/health';
import { auditState } from '@/server/audit/log';
import { limitsState } from '@/server/limits/counter';
import { publicRoute } from '@/server/http';
import { processSingleton } from '@/server/process-singleton';
import { stream } from '@/server/upstream/client';
import { probe } from '@/server/upstream/contract/health';
import { UpstreamError } from '@/server/upstream/errors';

export const dynamic = 'force-dynamic';

/** Short, so an orchestrator's probe (typically a 5–10 s timeout) gets an answer either way. */
const PROBE_TIMEOUT_MS = 2_000;
/** Probes within this window share one upstream call, so hammering this route cannot load the upstream. */
const PROBE_REUSE_MS = 1_000;
/** Set by scripts/serve.mjs on SIGTERM: the instance finishes its requests and should get no new ones. */
const drain = processSingleton('drain', () => ({ draining: false }));

type UpstreamState = 'ok' | 'unreachable' | 'error';
type Probe = { upstream: UpstreamState; ms: number };

let current: { promise: Promise<Probe>; done: number | null } | null = null;

async function probeUpstream(): Promise<Probe> {
  const started = performance.now();
  let upstream: UpstreamState;
  try {
    const res = await stream(probe, {}, null, { timeoutMs: PROBE_TIMEOUT_MS });
    await res.body?.cancel().catch(() => undefined);
    upstream = 'ok';
  } catch (err) {
    upstream = stateOf(err);
  }
  return { upstream, ms: Math.round(performance.now() - started) };
}

/** Any answer below 500 (a 404 for '/', a 401) means the upstream is up; no answer or a 5xx does not. */
function stateOf(err: unknown): UpstreamState {
  if (!(err instanceof UpstreamError)) return 'error';
  if (err.kind === 'network') return 'unreachable';
  return err.kind === 'upstream' && err.status < 500 ? 'ok' : 'error';
}

/** The probe in flight, or one finished less than PROBE_REUSE_MS ago, else a new one. */
function currentProbe(): Promise<Probe> {
  if (current && (current.done === null || Date.now() - current.done < PROBE_REUSE_MS)) return current.promise;
  const entry: { promise: Promise<Probe>; done: number | null } = { promise: probeUpstream(), done: null };
  void entry.promise.finally(() => (entry.done = Date.now()));
  current = entry;
  return entry.promise;
}

const noStore = { 'Cache-Control': 'no-store' };

/** ?ready=1 asks for readiness; any other value (or none) is liveness. */
const HealthQuery = z.object({ ready: z.string().optional() });

/** While audit events wait for their store: the instance serves, but says so. */
function auditReport(): { audit?: { waiting: number; dropped: number; unjournaled: number; journalFailing: boolean } } {
  const { degraded, waiting, dropped, unjournaled = 0, journalFailing = false } = auditState();
  return degraded || dropped > 0 || unjournaled > 0 || journalFailing ? { audit: { waiting, dropped, unjournaled, journalFailing } } : {};
}

/** While the store is unreachable each instance counts the limits alone: it serves, but says so. */
function limitsReport(): { limits?: { shared: false; since: string | null } } {
  const { shared, since } = limitsState();
  return shared ? {} : { limits: { shared: false, since } };
}

/** While agent alerts fail on a channel (a mail server down): they are kept and tried again, but say so. */
function alertsReport(): { alerts?: { failing: string[]; since: string | null; failures: number } } {
  const state = alertsHealth();
  return state ? { alerts: state } : {};
}

/** No session needed, and nothing in the answer names a secret, the upstream's address or an error's detail. */
export const GET = publicRoute({ query: HealthQuery }, async ({ query }) => {
  const { draining } = drain;
  const uptime = Math.round(process.uptime());
  const report = { ...auditReport(), ...limitsReport(), ...alertsReport() };
  const degraded = !!(report.audit || report.limits || report.alerts);
  if (query.ready !== '1') return NextResponse.json({ status: degraded ? 'degraded' : 'ok', uptime, ...report }, { headers: noStore });
  if (draining) return NextResponse.json({ status: 'draining', uptime }, { status: 503, headers: noStore });
  const { upstream, ms } = await currentProbe();
  const ready = upstream === 'ok';
  return NextResponse.json(
    { status: ready ? (degraded ? 'degraded' : 'ready') : 'unavailable', upstream, upstreamMs: ms, uptime, ...report },
    { status: ready ? 200 : 503, headers: noStore },
  );
});
