import type { Store } from '../../db/store';
import { createRng } from '../../prng';

/** Where an end user came from: sign-ups first, then the two ways staff add users. */
export const SIGNUP_SOURCES = ['app', 'web', 'open_house', 'agent_link'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];
export type UserSource = SignupSource | 'dashboard' | 'import';

/** Its own seed, so the sources never shift the random draws of the rest of the demo. */
const SOURCES_SEED = 20_261_202;

/**
 * A believable mix of sources for the seeded end users that have none yet (seeds that make fixed users
 * set theirs): the CSV-import tag means 'import', an open house kiosk tag 'open_house'; of the rest about
 * a fifth of those with an agent came through that agent's own link, most others signed up in the app
 * or on the website, a few were added in the dashboard.
 */
export function seedSources(store: Store): void {
  const rng = createRng(SOURCES_SEED);
  const users = store.all<{ id: number; agent_id: number | null; tags: string | null }>(
    `SELECT e.id, e.agent_id,
       (SELECT group_concat(t.tag) FROM end_user_tags x JOIN tags t ON t.id = x.tag_id WHERE x.end_user_id = e.id AND t.system_tag = 1) AS tags
     FROM end_users e WHERE e.source IS NULL ORDER BY e.id`,
  );
  const set = store.stmt('UPDATE end_users SET source = ?, via_agent_id = ? WHERE id = ?');
  for (const u of users) {
    const tags = (u.tags ?? '').split(',');
    const r = rng.next();
    if (tags.includes('imported')) set.run('import', null, u.id);
    else if (tags.includes('kiosk') || tags.includes('kiosk-agent')) set.run('open_house', null, u.id);
    else if (u.agent_id !== null && r < 0.2) set.run('agent_link', u.agent_id, u.id);
    else set.run(r < 0.68 ? 'app' : r < 0.96 ? 'web' : 'dashboard', null, u.id);
  }
}

/** The bench's bulk users: a fixed cycle instead of draws, so growing an app never shifts its other draws. */
const BULK_CYCLE: readonly UserSource[] = ['app', 'app', 'web', 'app', 'open_house', 'app', 'web', 'app', 'app', 'web'];
export const bulkSource = (n: number): UserSource => BULK_CYCLE[n % BULK_CYCLE.length] ?? 'app';
