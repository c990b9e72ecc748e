import type { Store } from '../../db/store';
import { createRng } from '../../prng';
import { DAY } from './scope';

const TYPES = ['view', 'view', 'view', 'view', 'view', 'view', 'open', 'open', 'fav', 'share', 'note'] as const;

/**
 * The scale bench's activity: events added to an app until it holds `total`, spread over the last 180
 * days (denser lately) across its end users, a few of them far busier than most, as real apps are.
 * Loaded without the activity indexes, which are built once afterwards. Answers how many were added.
 */
export function bulkEvents(store: Store, stackId: string, total: number, now: number): number {
  const current = store.get<{ n: number }>('SELECT count(*) AS n FROM events WHERE stack_id = ?', [stackId])?.n ?? 0;
  const missing = Math.max(0, total - current);
  if (missing === 0) return 0;
  const users = store
    .all<{ id: number }>('SELECT id FROM end_users WHERE stack_id = ? AND active = 1 ORDER BY id', [stackId])
    .map((u) => u.id);
  const listings = store.all<{ listing_key: string }>('SELECT listing_key FROM listings ORDER BY listing_key').map((l) => l.listing_key);
  if (users.length === 0 || listings.length === 0) return 0;
  const rng = createRng(20_261_127 + current);
  return store.bulkLoad(() => {
    const insert = store.stmt('INSERT INTO events (stack_id, user_id, listing_key, type, note, time) VALUES (?, ?, ?, ?, NULL, ?)');
    for (let i = 0; i < missing; i += 1) {
      const user = users[Math.floor(users.length * rng.next() ** 2)] as number;
      const listing = listings[Math.floor(listings.length * rng.next() ** 2)] as string;
      const type = TYPES[Math.floor(rng.next() * TYPES.length)] as (typeof TYPES)[number];
      insert.run(stackId, user, listing, type, now - Math.floor(rng.next() ** 1.5 * 180 * DAY));
    }
    return missing;
  });
}
