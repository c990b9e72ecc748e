import 'server-only';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { auditState } from '@/server/audit/log';
import { limitsState } from '@/server/limits/counter';
import { processSingleton } from '@/server/process-singleton';

/**
 * The app's Prometheus metrics, on the one registry of the process: scripts/serve.mjs makes it when
 * METRICS_PORT is set (with Node's process metrics and the request histogram) and serves it on that
 * port; these are added to it once per process, whichever bundle asks first. With METRICS_PORT unset
 * there is nothing to record into: `metrics()` answers null and callers skip.
 */
export type Metrics = {
  upstream: Histogram<'endpoint' | 'outcome'>;
  signInRefusals: Counter<'reason'>;
  routingSteps: Counter<'kind'>;
  routingWebhooks: Counter<'outcome'>;
  agentAlerts: Counter<'status' | 'channel'>;
};

/** What an upstream call came to: a bounded set, the label of `upstream_request_duration_seconds`. */
export type UpstreamOutcome = 'ok' | 'refused' | 'error' | 'unreachable' | 'invalid_answer' | 'invalid_request';

/** Why a sign-in was refused: the label of `signin_refusals_total`. */
export type SignInRefusal = 'rate_limited' | 'credentials' | 'disabled' | 'other_app' | 'upstream_error';

export function metrics(): Metrics | null {
  return processSingleton('metrics', () => {
    if (!process.env.METRICS_PORT) return null;
    return create(processSingleton('metrics-registry', () => new Registry()));
  });
}

function create(registry: Registry): Metrics {
  const registers = [registry];
  // Counters read from the audit log's and the limits' own state at each scrape: they keep the counts, so they
  // know nothing of Prometheus. A counter cannot be set, so it is reset and brought to the count.
  const fromState = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  fromState(
    'broker_dashboard_audit_events_journaled_total',
    'Audit events appended to the journal on disk.',
    () => auditState().journaled ?? 0,
  );
  fromState('broker_dashboard_audit_events_stored_total', 'Audit events written to the audit store.', () => auditState().stored ?? 0);
  fromState(
    'broker_dashboard_audit_events_lost_total',
    'Audit events dropped because the queue was full (AUDIT_QUEUE_MAX).',
    () => auditState().dropped,
  );
  fromState(
    'broker_dashboard_audit_events_unjournaled_total',
    'Audit events the journal could not take (kept in memory only).',
    () => auditState().unjournaled ?? 0,
  );
  new Gauge({
    name: 'broker_dashboard_audit_events_waiting',
    help: 'Audit events journaled and not yet in the store (health says degraded while the store refuses them).',
    registers,
    collect() {
      this.set(auditState().waiting);
    },
  });
  new Gauge({
    name: 'broker_dashboard_limits_shared',
    help: '1 while the limits are counted in the store every instance shares; 0 while it is unreachable and this instance counts alone.',
    registers,
    collect() {
      this.set(limitsState().shared ? 1 : 0);
    },
  });
  fromState(
    'broker_dashboard_limits_store_fallbacks_total',
    'Times the store stopped answering and this instance began counting the limits alone.',
    () => limitsState().fallbacks,
  );
  return {
    upstream: new Histogram({
      name: 'broker_dashboard_upstream_request_duration_seconds',
      help: 'Calls to the upstream API, by contract endpoint name and outcome.',
      labelNames: ['endpoint', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    signInRefusals: new Counter({
      name: 'broker_dashboard_signin_refusals_total',
      help: 'Sign-ins refused, by reason.',
      labelNames: ['reason'],
      registers,
    }),
    routingSteps: new Counter({
      name: 'broker_dashboard_routing_steps_total',
      help: "Lead routing's steps by this instance, by kind: routed, offered, rerouted, fallback, expired, touched, claimed, gone, retried.",
      labelNames: ['kind'],
      registers,
    }),
    routingWebhooks: new Counter({
      name: 'broker_dashboard_routing_webhooks_total',
      help: "The upstream's user webhook deliveries, by outcome: opened (a case), alerted (an agent alert made), seen, duplicate, ignored (routing off or paused), refused.",
      labelNames: ['outcome'],
      registers,
    }),
    agentAlerts: new Counter({
      name: 'broker_dashboard_agent_alerts_total',
      help: "Agent alerts by this instance: made, then per channel (push, email) sent or failed; held (quiet hours) and throttled (over the hour's pushes).",
      labelNames: ['status', 'channel'],
      registers,
    }),
  };
}
