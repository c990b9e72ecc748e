import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DbSchema } from './schema';
import type { AppRow, OfficeRow, UserRow } from './rows';

type Params = Record<string, unknown> | unknown[];

/**
 * The demo database: one better-sqlite3 connection, statements prepared once and cached by their
 * SQL text, and a few look-ups every handler needs.
 */
export class Store {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    readonly dataDir: string,
    /** Every area's tables (registry.ts builds it from the contract's area list). */
    readonly schema: DbSchema,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'demo.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = OFF');
    if (this.db.pragma('user_version', { simple: true }) !== schema.version) this.rebuild();
    this.db.exec(schema.sql);
  }

  /** Drop every table of an older schema version; the caller re-seeds. */
  private rebuild(): void {
    const names = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    for (const name of names) this.db.exec(`DROP TABLE IF EXISTS "${name}"`);
    this.db.pragma(`user_version = ${this.schema.version}`);
  }

  stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  get<T>(sql: string, params: Params = []): T | undefined {
    return this.stmt(sql).get(params) as T | undefined;
  }

  all<T>(sql: string, params: Params = []): T[] {
    return this.stmt(sql).all(params) as T[];
  }

  run(sql: string, params: Params = []): Database.RunResult {
    return this.stmt(sql).run(params);
  }

  tx<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  isSeeded(): boolean {
    return this.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seeded_at'") !== undefined;
  }

  wipe(): void {
    for (const table of this.schema.tables) this.run(`DELETE FROM ${table}`);
  }

  /**
   * Load the seed in one transaction without the activity indexes (built once afterwards) and without
   * waiting for the disk: the seed can always be made again, so a crash mid-way costs nothing.
   */
  bulkLoad<T>(fn: () => T): T {
    this.db.pragma('synchronous = OFF');
    try {
      return this.tx(() => {
        for (const name of this.schema.bulkIndexes) this.db.exec(`DROP INDEX IF EXISTS ${name}`);
        const result = fn();
        this.db.exec(this.schema.sql);
        return result;
      });
    } finally {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      this.db.pragma('synchronous = NORMAL');
    }
  }

  app(stackId: string): AppRow | undefined {
    return this.get<AppRow>('SELECT * FROM apps WHERE stack_id = ?', [stackId]);
  }

  user(id: number): UserRow | undefined {
    return this.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
  }

  offices(stackId: string): OfficeRow[] {
    return this.all<OfficeRow>('SELECT * FROM offices WHERE stack_id = ? ORDER BY id', [stackId]);
  }

  /** An office and every office below it. */
  officeSubtree(stackId: string, officeId: number): number[] {
    const offices = this.offices(stackId);
    if (!offices.some((o) => o.id === officeId)) return [];
    const ids = [officeId];
    for (let i = 0; i < ids.length; i++) {
      for (const o of offices) if (o.parent_id === ids[i] && !ids.includes(o.id)) ids.push(o.id);
    }
    return ids;
  }

  agentCount(stackId: string): number {
    return this.get<{ n: number }>("SELECT count(*) AS n FROM users WHERE stack_id = ? AND kind = 'agent'", [stackId])?.n ?? 0;
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}
