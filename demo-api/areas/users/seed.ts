import type { Store } from '../../db/store';
import { createRng } from '../../prng';

/** Its own seed, so the Users area never shifts the random draws of the rest of the demo. */
const USERS_SEED = 20_261_123;
const DAY = 86_400;

/** The users list's Pro Tips (help section 'users'). */
const HELP = [
  { title: 'Finding your users', type: 'video', content: '/media/video/tagging-users.mp4' },
  {
    title: 'Bulk updates',
    type: 'text',
    content: 'Tick users (or every user matching your search), then give them a new agent or add tags in one step. Open house sign-ins carry the Open House tags: filter by them to follow up.',
  },
  {
    title: 'Importing from your CRM',
    type: 'text',
    content: 'Upload the CSV your CRM exports: common column names (Full Name, First Name and Last Name, E-mail, Mobile Phone ...) are recognised, and you choose the columns when they are not.',
  },
] as const;

/**
 * Agent change history for a share of acme's users (the detail page's history card and the proof
 * that bulk changes are recorded alike): one to three earlier agents each, changed by the admin.
 */
export function seedUsers(store: Store, now: number, adminId: number): void {
  HELP.forEach((h, i) => store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('users', ?, ?, ?, ?)", [h.title, h.type, h.content, i]));
  const rng = createRng(USERS_SEED);
  const agents = store.all<{ id: number }>("SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' ORDER BY id").map((a) => a.id);
  if (agents.length < 2) return;
  const users = store.all<{ id: number; agent_id: number | null; created_at: number }>("SELECT id, agent_id, created_at FROM end_users WHERE stack_id = 'acme' AND agent_id IS NOT NULL ORDER BY id");
  const insert = store.stmt('INSERT INTO agent_changes (stack_id, user_id, from_agent_id, to_agent_id, changed_by, time) VALUES (?, ?, ?, ?, ?, ?)');
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
