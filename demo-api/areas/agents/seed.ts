import type { SeedStep } from '../../seed/context';
import { seedDemoAccounts } from './accounts';
import { seedOffices } from './offices';
import { generateAgents, shuffleOrder } from './seed-agents';

/** Acme's office tree, the documented demo accounts, then the generated agents of both apps. */
export const seedSteps: SeedStep[] = [
  { name: 'offices', needs: ['apps'], gives: ['offices'], run: ({ store, give }) => give('offices', seedOffices(store)) },
  {
    name: 'demo-accounts',
    needs: ['offices'],
    gives: ['accounts'],
    run: ({ store, now, get, give }) => give('accounts', seedDemoAccounts(store, get('offices'), now)),
  },
  {
    name: 'generated-agents',
    needs: ['offices', 'accounts'],
    gives: ['agents'],
    run({ store, rng, now, get, give }) {
      const branchWeights = [...get('offices').entries()].map(([name, officeId]) => ({
        id: officeId,
        weight: name.endsWith('Office') ? 10 : 1,
      }));
      // 150 agents in acme, the demo accounts (needed first) included.
      const acme = generateAgents(store, {
        stackId: 'acme',
        count: 150 - store.agentCount('acme'),
        now,
        rng,
        domain: 'acmerealty.test',
        brokerage: 'Acme Realty',
        offices: branchWeights,
      });
      acme.slice(0, 5).forEach((agentId, n) => store.run('UPDATE users SET priority = ? WHERE id = ?', [5 - n, agentId]));
      shuffleOrder(store, 'acme', rng);
      const bay = generateAgents(store, {
        stackId: 'bay',
        count: 8,
        now,
        rng,
        domain: 'bayhomes.test',
        brokerage: 'Bay Homes',
        offices: [],
      });
      give('agents', { acme, bay });
    },
  },
];
