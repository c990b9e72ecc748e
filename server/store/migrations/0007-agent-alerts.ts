import type { Kysely } from 'kysely';

/**
 * Agent alerts: what agents are told about their leads, kept so it acts when nobody is signed in and
 * loses nothing. Times are milliseconds since 1970; JSON columns hold lib/agent-alerts/model.ts shapes.
 *
 * - alert_prefs: an agent's own choices (absent: the defaults).
 * - alert_locks: a behaviour locked on by an admin (office 0: the brokerage) or a manager (their office,
 *   and those below it), with who locked it.
 * - agent_alerts: one per user, behaviour and the agent's day (the unique key: a fourth view the same day
 *   makes none); the daily digest is one too (behaviour 'digest', user 0). due_at is when the engine must
 *   next act on it; an instance takes it by setting lease_until with one conditional update. Each
 *   channel's state is kept, so a retry sends only what has not gone yet.
 * - alert_throttle: each agent's pushes of the last hour, changed by one conditional update on its
 *   version, so instances sending at once still send at most the hour's number.
 * - alert_polls: each brokerage's minute read of the upstream's activity where no webhook reaches the
 *   dashboard, and the newest event it has seen (unix seconds, as the upstream writes them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_prefs')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('prefs', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_prefs_pk', ['stack_id', 'agent_id'])
    .execute();
  await db.schema
    .createTable('alert_locks')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('office_id', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'varchar(20)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(300)', (c) => c.notNull())
    .addColumn('locked_by_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_locks_pk', ['stack_id', 'office_id', 'behaviour'])
    .execute();
  await db.schema
    .createTable('agent_alerts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'varchar(20)', (c) => c.notNull())
    .addColumn('day_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('claimable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone', 'varchar(50)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('push_state', 'varchar(20)')
    .addColumn('email_state', 'varchar(20)')
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(36)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(500)')
    .addUniqueConstraint('agent_alerts_once', ['stack_id', 'agent_id', 'user_id', 'behaviour', 'day_key'])
    .execute();
  await db.schema.createIndex('agent_alerts_due').on('agent_alerts').columns(['due_at']).execute();
  await db.schema.createIndex('agent_alerts_agent').on('agent_alerts').columns(['stack_id', 'agent_id', 'created_at']).execute();
  await db.schema
    .createTable('alert_throttle')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('pushes', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_throttle_pk', ['stack_id', 'agent_id'])
    .execute();
  await db.schema
    .createTable('alert_polls')
    .addColumn('stack_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_through', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['alert_polls', 'alert_throttle', 'agent_alerts', 'alert_locks', 'alert_prefs']) await db.schema.dropTable(t).execute();
}
