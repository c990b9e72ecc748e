import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * An audit event's actor role may name someone: lead routing acts "on behalf of <the admin who turned it
 * on>" (names up to 300 characters), which 0001's varchar(20) refused on PostgreSQL, and the refused
 * event then held up every event queued behind it. SQLite does not enforce a varchar's length.
 */
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db))
    await db.schema
      .alterTable('audit_events')
      .alterColumn('actor_role', (c) => c.setDataType('varchar(320)'))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db))
    await db.schema
      .alterTable('audit_events')
      .alterColumn('actor_role', (c) => c.setDataType('varchar(20)'))
      .execute();
}
