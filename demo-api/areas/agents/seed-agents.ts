import type { Store } from '../../db/store';
import { demoPasswordHash } from '../../auth/passwords';
import { createRng, hashString, type Rng } from '../../prng';
import { FIRST_NAMES, LAST_NAMES } from '../../seed/data';
import { avatarPath, insertUser, license, phoneFor } from './users';

const DAY = 86_400;
const AREA_CODES = ['415', '510', '408', '213', '619', '949', '916', '559'];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

type GenerateOptions = {
  stackId: string;
  count: number;
  now: number;
  rng: Rng;
  domain: string;
  brokerage: string;
  /** Office ids with weights, or none (offices off). */
  offices: { id: number; weight: number }[];
};

function pickOffice(rng: Rng, offices: GenerateOptions['offices']): number | null {
  const total = offices.reduce((s, o) => s + o.weight, 0);
  let r = rng.next() * total;
  for (const o of offices) {
    r -= o.weight;
    if (r < 0) return o.id;
  }
  return offices[offices.length - 1]?.id ?? null;
}

/** Insert `count` believable agents; answers their ids. */
export function generateAgents(store: Store, o: GenerateOptions): number[] {
  const { rng, now } = o;
  const taken = new Set(store.all<{ e: string }>('SELECT lower(email) AS e FROM users WHERE stack_id = ?', [o.stackId]).map((r) => r.e));
  const hash = demoPasswordHash();
  const ids: number[] = [];
  for (let i = 0; i < o.count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    let email = `${slug(first)}.${slug(last)}@${o.domain}`;
    for (let n = 2; taken.has(email); n++) email = `${slug(first)}.${slug(last)}${n}@${o.domain}`;
    taken.add(email);
    const serial = hashString(email) % 100_000;
    const selfProvisioned = rng.chance(0.05);
    const loginCount = rng.chance(0.15) ? rng.int(0, 2) : rng.int(3, 80);
    ids.push(
      insertUser(store, {
        stack_id: o.stackId,
        kind: 'agent',
        email,
        display_name: name,
        password_hash: hash,
        phone: rng.chance(0.9) ? phoneFor(serial, rng.pick(AREA_CODES)) : null,
        photo: rng.chance(0.85) ? avatarPath(name, `a${serial}`) : null,
        office_id: selfProvisioned ? null : pickOffice(rng, o.offices),
        crm_email: rng.chance(0.3) ? `${slug(first)}${serial}@crm.${o.domain}` : null,
        web: rng.chance(0.5) ? `https://${o.domain}/agents/${slug(first)}-${slug(last)}` : null,
        bio: rng.chance(0.7)
          ? `${first} has helped ${rng.int(20, 400)} families find a home in California over ${rng.int(2, 25)} years.`
          : null,
        ...license(serial),
        brokerage_name: o.brokerage,
        active: rng.chance(0.92) ? 1 : 0,
        login_count: loginCount,
        last_login: loginCount > 0 ? now - rng.int(0, 60 * DAY) : null,
        created_at: now - rng.int(2 * DAY, 3 * 365 * DAY),
        self_provisioned: selfProvisioned ? 1 : 0,
        subscription_status: selfProvisioned ? 'active' : null,
      }),
    );
  }
  return ids;
}

/** Give every agent of the app a shuffled manual order (the "no sort" order of the agents list). */
export function shuffleOrder(store: Store, stackId: string, rng: Rng): void {
  const ids = store
    .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' ORDER BY id", [stackId])
    .map((r) => r.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  ids.forEach((id, n) => store.run('UPDATE users SET sort_order = ? WHERE id = ?', [n + 1, id]));
}

/** Control route helper: grow an app to `count` agents (raising its plan limit to fit). Answers how many were added. */
export function bulkAgents(store: Store, stackId: string, count: number): number {
  return store.tx(() => {
    const current = store.agentCount(stackId);
    const missing = Math.max(0, count - current);
    const offices = store.offices(stackId).map((o) => ({ id: o.id, weight: 1 }));
    const app = store.app(stackId);
    generateAgents(store, {
      stackId,
      count: missing,
      now: Math.floor(Date.now() / 1000),
      rng: createRng(hashString(`${stackId}:${current}`)),
      domain: `${stackId}-agents.test`,
      brokerage: app?.name ?? stackId,
      offices,
    });
    store.run('UPDATE apps SET plan_limit = max(plan_limit, ?) WHERE stack_id = ?', [count, stackId]);
    return missing;
  });
}
