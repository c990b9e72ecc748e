import type { Store } from '../../db/store';

/** Acme: a DMCA link, a sign-up link and one webhook; bay: several webhooks (the page says to use the API). */
export function seedSettings(store: Store): void {
  const insert =
    'INSERT INTO app_settings (stack_id, brokerage_name, dmca_link, featured_mode, automation_beta, join_link) VALUES (?, ?, ?, ?, ?, ?)';
  store.run(insert, ['acme', 'Acme Realty', 'https://acmerealty.test/dmca', 'agent', 0, '/provision/acme/join-acme']);
  store.run(insert, ['bay', 'Bay Homes', null, 'app', 0, null]);
  const hook = 'INSERT INTO webhooks (stack_id, type, url) VALUES (?, ?, ?)';
  store.run(hook, ['acme', 'user', 'https://hooks.acmerealty.test/users']);
  store.run(hook, ['bay', 'user', 'https://crm.bayhomes.test/hooks/users']);
  store.run(hook, ['bay', 'user', 'https://backup.bayhomes.test/hooks/users']);
}
