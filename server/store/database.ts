import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { Pool } from 'pg';
import * as auditEvents from '@/server/store/migrations/0001-audit-events';
import * as limitCounts from '@/server/store/migrations/0002-limit-counts';
import * as moveRuns from '@/server/store/migrations/0003-move-runs';
import * as routing from '@/server/store/migrations/0004-routing';
import * as auditActorRole from '@/server/store/migrations/0005-audit-actor-role';
import * as pushSubscriptions from '@/server/store/migrations/0006-push-subscriptions';
import * as agentAlerts from '@/server/store/migrations/0007-agent-alerts';
import type { StoreDatabase } from '@/server/store/schema';

/** Every migration, in order. Imported, not read from a folder, so the server bundle carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-audit-events': auditEvents,
  '0002-limit-counts': limitCounts,
  '0003-move-runs': moveRuns,
  '0004-routing': routing,
  '0005-audit-actor-role': auditActorRole,
  '0006-push-subscriptions': pushSubscriptions,
  '0007-agent-alerts': agentAlerts,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Where the dashboard keeps what it owns (the audit log, the limits' counts, the agent moves' runs):
 * PostgreSQL when a URL is set (several instances share it), else a SQLite file.
 */
export type StoreLocation = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** A Kysely instance over the location; nothing connects until the first query. */
export function openStore(location: StoreLocation): Kysely<StoreDatabase> {
  if (location.kind === 'postgres') {
    // A short connect timeout: a store that does not answer sends events to the queue and limits to each
    // instance's own count, never waits long.
    const pool = new Pool({ connectionString: location.url, max: 4, connectionTimeoutMillis: 3_000 });
    // The store going away must never end the process: an idle client's error reaches the pool, and a
    // checked-out one's (the server stopped between two of its queries) its own listener; the query that
    // follows fails, and its events wait in the journal.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<StoreDatabase>({
    dialect: new SqliteDialect({
      // Opened on the first query: a folder that cannot be made is then a store failure (events wait, health degraded).
      database: async () => {
        mkdirSync(path.dirname(location.file), { recursive: true });
        const db = new Database(location.file);
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
        return db;
      },
    }),
  });
}

/** Brings the schema up to date (Kysely takes a lock, so instances starting together migrate once). */
export async function migrateStore(db: Kysely<StoreDatabase>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
