import type { Store } from '../../db/store';
import type { SeedStep } from '../../seed/context';

function seedMortgagePros(store: Store, offices: Map<string, number>, acmeAgentIds: number[], bayAgentId: number): void {
  const insert = `INSERT INTO mortgage_pros (stack_id, level, target_id, display_name, email, phone, web, company, license_number, photo)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  store.run(insert, [
    'acme',
    'app',
    0,
    'Priya Shah',
    'priya@goldengateloans.test',
    '(415) 555-2100',
    'https://goldengateloans.test',
    'Golden Gate Home Loans',
    'NMLS 1029384',
    '/media/avatar/PS-mpro1.png',
  ]);
  store.run(insert, [
    'acme',
    'office',
    offices.get('Bay Area Region') ?? 0,
    'Diego Torres',
    'diego@baylending.test',
    '(510) 555-3300',
    null,
    'Bay Lending Group',
    'NMLS 2203948',
    null,
  ]);
  const agentPros = [
    ['Hannah Kim', 'hannah@pacificmortgage.test', 'Pacific Mortgage Co.', 'NMLS 3302011'],
    ['Marcus Lee', 'marcus@sunsetfinance.test', 'Sunset Finance', 'NMLS 4419203'],
    ['Elena Rossi', 'elena@coastalhomeloans.test', 'Coastal Home Loans', 'NMLS 5520394'],
  ] as const;
  acmeAgentIds.forEach((agentId, n) => {
    const [name, email, company, lic] = agentPros[n] ?? agentPros[0];
    store.run(insert, ['acme', 'agent', agentId, name, email, null, null, company, lic, null]);
  });
  store.run(insert, [
    'bay',
    'app',
    0,
    'Grace Wong',
    'grace@baymortgage.test',
    '(650) 555-4400',
    null,
    'Bay Mortgage',
    'NMLS 6611029',
    null,
  ]);
  store.run(insert, ['bay', 'agent', bayAgentId, 'Omar Haddad', 'omar@bayloans.test', null, null, 'Bay Loans', 'NMLS 7710293', null]);
}

/** A Mortgage Pro for each app, for Acme's Bay Area region, and for the demo agent, two generated Acme agents and one Bay agent. */
export const seedSteps: SeedStep[] = [
  {
    name: 'mortgage-pros',
    needs: ['offices', 'accounts', 'agents'],
    run({ store, get }) {
      const { acme, bay } = get('agents');
      seedMortgagePros(
        store,
        get('offices'),
        [get('accounts').get('acme|agent@acme.test') ?? 0, acme[10] ?? 0, acme[20] ?? 0],
        bay[0] ?? 0,
      );
    },
  },
];
