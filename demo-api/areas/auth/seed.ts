import type { SeedStep } from '../../seed/context';

/** The CRM embed (/login/fub) finds acme by its account domain. */
export const seedSteps: SeedStep[] = [
  {
    name: 'crm-accounts',
    needs: ['apps'],
    run: ({ store }) => void store.run('INSERT INTO crm_accounts (domain, stack_id) VALUES (?, ?)', ['acme', 'acme']),
  },
];
