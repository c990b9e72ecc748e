import type { Store } from '../../db/store';
import { createRng } from '../../prng';

/** Its own seed, so this area never shifts the random draws of the rest of the demo. */
const FAVORITES_SEED = 20_261_013;
const DAY = 86_400;

/** A list to seed: its name, how many listings, and how many recipients (0: never shared). */
type ListSpec = { name: string; items: number; recipients: number; withBuyer?: boolean };

/** The demo agent's lists: shared ones (one with more than 10 listings, for the +N badge) and never shared ones. */
const AGENT_LISTS: ListSpec[] = [
  { name: 'Family homes near good schools', items: 14, recipients: 3, withBuyer: true },
  { name: 'Downtown condos', items: 6, recipients: 2 },
  { name: 'Weekend open houses', items: 4, recipients: 1 },
  { name: 'Investment ideas', items: 8, recipients: 0 },
  { name: 'Waterfront dreams', items: 3, recipients: 0 },
];
const ADMIN_LISTS: ListSpec[] = [
  { name: 'Luxury picks', items: 12, recipients: 2 },
  { name: 'New this month', items: 5, recipients: 0 },
];

/** The Favorites Lists page's Pro Tips (help section 'favoriteslists'). */
const HELP = [
  {
    title: 'Sharing favorites lists',
    type: 'text',
    content:
      'Share a list of favourite homes with your users: they see it in the app. Add or remove users at any time; stopping the share cannot be undone.',
  },
] as const;

/** Lists for the demo agent and the acme admin, shared with their end users or never shared. */
export function seedFavoritesLists(store: Store, now: number, accounts: Map<string, number>, listings: string[]): void {
  const rng = createRng(FAVORITES_SEED);
  const owners: [number | undefined, ListSpec[]][] = [
    [accounts.get('acme|agent@acme.test'), AGENT_LISTS],
    [accounts.get('acme|admin@acme.test'), ADMIN_LISTS],
  ];
  const insertList = store.stmt('INSERT INTO favorite_lists (stack_id, owner_id, name, created_at) VALUES (?, ?, ?, ?)');
  const insertItem = store.stmt('INSERT OR IGNORE INTO favorite_list_items (list_id, listing_key, created_at) VALUES (?, ?, ?)');
  const insertShare = store.stmt('INSERT INTO list_shares (list_id, created_at) VALUES (?, ?)');
  const insertRecipient = store.stmt('INSERT OR IGNORE INTO list_share_recipients (share_id, end_user_id, created_at) VALUES (?, ?, ?)');
  const pool = listings.slice(0, 200);
  for (const [ownerId, specs] of owners) {
    if (ownerId === undefined) continue;
    const admin = store.get<{ kind: string }>('SELECT kind FROM users WHERE id = ?', [ownerId])?.kind === 'admin';
    const candidates = store.all<{ id: number; email: string }>(
      `SELECT id, email FROM end_users WHERE stack_id = 'acme' AND active = 1 AND (? = 1 OR agent_id = ?) ORDER BY id LIMIT 40`,
      [admin ? 1 : 0, ownerId],
    );
    for (const spec of specs) {
      const created = now - rng.int(20, 200) * DAY;
      const listId = Number(insertList.run('acme', ownerId, spec.name, created).lastInsertRowid);
      for (let n = 0; n < spec.items && pool.length > 0; n += 1) {
        insertItem.run(listId, pool[rng.int(0, pool.length - 1)], created + n * DAY);
      }
      if (spec.recipients === 0) continue;
      const shareId = Number(insertShare.run(listId, created + rng.int(1, 10) * DAY).lastInsertRowid);
      const buyer = candidates.find((c) => c.email === 'buyer@acme.test');
      const chosen = new Set<number>(spec.withBuyer && buyer ? [buyer.id] : []);
      while (chosen.size < Math.min(spec.recipients, candidates.length)) chosen.add(candidates[rng.int(0, candidates.length - 1)]!.id);
      for (const userId of chosen) insertRecipient.run(shareId, userId, created + rng.int(10, 19) * DAY);
    }
  }
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('favoriteslists', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
}
