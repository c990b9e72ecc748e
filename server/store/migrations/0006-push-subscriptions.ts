import type { Kysely } from 'kysely';

/**
 * Agent alerts' Web Push subscriptions: one row per device (the push service's endpoint is unique), so
 * an agent with a phone and a laptop has two. session_hash is the SHA-256 of the stack, the agent and
 * the session's api key (never the key itself): signing out of that device removes its row. Times are
 * milliseconds since 1970; last_ok_at is the last push the service took.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_ok_at', 'bigint')
    .execute();
  await db.schema.createIndex('push_subscriptions_agent').on('push_subscriptions').columns(['stack_id', 'agent_id']).execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
