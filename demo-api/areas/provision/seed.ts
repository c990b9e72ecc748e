import type { Store } from '../../db/store';

/**
 * A sign-up link for each outcome of the self-provisioning page (served at /provision/{uri}/{provision_id}):
 * acme's own link (the form), bay's (self-provisioning not enabled for the app), a switched-off acme link
 * (not enabled), one whose payment setup is not complete, and one the upstream fails on without a message.
 */
export const PROVISION_LINKS = [
  {
    uri: 'acme',
    provisionId: 'join-acme',
    stackId: 'acme',
    state: 'open',
    paymentPath: '/pay/agent/acme',
    outcome: 'the sign-up form (acme’s own link)',
  },
  {
    uri: 'bay',
    provisionId: 'join-bay',
    stackId: 'bay',
    state: 'open',
    paymentPath: '/pay/agent/bay',
    outcome: 'not enabled (bay has selfProvisionedAgentsEnabled off)',
  },
  {
    uri: 'acme',
    provisionId: 'closed-acme',
    stackId: 'acme',
    state: 'disabled',
    paymentPath: '/pay/agent/acme',
    outcome: 'not enabled (the link is switched off)',
  },
  {
    uri: 'acme',
    provisionId: 'setup-acme',
    stackId: 'acme',
    state: 'open',
    paymentPath: null,
    outcome: 'setup not complete (no payment page yet)',
  },
  {
    uri: 'acme',
    provisionId: 'broken-acme',
    stackId: 'acme',
    state: 'broken',
    paymentPath: '/pay/agent/acme',
    outcome: 'an error without a message (Unknown error)',
  },
] as const;

export function seedProvision(store: Store): void {
  for (const l of PROVISION_LINKS) {
    store.run('INSERT INTO provision_links (provision_id, uri, stack_id, state, payment_path) VALUES (?, ?, ?, ?, ?)', [
      l.provisionId,
      l.uri,
      l.stackId,
      l.state,
      l.paymentPath,
    ]);
  }
}
