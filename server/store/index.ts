import 'server-only';
import type { Kysely } from 'kysely';
import { config } from '@/server/config';
import { migrateStore, openStore } from '@/server/store/database';
import type { StoreDatabase } from '@/server/store/schema';
import { processSingleton } from '@/server/process-singleton';

export type Store = {
  db: Kysely<StoreDatabase>;
  /** Resolves once the schema is migrated; a failure (the store down at start-up) is tried again on the next call. */
  ready: () => Promise<void>;
};

/** The process's one store (DATABASE_URL or DATABASE_FILE): the audit log, the limits' counts and the agent moves' runs. */
export function store(): Store {
  return processSingleton('store', () => {
    const db = openStore(config().store);
    let done: Promise<void> | null = null;
    const ready = () => {
      done ??= migrateStore(db).catch((err: unknown) => {
        done = null;
        throw err;
      });
      return done;
    };
    return { db, ready };
  });
}
