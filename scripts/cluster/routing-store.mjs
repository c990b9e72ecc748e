// The routing phase's reads of the instances' PostgreSQL store (routing.mjs): the cases and steps of
// the sign-ups, the leases held at a kill, the sweep's turn, routing's audit events, and the two
// deadline moves the test makes: an offered lead's window held open, a sample's ended now.
import pg from 'pg';

/**
 * The catch-all's 5-minute window would end during the checks on a slow machine (and re-route leads
 * the checks count once): every offered lead's deadline is held an hour out, as a longer window
 * would, and the test ends the sample's windows itself.
 */
const HOLD_MS = 60 * 60_000;

/** The routing tables of one brokerage, read (and its deadlines moved) as the test needs. */
export class RoutingStore {
  constructor(url, stack) {
    this.client = new pg.Client({ connectionString: url });
    this.stack = stack;
  }
  connect = () => this.client.connect();
  end = () => this.client.end();
  query = async (text, values) => (await this.client.query(text, values)).rows;

  async cases(userIds) {
    const rows = await this.query(
      'SELECT user_id, status, agent_id, lease_until FROM routing_cases WHERE stack_id = $1 AND user_id = ANY($2::int[])',
      [this.stack, userIds],
    );
    return rows.map((r) => ({ ...r, lease_until: Number(r.lease_until) }));
  }

  async steps(userIds) {
    const rows = await this.query(
      'SELECT user_id, kind, at FROM routing_steps WHERE stack_id = $1 AND user_id = ANY($2::int[]) ORDER BY at',
      [this.stack, userIds],
    );
    return rows.map((r) => ({ ...r, at: Number(r.at) }));
  }

  /** The cases some instance holds now, with when their lease runs out. */
  async leased(now) {
    const rows = await this.query('SELECT user_id, lease_until FROM routing_cases WHERE stack_id = $1 AND lease_until > $2', [
      this.stack,
      now,
    ]);
    return new Map(rows.map((r) => [r.user_id, Number(r.lease_until)]));
  }

  /** Every offered lead not held by an instance, due within half of HOLD_MS: due HOLD_MS from now. */
  async holdDeadlines() {
    const now = Date.now();
    await this.query(
      "UPDATE routing_cases SET due_at = $2, deadline_at = $2 WHERE stack_id = $1 AND status = 'offered' AND due_at < $3 AND lease_until <= $4",
      [this.stack, now + HOLD_MS, now + HOLD_MS / 2, now],
    );
  }

  /** The windows of these offered leads end now (the engine acts at deadlines). Answers the users moved and when. */
  async endWindows(userIds) {
    const now = Date.now();
    const rows = await this.query(
      "UPDATE routing_cases SET deadline_at = $3, due_at = $3 WHERE stack_id = $1 AND user_id = ANY($2::int[]) AND status = 'offered' AND lease_until <= $3 RETURNING user_id",
      [this.stack, userIds, now],
    );
    return { users: rows.map((r) => r.user_id), at: now };
  }

  async sweepDueAt() {
    const [row] = await this.query('SELECT sweep_due_at FROM routing_brokerages WHERE stack_id = $1', [this.stack]);
    return row ? Number(row.sweep_due_at) : null;
  }

  /** Routing's audit events of these users: action → user id → how many times recorded. */
  async audited(userIds) {
    const rows = await this.query(
      "SELECT action, target_ids, count(*)::int AS n FROM audit_events WHERE stack_id = $1 AND action IN ('routing.assign', 'routing.reroute') AND target_ids = ANY($2::text[]) GROUP BY action, target_ids",
      [this.stack, userIds.map(String)],
    );
    const out = { 'routing.assign': new Map(), 'routing.reroute': new Map() };
    for (const r of rows) out[r.action].set(Number(r.target_ids), r.n);
    return out;
  }
}
