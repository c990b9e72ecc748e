import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DASHBOARD_PORT, E2E } from './env';

/**
 * Lead routing's side of a test: sign-ups through the demo upstream as the app makes them, and this
 * worker's dashboard store (SQLite, global-setup.ts) read directly, and written only to end a claim
 * window now rather than waiting its minutes out: the engine then acts as it would at the deadline.
 */
const storeFile = () => join(tmpdir(), `broker-dashboard-e2e-audit-${DASHBOARD_PORT}`, 'dashboard.sqlite');

function withStore<T>(read: (db: Database.Database) => T): T {
  const db = new Database(storeFile());
  db.pragma('busy_timeout = 5000');
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export type LeadCase = {
  status: string;
  agent_id: number | null;
  agent_name: string | null;
  deadline_at: number | null;
  touch: string | null;
  office_id: number | null;
};

export const routing = {
  /** A new app user, created and announced (the signed user webhook) by the demo upstream. */
  signUp: async (name: string, extra: Record<string, unknown> = {}): Promise<number> => {
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${Date.now()}@example.com`;
    const res = await fetch(`${E2E.demoURL}/__demo/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stack_id: 'acme', name, email, phone: '415-555-0142', ...extra }),
    });
    if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { user_id: number }).user_id;
  },
  /** The user's newest case, or null before routing has seen them. */
  caseOf: (userId: number): LeadCase | null =>
    withStore(
      (db) =>
        (db
          .prepare(
            "SELECT status, agent_id, agent_name, deadline_at, touch, office_id FROM routing_cases WHERE stack_id = 'acme' AND user_id = ? ORDER BY received_at DESC LIMIT 1",
          )
          .get(userId) as LeadCase | undefined) ?? null,
    ),
  /** Ends the open claim window of the user's case now. */
  endWindow: (userId: number) =>
    withStore(
      (db) =>
        db
          .prepare("UPDATE routing_cases SET deadline_at = ?, due_at = ? WHERE stack_id = 'acme' AND user_id = ? AND status = 'offered'")
          .run(Date.now() - 1, Date.now() - 1, userId).changes,
    ),
  /**
   * Sets the round robin of the demo's 'Acme buyers' rule so that its next lead goes to `agentId` first.
   * Found by name: a spec that put the rule back through /routing gave it a new id.
   */
  nextTurnTo: (agentId: number) =>
    withStore((db) => {
      const rows = db.prepare("SELECT id, rule FROM routing_rules WHERE stack_id = 'acme'").all() as { id: string; rule: string }[];
      const rules = rows.map((row) => ({ id: row.id, ...(JSON.parse(row.rule) as { name: string; agents: { agentId: number }[] }) }));
      const rule = rules.find((r) => r.name === 'Acme buyers');
      const turn = rule ? rule.agents.findIndex((a) => a.agentId === agentId) : -1;
      if (!rule || turn < 0) throw new Error(`agent ${agentId} is not in the demo rule 'Acme buyers'`);
      db.prepare("UPDATE routing_rules SET rr_turn = ? WHERE stack_id = 'acme' AND id = ?").run(turn, rule.id);
    }),
};
