/** The dashboard's own store as Kysely sees it (server/store/migrations/ makes the tables). */
import type { AuditEventsTable } from '@/server/audit/schema';

export type LimitCountsTable = {
  key: string;
  /** Milliseconds since 1970; PostgreSQL's bigint arrives as a string. */
  window_start: number | string;
  count: number;
};

/** An agent move's run (server/agent-move-runs.ts); done is 0 or 1, the times milliseconds since 1970. */
export type MoveRunsTable = {
  id: string;
  moved: number;
  done: number;
  busy_until: number | string;
  expires_at: number | string;
};

/** Milliseconds since 1970: PostgreSQL's bigint arrives as a string. */
type Millis = number | string;

/** Lead routing's tables (server/store/migrations/0004-routing.ts says what each holds). */
export type RoutingBrokeragesTable = {
  stack_id: string;
  sealed_key: string | null;
  /** The webhook URL routing set upstream, sealed as the key is (it holds the webhook's secret). */
  webhook_url: string | null;
  enabled_by_id: number;
  enabled_by_name: string;
  enabled_by_email: string;
  enabled_at: Millis;
  paused_reason: string | null;
  paused_at: Millis | null;
  last_error: string | null;
  last_error_at: Millis | null;
  sweep_due_at: Millis;
  seen_through: Millis;
};

export type RoutingRulesTable = { id: string; stack_id: string; position: number; rule: string; rr_turn: number; updated_at: Millis };

export type RoutingAgentsTable = {
  stack_id: string;
  agent_id: number;
  paused: number;
  paused_until: Millis | null;
  paused_by: string | null;
};

export type RoutingHoursTable = { stack_id: string; office_id: number; hours: string };

export type RoutingCasesTable = {
  id: string;
  stack_id: string;
  user_id: number;
  user_name: string;
  why: string;
  rule_id: string | null;
  rule_name: string | null;
  office_id: number | null;
  status: string;
  agent_id: number | null;
  agent_name: string | null;
  /** first to claim: the JSON list of agent ids the lead is offered to. */
  group_ids: string | null;
  hop: number;
  /** JSON list of the agent ids already offered the lead. */
  tried: string;
  signup_at: Millis;
  received_at: Millis;
  offered_at: Millis | null;
  deadline_at: Millis | null;
  first_offered_at: Millis | null;
  touched_at: Millis | null;
  touch: string | null;
  due_at: Millis | null;
  lease_until: Millis;
  /** Who holds the lease: the step that took the case (a fresh id per take). */
  lease_owner: string | null;
  intent: string | null;
  attempts: number;
  last_error: string | null;
};

export type RoutingStepsTable = {
  id: string;
  case_id: string;
  stack_id: string;
  user_id: number;
  at: Millis;
  kind: string;
  agent_id: number | null;
  agent_name: string | null;
  detail: string | null;
};

export type RoutingDeliveriesTable = { stack_id: string; delivery: string; received_at: Millis };

/** A device's Web Push subscription for agent alerts (server/store/migrations/0006-push-subscriptions.ts). */
export type PushSubscriptionsTable = {
  id: string;
  stack_id: string;
  agent_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  session_hash: string;
  created_at: Millis;
  last_ok_at: Millis | null;
};

/** Agent alerts' tables (server/store/migrations/0007-agent-alerts.ts says what each holds). */
export type AlertPrefsTable = { stack_id: string; agent_id: number; prefs: string; updated_at: Millis };

export type AlertLocksTable = {
  stack_id: string;
  office_id: number;
  behaviour: string;
  locked_by: string;
  locked_by_id: number;
  at: Millis;
};

export type AgentAlertsTable = {
  id: string;
  stack_id: string;
  agent_id: number;
  user_id: number;
  /** A behaviour of lib/agent-alerts/model.ts, or 'digest'. */
  behaviour: string;
  /** The agent's day, 'YYYY-MM-DD', in their time zone. */
  day_key: string;
  title: string;
  body: string;
  link: string | null;
  /** 1: the alert offers Claim (a lead routed to the agent). */
  claimable: number;
  /** The user's phone, for the notification's Call. */
  phone: string | null;
  status: string;
  /** JSON list of the channels chosen when it was made. */
  channels: string;
  push_state: string | null;
  email_state: string | null;
  /** 1: it waited for quiet hours to end (the digest lists it). */
  held: number;
  /** The digest that listed it. */
  digest_id: string | null;
  created_at: Millis;
  due_at: Millis | null;
  sent_at: Millis | null;
  lease_until: Millis;
  lease_owner: string | null;
  attempts: number;
  last_error: string | null;
};

export type AlertThrottleTable = { stack_id: string; agent_id: number; pushes: string; version: number };

export type AlertPollsTable = { stack_id: string; due_at: Millis; seen_through: Millis };

export type StoreDatabase = {
  audit_events: AuditEventsTable;
  limit_counts: LimitCountsTable;
  move_runs: MoveRunsTable;
  routing_brokerages: RoutingBrokeragesTable;
  routing_rules: RoutingRulesTable;
  routing_agents: RoutingAgentsTable;
  routing_hours: RoutingHoursTable;
  routing_cases: RoutingCasesTable;
  routing_steps: RoutingStepsTable;
  routing_deliveries: RoutingDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_prefs: AlertPrefsTable;
  alert_locks: AlertLocksTable;
  agent_alerts: AgentAlertsTable;
  alert_throttle: AlertThrottleTable;
  alert_polls: AlertPollsTable;
};
