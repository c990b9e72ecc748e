import type { SeedCtx } from '../../seed/context';

/**
 * Integrations in every badge state: acme's app on Follow Up Boss, running; the demo agent's own kvCORE,
 * checking (its check never ends); agentadmin@acme.test's Delta, failed; bay's app on Moxi, managed by the
 * provider with its read-only status.
 */
export function seedIntegrations({ store, now, get }: SeedCtx): void {
  const accounts = get('accounts');
  const insert = store.stmt(
    `INSERT INTO integrations (stack_id, agent_id, name, api_url, api_key, username, password, site_id, active, sync_checked, error, saved_at, stuck)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('acme', null, 'fub', null, 'fka_demo_0f3c9a7e21', null, null, null, 1, 1, null, now - 40 * 86_400, 0);
  const agent = accounts.get('acme|agent@acme.test');
  if (agent !== undefined) insert.run('acme', agent, 'kvcore', null, 'kv_demo_8812', null, null, null, 1, 0, null, now - 3_600, 1);
  const agentAdmin = accounts.get('acme|agentadmin@acme.test');
  if (agentAdmin !== undefined)
    insert.run(
      'acme',
      agentAdmin,
      'delta',
      null,
      'dl_demo_bad',
      'adrian',
      'old-password',
      null,
      1,
      0,
      'The CRM refused these credentials.',
      now - 7_200,
      0,
    );
  insert.run('bay', null, 'moxi', null, null, null, null, 'moxi-site-2231', 1, 1, null, now - 90 * 86_400, 0);
}
