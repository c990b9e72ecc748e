import type { Kysely } from 'kysely';

/**
 * The agent moves' runs: one row per run once its first step starts, holding how many users it has
 * moved, whether it finished (a finished run is refused) and until when a step holds it (two steps
 * of one run never run at once). Times are milliseconds since 1970; rows past `expires_at` are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('move_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('moved', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('busy_until', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('move_runs_expires').on('move_runs').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('move_runs').execute();
}
