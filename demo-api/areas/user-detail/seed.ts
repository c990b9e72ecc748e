import type { Store } from '../../db/store';
import { createRng } from '../../prng';

/** Its own random sequence, so this area never shifts the draws of the rest of the demo. */
const SEED = 20_261_123;
const DAY = 86_400;
const HOUR = 3_600;

const NOTES = [
  'Prefers a quiet street; two kids, schools matter most.',
  'Pre-approved up to $1.2M with First Bay Credit. Wants to close before summer.',
  'Asked about HOA fees on condos. Send the comparison sheet.',
  'Relocating from Seattle in spring. Works from home: needs an office room.',
];

/**
 * The end users the user detail's end-to-end tests change (each test its own, so none depends on
 * another's leftovers), all agent@acme.test's (in the San Francisco office, which manager@acme.test runs).
 */
export const FIXED_USERS = [
  { name: 'Casey Edit', email: 'casey.edit@example.com' },
  { name: 'Parker Promote', email: 'promote.agent@example.com' },
  { name: 'Quinn Promote', email: 'promote.manager@example.com' },
  { name: 'Riley Inactive', email: 'riley.inactive@example.com' },
] as const;

/** The app-store review account: never offered 'Make inactive'. */
export const PROTECTED_USER = { name: 'App Review', email: 'appreview@acme.test' } as const;

/** The page's Pro Tips (help section 'user'). */
const HELP = [
  { title: 'Getting to know a user', type: 'video', content: '/media/video/user-detail.mp4' },
  {
    title: 'Overview and activity',
    type: 'text',
    content:
      'Each count opens the details: favorites, scheduled viewings, notes and saved searches. Filter the recent activity by views, favorites, notes or shares.',
  },
] as const;

const idOf = (store: Store, sql: string, params: unknown[]) => store.get<{ id: number }>(sql, params)?.id ?? null;

export function seedUserDetail(store: Store, now: number, listings: string[]): void {
  const rng = createRng(SEED);
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('user', ?, ?, ?, ?)", [h.title, h.type, h.content, i]),
  );
  const admin = idOf(store, "SELECT id FROM users WHERE stack_id = 'acme' AND email = 'admin@acme.test'", []);
  const agent = idOf(store, "SELECT id FROM users WHERE stack_id = 'acme' AND email = 'agent@acme.test'", []);
  const buyer = idOf(store, "SELECT id FROM end_users WHERE stack_id = 'acme' AND email = 'buyer@acme.test'", []);
  const otherAgents = store
    .all<{ id: number }>(
      "SELECT id FROM users WHERE stack_id = 'acme' AND kind = 'agent' AND active = 1 AND email NOT LIKE '%@acme.test' ORDER BY id LIMIT 12",
    )
    .map((r) => r.id);
  const listing = () => listings[Math.floor(listings.length * Math.pow(rng.next(), 2))] as string;

  const viewing = store.stmt('INSERT INTO scheduled_viewings (user_id, listing_key, time, status, created_at) VALUES (?, ?, ?, ?, ?)');
  const change = store.stmt(
    'INSERT INTO agent_changes (stack_id, user_id, from_agent_id, to_agent_id, changed_by, time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const note = store.stmt('INSERT INTO agent_notes (user_id, notes, updated_at, updated_by) VALUES (?, ?, ?, ?)');
  const event = store.stmt('INSERT INTO events (stack_id, user_id, listing_key, type, note, time) VALUES (?, ?, ?, ?, ?, ?)');
  const fav = store.stmt('INSERT OR IGNORE INTO favorites (user_id, listing_key, created_at) VALUES (?, ?, ?)');
  const search = store.stmt('INSERT INTO saved_searches (user_id, name, criteria, created_at) VALUES (?, ?, ?, ?)');
  const endUser = store.stmt(
    'INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, photo, created_at, last_login, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );

  // The demo buyer: every card full.
  if (buyer !== null) {
    viewing.run(buyer, listing(), now + 2 * DAY + 10 * HOUR, 'confirmed', now - 3 * DAY);
    viewing.run(buyer, listing(), now + 5 * DAY + 14 * HOUR, 'requested', now - DAY);
    viewing.run(buyer, listing(), now - 9 * DAY + 11 * HOUR, 'confirmed', now - 15 * DAY);
    note.run(buyer, NOTES[0], now - 4 * DAY, agent);
    const first = otherAgents[0] ?? null;
    change.run('acme', buyer, null, first, null, now - 200 * DAY);
    change.run('acme', buyer, first, agent, admin, now - 120 * DAY);
    // An open of the app's listing screen, so the timeline has every type.
    event.run('acme', buyer, listing(), 'open', null, now - 2 * HOUR);
  }

  // The test users, each with a little of everything.
  const fixed = [...FIXED_USERS, PROTECTED_USER].map((u, i) => {
    const isProtected = u === PROTECTED_USER;
    // The review account was made by staff; the test users signed up in the app.
    const id = Number(
      endUser.run(
        'acme',
        isProtected ? null : agent,
        u.name,
        u.email,
        `(415) 555-01${String(10 + i)}`,
        null,
        now - (90 - i) * DAY,
        now - i * DAY,
        isProtected ? 'dashboard' : 'app',
      ).lastInsertRowid,
    );
    if (isProtected) store.run('INSERT INTO protected_users (user_id) VALUES (?)', [id]);
    return id;
  });
  for (const id of fixed) {
    (['view', 'view', 'open', 'fav', 'note', 'share'] as const).forEach((type, n) => {
      const key = listing();
      const t = now - (n + 1) * 5 * HOUR;
      event.run('acme', id, key, type, type === 'note' ? 'Loved the kitchen; ask about parking.' : null, t);
      if (type === 'fav') fav.run(id, key, t);
    });
    search.run(
      id,
      'Oakland under $900K',
      JSON.stringify({ city: 'Oakland', state: 'CA', max_price: 900_000, min_beds: 2 }),
      now - 20 * DAY,
    );
    viewing.run(id, listing(), now + 3 * DAY + 15 * HOUR, 'requested', now - 2 * DAY);
  }

  // Across both apps: some users changed agent, scheduled viewings, carry an agent's notes.
  const users = store.all<{ id: number; stack_id: string; agent_id: number | null; created_at: number }>(
    'SELECT id, stack_id, agent_id, created_at FROM end_users WHERE id IS NOT ? AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id',
    [buyer, JSON.stringify(fixed)],
  );
  for (const u of users) {
    if (u.agent_id !== null && rng.chance(0.06)) {
      const pool = u.stack_id === 'acme' ? otherAgents.filter((a) => a !== u.agent_id) : [];
      const from = pool.length > 0 && rng.chance(0.5) ? rng.pick(pool) : null;
      change.run(
        u.stack_id,
        u.id,
        from,
        u.agent_id,
        rng.chance(0.7) ? (u.stack_id === 'acme' ? admin : null) : null,
        Math.min(now, u.created_at + rng.int(1, 60) * DAY),
      );
    }
    if (rng.chance(0.05))
      viewing.run(
        u.id,
        listing(),
        now + rng.int(-20, 20) * DAY + rng.int(9, 17) * HOUR,
        rng.pick(['requested', 'confirmed', 'canceled'] as const),
        now - rng.int(1, 30) * DAY,
      );
    if (u.agent_id !== null && rng.chance(0.03)) note.run(u.id, rng.pick(NOTES), now - rng.int(1, 90) * DAY, u.agent_id);
  }
}
