import type { SeedCtx } from '../../seed/context';

const DAY = 86_400;

/**
 * The self-provisioned demo agents' own users (the canceled agent downloads them as CSV), one with a
 * formula-looking name, and the subscriber's automation beta switched on.
 */
export function seedUserSettings({ store, get, now }: SeedCtx): void {
  const accounts = get('accounts');
  // Users of self-provisioned agents: they came through the agent's own link.
  const insert =
    "INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, created_at, last_login, active, source, via_agent_id) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 'agent_link', ?)";
  const users: [string, string, string, string][] = [
    ['canceled@acme.test', 'Paula Prospect', 'paula.prospect@example.com', '(415) 555-0141'],
    ['canceled@acme.test', 'Quinn Buyer', 'quinn.buyer@example.com', '(415) 555-0142'],
    ['canceled@acme.test', '=HYPERLINK("x") Hacker', 'formula.name@example.com', '(415) 555-0143'],
    ['subscriber@acme.test', 'Rene Renter', 'rene.renter@example.com', '(415) 555-0151'],
  ];
  users.forEach(([agent, name, email, phone], i) => {
    const agentId = accounts.get(`acme|${agent}`);
    if (agentId !== undefined) store.run(insert, ['acme', agentId, name, email, phone, now - (30 - i) * DAY, now - i * DAY, agentId]);
  });
  const subscriber = accounts.get('acme|subscriber@acme.test');
  if (subscriber !== undefined) store.run('INSERT INTO user_automation (user_id, automation_beta) VALUES (?, 1)', [subscriber]);
}
