import type { Kysely } from 'kysely';

/**
 * The limits' counters: one row per key and fixed window, advanced by one atomic
 * insert-or-add, so instances sharing the store share each count. `window_start` is milliseconds since
 * 1970, whole windows from then; rows of windows past are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_counts')
    .addColumn('key', 'varchar(400)', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('limit_counts_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('limit_counts_window').on('limit_counts').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('limit_counts').execute();
}
