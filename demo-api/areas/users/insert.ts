import { hashPassword } from '../../auth/passwords';
import type { Store } from '../../db/store';
import type { UserSource } from './sources';

export type NewEndUser = {
  stackId: string;
  name: string;
  email: string;
  phone: string | null;
  source: UserSource;
  /** The user's agent; with `viaAgent`, the agent whose own link they came through. */
  agentId?: number | null;
  viaAgent?: boolean;
  password?: string;
  createdAt: number;
};

/** One end user, as every way of making one (sign-up, the new-user dialog, the CSV import) writes it; answers the id. */
export function insertEndUser(store: Store, u: NewEndUser): number {
  const agentId = u.agentId ?? null;
  return Number(
    store.run(
      `INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, photo, created_at, last_login, active, password_hash, source, via_agent_id)
       VALUES (?, ?, ?, ?, ?, NULL, ?, NULL, 1, ?, ?, ?)`,
      [
        u.stackId,
        agentId,
        u.name,
        u.email,
        u.phone,
        u.createdAt,
        u.password ? hashPassword(u.password) : null,
        u.source,
        u.viaAgent ? agentId : null,
      ],
    ).lastInsertRowid,
  );
}

/** Whether an e-mail already belongs to an end user of the app (any case). */
export function endUserEmailTaken(store: Store, stackId: string, email: string): boolean {
  return store.get('SELECT 1 FROM end_users WHERE stack_id = ? AND lower(email) = lower(?)', [stackId, email]) !== undefined;
}
