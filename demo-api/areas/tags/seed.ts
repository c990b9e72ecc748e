import type { Store } from '../../db/store';
import { createRng, type Rng } from '../../prng';

/** Its own seed, so the Tags area never shifts the random draws of the rest of the demo. */
const TAG_SEED = 20_260_210;
const DAY = 86_400;

type TagSpec = { tag: string; long?: string; desc?: string; color: string; p: number };

/** The platform's tags: the Open House kiosk ones (the open house screen filters users by them) and a CSV import mark. */
const SYSTEM: TagSpec[] = [
  { tag: 'kiosk', long: 'Open House', desc: 'Signed in at an open house kiosk', color: 'green', p: 0.07 },
  { tag: 'kiosk-agent', long: 'Open House (agent)', desc: "Signed in at an agent's own open house kiosk", color: 'orange2', p: 0.04 },
  { tag: 'imported', long: 'Imported', desc: 'Added by a CSV import', color: 'sand', p: 0.1 },
];

/** Made by the account admin, available to all agents. */
const SUPER: Record<string, TagSpec[]> = {
  acme: [
    { tag: 'Buyer', color: 'blue', p: 0.3 },
    { tag: 'Seller', color: 'red', p: 0.12 },
    { tag: 'VIP', color: 'orange2', p: 0.04 },
    { tag: 'Past client', color: 'sand', p: 0.08 },
  ],
  bay: [
    { tag: 'Buyer', color: 'blue', p: 0.3 },
    { tag: 'Seller', color: 'red', p: 0.15 },
  ],
};

/** Agents' own tags: the demo agent's several, and a few other agents' one or two. */
const DEMO_AGENT_OWN: TagSpec[] = [
  { tag: 'Hot lead', color: 'red', p: 0.25 },
  { tag: 'First-time buyer', color: 'green', p: 0.3 },
  { tag: 'Relocating', color: 'blue', p: 0.12 },
  { tag: 'Investor', color: 'sand', p: 0.1 },
  { tag: 'Pre-approved', color: 'green', p: 0.2 },
];
const OTHER_OWN: TagSpec[][] = [
  [{ tag: 'Follow up', color: 'blue', p: 0.3 }],
  [
    { tag: 'Downsizing', color: 'sand', p: 0.2 },
    { tag: 'Luxury', color: 'orange2', p: 0.1 },
  ],
  [{ tag: 'Hot lead', color: 'red', p: 0.25 }],
  [
    { tag: 'Open house regular', color: 'green', p: 0.2 },
    { tag: 'Cash buyer', color: 'sand', p: 0.08 },
  ],
];

/** The Tags page's Pro Tips (help section 'tags'): a video from the demo's media and a text. */
const HELP = [
  { title: 'Tagging your users', type: 'video', content: '/media/video/tagging-users.mp4' },
  {
    title: 'Tags for every agent',
    type: 'text',
    content:
      'An account admin can make a tag available to all agents. Agents use it on their own users but cannot change it; tags added automatically (open house sign-ins, CSV imports) cannot be changed by anyone.',
  },
] as const;

const idOf = (store: Store, sql: string, params: unknown[]) => store.get<{ id: number }>(sql, params)?.id ?? null;

/** Tags of every kind for both demo apps, carried by their end users in believable numbers. */
export function seedTags(store: Store, now: number): void {
  const rng = createRng(TAG_SEED);
  const adminOf = (stackId: string) =>
    idOf(store, "SELECT id FROM users WHERE stack_id = ? AND kind = 'admin' ORDER BY id LIMIT 1", [stackId]);
  const demoAgent = idOf(store, "SELECT id FROM users WHERE stack_id = 'acme' AND email = 'agent@acme.test'", []);
  for (const stackId of ['acme', 'bay']) {
    // The busiest active agents (after the demo agent) own a tag or two.
    const others = store
      .all<{ id: number }>(
        "SELECT id FROM users WHERE stack_id = ? AND kind = 'agent' AND active = 1 AND id IS NOT ? AND email NOT LIKE '%@acme.test' ORDER BY total_users DESC, id LIMIT ?",
        [stackId, demoAgent, stackId === 'acme' ? OTHER_OWN.length : 1],
      )
      .map((a) => a.id);
    const own = new Map<number, TagSpec[]>(others.map((id, n) => [id, OTHER_OWN[n] ?? []]));
    if (stackId === 'acme' && demoAgent !== null) own.set(demoAgent, DEMO_AGENT_OWN);
    seedApp(store, rng, now, stackId, adminOf(stackId), own);
  }
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('tags', ?, ?, ?, ?)", [h.title, h.type, h.content, i]),
  );
}

function seedApp(store: Store, rng: Rng, now: number, stackId: string, adminId: number | null, own: Map<number, TagSpec[]>): void {
  const insertTag = store.stmt(
    'INSERT INTO tags (stack_id, tag, tag_long, tag_desc, color, system_tag, super_tag, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const add = (spec: TagSpec, system: 0 | 1, superTag: 0 | 1, userId: number | null) => ({
    spec,
    id: Number(
      insertTag.run(
        stackId,
        spec.tag,
        spec.long ?? null,
        spec.desc ?? null,
        spec.color,
        system,
        superTag,
        userId,
        now - rng.int(30, 400) * DAY,
      ).lastInsertRowid,
    ),
  });
  const shared = [...SYSTEM.map((s) => add(s, 1, 0, null)), ...(SUPER[stackId] ?? []).map((s) => add(s, 0, 1, adminId))];
  const owned = new Map([...own].map(([agentId, specs]) => [agentId, specs.map((s) => add(s, 0, 0, agentId))]));

  const link = store.stmt('INSERT INTO end_user_tags (end_user_id, tag_id, created_at) VALUES (?, ?, ?)');
  const users = store.all<{ id: number; agent_id: number | null; created_at: number }>(
    'SELECT id, agent_id, created_at FROM end_users WHERE stack_id = ? ORDER BY id',
    [stackId],
  );
  for (const user of users) {
    const mine = user.agent_id === null ? [] : (owned.get(user.agent_id) ?? []);
    for (const { spec, id } of [...shared, ...mine]) {
      if (rng.chance(spec.p)) link.run(user.id, id, Math.min(now, user.created_at + rng.int(0, 20) * DAY));
    }
  }
}
