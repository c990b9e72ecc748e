/** The audit log's table as Kysely sees it (server/store/migrations/0001-audit-events.ts makes it). */
export type AuditEventsTable = {
  id: string;
  at: string;
  stack_id: string | null;
  actor_id: number | null;
  actor_name: string;
  actor_email: string;
  actor_role: string;
  actor_mode: string;
  actor_read_only: number;
  action: string;
  summary: string;
  target_kind: string | null;
  target_ids: string | null;
  target_label: string | null;
  outcome: string;
  status: number;
  message: string | null;
  request_id: string | null;
  client_address: string | null;
};
