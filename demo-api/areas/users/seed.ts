import type { Store } from '../../db/store';
import { createRng } from '../../prng';
import { bulkSource } from './sources';

/** Its own seed, so the Users area never shifts the random draws of the rest of the demo. */
const USERS_SEED = 20_261_123;
const DAY = 86_400;

/** The users list's Pro Tips (help section 'users'). */
const HELP = [
  { title: 'Finding your users', type: 'video', content: '/media/video/tagging-users.mp4' },
  {
    title: 'Bulk updates',
    type: 'text',
    content:
      'Tick users (or every user matching your search), then give them a new agent or add tags in one step. Open house sign-ins carry the Open House tags: filter by them to follow up.',
  },
  {
    title: 'Importing from your CRM',
    type: 'text',
    content:
      'Upload the CSV your CRM exports: common column names (Full Name, First Name and Last Name, E-mail, Mobile Phone ...) are recognised, and you choose the columns when they are not.',
  },
] as const;

/**
 * Agent change history for a share of acme's users (the detail page's history card and the proof
 * that bulk changes are recorded alike): one to three earlier agents each, changed by the admin.
 */
export function seedUsers(store: Store, now: number, adminId: number): void {
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('users', ?, ?, ?, ?)", [h.title, h.type, h.content, i]),
  );
  const rng = createRng(USERS_SEED);
  const agents = store.all<{ id: number }>("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' ORDER BY id").map((a) => a.id);
  if (agents.length < 2) return;
  const users = store.all<{ id: number; agent_id: number | null; created_at: number }>(
    "SELECT id, agent_id, created_at FROM end_users WHERE stack_id = 'acme' AND agent_id IS NOT NULL ORDER BY id",
  );
  const insert = store.stmt(
    'INSERT INTO agent_changes (stack_id, user_id, from_agent_id, to_agent_id, changed_by, time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const u of users) {
    if (!rng.chance(0.15)) continue;
    const steps = 1 + Math.floor(rng.next() * 3);
    const chain: (number | null)[] = [null];
    for (let s = 0; s < steps - 1; s += 1) chain.push(agents[Math.floor(rng.next() * agents.length)] ?? null);
    chain.push(u.agent_id);
    const span = Math.max(DAY, now - u.created_at);
    for (let s = 1; s < chain.length; s += 1) {
      if (chain[s] === chain[s - 1]) continue;
      insert.run('acme', u.id, chain[s - 1], chain[s], adminId, Math.floor(u.created_at + (span * s) / (chain.length + 1)));
    }
  }
}

const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Emery',
  'Finley',
  'Gray',
  'Harper',
  'Indy',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noel',
  'Oakley',
  'Parker',
  'Quinn',
  'Riley',
  'Sage',
  'Taylor',
];
const LAST = [
  'Adams',
  'Brooks',
  'Carter',
  'Diaz',
  'Ellis',
  'Foster',
  'Garcia',
  'Hayes',
  'Ito',
  'James',
  'Khan',
  'Lopez',
  'Moore',
  'Nguyen',
  'Ortiz',
  'Patel',
  'Reed',
  'Silva',
  'Turner',
  'Wong',
];

/**
 * Control route helper (the scale bench): grow an app to `count` active end users, spread over its
 * agents (a tenth unassigned), joined over two years, four in five signed in at some point. One
 * transaction; answers how many were added.
 */
export function bulkEndUsers(store: Store, stackId: string, count: number, now: number): number {
  return store.tx(() => {
    const current = store.get<{ n: number }>('SELECT count(*) AS n FROM end_users WHERE stack_id = ? AND active = 1', [stackId])?.n ?? 0;
    const missing = Math.max(0, count - current);
    const agents = store
      .all<{ id: number }>("SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' ORDER BY id", [stackId])
      .map((a) => a.id);
    const rng = createRng(USERS_SEED + current);
    const insert = store.stmt(
      'INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, photo, created_at, last_login, active, source) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 1, ?)',
    );
    for (let i = 0; i < missing; i += 1) {
      const n = current + i + 1;
      const first = FIRST[Math.floor(rng.next() * FIRST.length)] ?? 'Sam';
      const last = LAST[Math.floor(rng.next() * LAST.length)] ?? 'Lee';
      const agent = agents.length === 0 || rng.chance(0.1) ? null : (agents[Math.floor(rng.next() * agents.length)] ?? null);
      const joined = now - Math.floor(rng.next() * 730 * DAY);
      const login = rng.chance(0.8) ? joined + Math.floor(rng.next() * Math.max(1, now - joined)) : null;
      const phone = `555${String(1_000_000 + (n % 9_000_000)).padStart(7, '0')}`;
      insert.run(
        stackId,
        agent,
        `${first} ${last} ${n}`,
        `${first.toLowerCase()}.${last.toLowerCase()}.${n}@bulk-users.test`,
        phone,
        joined,
        login,
        bulkSource(n),
      );
    }
    return missing;
  });
}
