import type { Store } from '../db/store';
import { createRng } from '../prng';
import { seedEndUsers, seedListings } from './activity';
import { generateAgents, shuffleOrder } from './agents';
import { seedDemoAccounts } from './accounts';
import { seedApps, seedHelp, seedOffices } from './apps';
import { seedTags } from '../areas/tags/seed';

/** Every random choice comes from this seed: the same brokerage on every machine, only the clock moves. */
const SEED = 20_260_101;

export type SeedSummary = { ms: number; seededAt: number; counts: Record<string, number> };

/** Wipe the database and create the demo brokerages. Base time = now; all else deterministic. */
export function seed(store: Store, nowMs = Date.now()): SeedSummary {
  const started = performance.now();
  const now = Math.floor(nowMs / 1000);
  const rng = createRng(SEED);
  store.bulkLoad(() => {
    store.wipe();
    seedApps(store);
    const offices = seedOffices(store);
    const demo = seedDemoAccounts(store, offices, now);
    const id = (key: string) => demo.get(key) ?? 0;

    const branchWeights = [...offices.entries()].map(([name, officeId]) => ({ id: officeId, weight: name.endsWith('Office') ? 10 : 1 }));
    const acmeAgents = generateAgents(store, {
      stackId: 'acme', count: 150 - store.agentCount('acme'), now, rng, domain: 'acmerealty.test', brokerage: 'Acme Realty', offices: branchWeights,
    });
    acmeAgents.slice(0, 5).forEach((agentId, n) => store.run('UPDATE users SET priority = ? WHERE id = ?', [5 - n, agentId]));
    shuffleOrder(store, 'acme', rng);
    const bayAgents = generateAgents(store, { stackId: 'bay', count: 8, now, rng, domain: 'bayhomes.test', brokerage: 'Bay Homes', offices: [] });

    const listings = seedListings(store, rng, now, 200);
    const agentWeights = (stackId: string) =>
      store
        .all<{ id: number; active: number }>("SELECT id, active FROM users WHERE stack_id = ? AND kind = 'agent' ORDER BY id", [stackId])
        .map((a) => ({ id: a.id, weight: (a.active ? 1 : 0.1) * (0.2 + Math.pow(rng.next(), 2) * 5) }));
    seedEndUsers(store, {
      stackId: 'acme', count: 3000, now, rng, listings, agents: agentWeights('acme'), unassigned: 0.08, activity: 14,
      fixed: [{ name: 'Blake Buyer', email: 'buyer@acme.test', agentId: id('acme|agent@acme.test'), events: 40 }],
      pinned: { agentId: id('acme|agent@acme.test'), count: 45 },
    });
    seedEndUsers(store, { stackId: 'bay', count: 60, now, rng, listings: listings.slice(120), agents: agentWeights('bay'), unassigned: 0.1, activity: 8 });

    seedMortgagePros(store, offices, [id('acme|agent@acme.test'), acmeAgents[10] ?? 0, acmeAgents[20] ?? 0], bayAgents[0] ?? 0);
    seedHelp(store);
    seedTags(store, now);
    store.run("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)", [String(now)]);
  });
  const count = (table: string) => store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)?.n ?? 0;
  return {
    ms: Math.round(performance.now() - started),
    seededAt: now,
    counts: Object.fromEntries(['users', 'offices', 'end_users', 'listings', 'events', 'logins', 'favorites', 'saved_searches'].map((t) => [t, count(t)])),
  };
}

function seedMortgagePros(store: Store, offices: Map<string, number>, acmeAgentIds: number[], bayAgentId: number): void {
  const insert = `INSERT INTO mortgage_pros (stack_id, level, target_id, display_name, email, phone, web, company, license_number, photo)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  store.run(insert, ['acme', 'app', 0, 'Priya Shah', 'priya@goldengateloans.test', '(415) 555-2100', 'https://goldengateloans.test', 'Golden Gate Home Loans', 'NMLS 1029384', '/media/avatar/PS-mpro1.png']);
  store.run(insert, ['acme', 'office', offices.get('Bay Area Region') ?? 0, 'Diego Torres', 'diego@baylending.test', '(510) 555-3300', null, 'Bay Lending Group', 'NMLS 2203948', null]);
  const agentPros = [
    ['Hannah Kim', 'hannah@pacificmortgage.test', 'Pacific Mortgage Co.', 'NMLS 3302011'],
    ['Marcus Lee', 'marcus@sunsetfinance.test', 'Sunset Finance', 'NMLS 4419203'],
    ['Elena Rossi', 'elena@coastalhomeloans.test', 'Coastal Home Loans', 'NMLS 5520394'],
  ] as const;
  acmeAgentIds.forEach((agentId, n) => {
    const [name, email, company, lic] = agentPros[n] ?? agentPros[0];
    store.run(insert, ['acme', 'agent', agentId, name, email, null, null, company, lic, null]);
  });
  store.run(insert, ['bay', 'app', 0, 'Grace Wong', 'grace@baymortgage.test', '(650) 555-4400', null, 'Bay Mortgage', 'NMLS 6611029', null]);
  store.run(insert, ['bay', 'agent', bayAgentId, 'Omar Haddad', 'omar@bayloans.test', null, null, 'Bay Loans', 'NMLS 7710293', null]);
}
