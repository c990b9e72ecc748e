import type { Kysely } from 'kysely';

/**
 * The audit log's one table. Types that both SQLite and PostgreSQL hold alike: the instant is ISO 8601
 * text in UTC (it sorts and compares as time), flags are 0/1 integers, target ids a comma-joined text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('stack_id', 'varchar(120)')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('actor_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('actor_role', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_read_only', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('target_kind', 'varchar(40)')
    .addColumn('target_ids', 'varchar(500)')
    .addColumn('target_label', 'varchar(500)')
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('request_id', 'varchar(100)')
    .addColumn('client_address', 'varchar(100)')
    .execute();
  await db.schema.createIndex('audit_events_stack_at').on('audit_events').columns(['stack_id', 'at']).execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
