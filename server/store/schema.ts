/** The dashboard's own store as Kysely sees it (server/store/migrations/ makes the tables). */
import type { AuditEventsTable } from '@/server/audit/schema';

export type LimitCountsTable = {
  key: string;
  /** Milliseconds since 1970; PostgreSQL's bigint arrives as a string. */
  window_start: number | string;
  count: number;
};

export type StoreDatabase = { audit_events: AuditEventsTable; limit_counts: LimitCountsTable };
