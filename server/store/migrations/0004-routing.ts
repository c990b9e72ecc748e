import type { Kysely } from 'kysely';

/**
 * Lead routing: what the dashboard needs to act when nobody is signed in. Times are milliseconds since
 * 1970; JSON columns hold the shapes of lib/routing/model.ts.
 *
 * - routing_brokerages: one row per brokerage that has turned routing on: its sealed api key, the
 *   sealed URL (with its secret) routing set as the upstream's webhook, who turned it on, whether a refused key paused it, and the sweep's
 *   turn (taken by one instance a minute) with the newest sign-up it has seen.
 * - routing_rules: the ordered rules, the catch-all last; rr_turn counts the round robin's turns.
 * - routing_agents: an agent's pause (by themselves or a manager, optionally until a time).
 * - routing_hours: each office's hours (office 0: the brokerage's own).
 * - routing_cases: one per routed user. due_at is when the engine must next act on it; an instance
 *   takes it by setting lease_until with one conditional update, and writes its intent (the agent it
 *   is about to give the user) before the upstream call, so a killed step is finished, not repeated.
 * - routing_steps: the case's timeline, which the user's page, the audit log and the report read.
 * - routing_deliveries: webhook deliveries seen, so a replay is one delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routing_brokerages')
    .addColumn('stack_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('sealed_key', 'text')
    .addColumn('webhook_url', 'text')
    .addColumn('enabled_by_id', 'integer', (c) => c.notNull())
    .addColumn('enabled_by_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('enabled_by_email', 'varchar(300)', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint', (c) => c.notNull())
    .addColumn('paused_reason', 'varchar(100)')
    .addColumn('paused_at', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('last_error_at', 'bigint')
    .addColumn('sweep_due_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_through', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('routing_rules')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('rr_turn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routing_rules_stack').on('routing_rules').columns(['stack_id', 'position']).execute();
  await db.schema
    .createTable('routing_agents')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull())
    .addColumn('paused_until', 'bigint')
    .addColumn('paused_by', 'varchar(300)')
    .addPrimaryKeyConstraint('routing_agents_pk', ['stack_id', 'agent_id'])
    .execute();
  await db.schema
    .createTable('routing_hours')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('office_id', 'integer', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('routing_hours_pk', ['stack_id', 'office_id'])
    .execute();
  await db.schema
    .createTable('routing_cases')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('why', 'varchar(500)', (c) => c.notNull())
    .addColumn('rule_id', 'varchar(36)')
    .addColumn('rule_name', 'varchar(300)')
    .addColumn('office_id', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_id', 'integer')
    .addColumn('agent_name', 'varchar(300)')
    .addColumn('group_ids', 'text')
    .addColumn('hop', 'integer', (c) => c.notNull())
    .addColumn('tried', 'text', (c) => c.notNull())
    .addColumn('signup_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('offered_at', 'bigint')
    .addColumn('deadline_at', 'bigint')
    .addColumn('first_offered_at', 'bigint')
    .addColumn('touched_at', 'bigint')
    .addColumn('touch', 'varchar(20)')
    .addColumn('due_at', 'bigint')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(36)')
    .addColumn('intent', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(500)')
    // A user id with its join time: an upstream restored from a backup may give a new user an old id.
    .addUniqueConstraint('routing_cases_user', ['stack_id', 'user_id', 'signup_at'])
    .execute();
  await db.schema.createIndex('routing_cases_due').on('routing_cases').columns(['due_at']).execute();
  await db.schema.createIndex('routing_cases_agent').on('routing_cases').columns(['stack_id', 'agent_id', 'status']).execute();
  await db.schema.createIndex('routing_cases_received').on('routing_cases').columns(['stack_id', 'received_at']).execute();
  await db.schema
    .createTable('routing_steps')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('case_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_id', 'integer')
    .addColumn('agent_name', 'varchar(300)')
    .addColumn('detail', 'varchar(500)')
    .execute();
  await db.schema.createIndex('routing_steps_case').on('routing_steps').columns(['case_id', 'at']).execute();
  await db.schema.createIndex('routing_steps_stack').on('routing_steps').columns(['stack_id', 'at']).execute();
  await db.schema
    .createTable('routing_deliveries')
    .addColumn('stack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('delivery', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('routing_deliveries_pk', ['stack_id', 'delivery'])
    .execute();
  await db.schema.createIndex('routing_deliveries_received').on('routing_deliveries').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'routing_deliveries',
    'routing_steps',
    'routing_cases',
    'routing_hours',
    'routing_agents',
    'routing_rules',
    'routing_brokerages',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
