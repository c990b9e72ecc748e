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

export type StoreDatabase = { audit_events: AuditEventsTable; limit_counts: LimitCountsTable; move_runs: MoveRunsTable };
