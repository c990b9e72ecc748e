import type { Store } from '../../db/store';
import type { SeedStep } from '../../seed/context';
import { DAY } from './scope';

const HOUR = 3_600;

/** One event: its type, the listing, and how many seconds before the seed's now. */
type Ev = readonly [type: 'view' | 'open' | 'fav' | 'share' | 'note', key: string, ago: number];
/** One buyer persona: who they are, their phone, when they joined (days ago, 120 unless said) and their events. */
type Persona = { name: string; email: string; phone?: string; joinedAgo?: number; events: (listings: Listings) => Ev[] };
type Listings = { any: string[]; inCity: (city: string) => string[] };

const ev = (type: Ev[0], key: string | undefined, ago: number): Ev => [type, key ?? '', ago];
const times = (n: number, f: (i: number) => Ev): Ev[] => Array.from({ length: n }, (_, i) => f(i));

/**
 * Buyer personas of agent@acme.test, so Insights tells a story on first sight: a hot lead viewing the
 * same home again and again, a couple favoriting in one town, a user back after weeks away, a cooling
 * one. Their events go into the same tables as everyone's, so the home page and the user detail agree.
 */
const PERSONAS: Persona[] = [
  {
    name: 'Hannah Hale',
    email: 'hannah.hale@example.com',
    phone: '(415) 555-0142',
    events: ({ any }) => [
      ...times(9, (i) => ev('view', any[3], i * 13 * HOUR + 2 * HOUR)),
      ev('fav', any[3], 30 * HOUR),
      ev('share', any[3], 29 * HOUR),
      ev('share', any[8], 50 * HOUR),
      ev('note', any[3], 28 * HOUR),
      ev('view', any[8], 51 * HOUR),
      ev('view', any[12], 70 * HOUR),
      ev('open', any[3], HOUR),
      // Comparing two more homes today, again and again: the hottest lead of the brokerage (the home's 'Hot now').
      ...times(7, (i) => ev('view', any[12], (2 * i + 3) * HOUR)),
      ev('fav', any[8], 4 * HOUR),
      ev('fav', any[12], 6 * HOUR),
      ev('note', any[12], 8 * HOUR),
    ],
  },
  {
    name: 'Sam Ortiz',
    email: 'sam.ortiz@example.com',
    events: ({ inCity }) =>
      inCity('Berkeley')
        .slice(0, 3)
        .flatMap((key, i) => [ev('view', key, (i + 1) * DAY), ev('fav', key, (i + 1) * DAY - HOUR)]),
  },
  {
    name: 'Alex Ortiz',
    email: 'alex.ortiz@example.com',
    events: ({ inCity }) =>
      inCity('Berkeley')
        .slice(1, 4)
        .flatMap((key, i) => [ev('view', key, (i + 2) * DAY), ev('fav', key, (i + 2) * DAY - HOUR)]),
  },
  {
    name: 'Ravi Patel',
    email: 'ravi.patel@example.com',
    phone: '(415) 555-0177',
    events: ({ any }) => [
      ...times(5, (i) => ev('view', any[20 + i], (30 + i) * DAY)),
      ev('fav', any[21], 31 * DAY),
      ev('open', any[40], 2 * DAY),
      ev('view', any[40], 2 * DAY - HOUR),
      ev('view', any[41], 2 * DAY - 2 * HOUR),
      ev('view', any[40], DAY),
      // On the app minutes ago: the first of the home's 'Back after a while' for his agent, their manager and the admin.
      ev('view', any[41], 2 * 60),
    ],
  },
  {
    name: 'Corinne Lee',
    email: 'corinne.lee@example.com',
    events: ({ any }) => [
      ...times(8, (i) => ev('view', any[50 + i], (8 + (i % 5)) * DAY)),
      ev('fav', any[51], 9 * DAY),
      ev('share', any[52], 10 * DAY),
    ],
  },
  // Joined minutes before the seed's now (the bulk users joined 10 minutes ago at the latest): the home's
  // 'New this week' starts with her for the agent, their manager and the admin.
  {
    name: 'Nina Newman',
    email: 'nina.newman@example.com',
    phone: '(415) 555-0123',
    joinedAgo: 5 * 60,
    events: ({ any }) => [ev('open', any[60], 4 * 60), ev('view', any[60], 3 * 60)],
  },
];

export function seedPersonas(store: Store, now: number, agentId: number): void {
  const any = store.all<{ listing_key: string }>('SELECT listing_key FROM listings ORDER BY listing_key').map((l) => l.listing_key);
  const inCity = (city: string) =>
    store
      .all<{ listing_key: string }>('SELECT listing_key FROM listings WHERE city = ? ORDER BY listing_key', [city])
      .map((l) => l.listing_key);
  const note = 'Love the kitchen, ask about the HOA.';
  for (const p of PERSONAS) {
    const events = p.events({ any, inCity });
    const latest = Math.min(...events.map((e) => e[2]));
    const id = Number(
      store.run(
        "INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, photo, created_at, last_login, source) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 'app')",
        ['acme', agentId, p.name, p.email, p.phone ?? null, now - (p.joinedAgo ?? 120 * DAY), now - latest],
      ).lastInsertRowid,
    );
    for (const [type, key, ago] of events) {
      store.run('INSERT INTO events (stack_id, user_id, listing_key, type, note, time) VALUES (?, ?, ?, ?, ?, ?)', [
        'acme',
        id,
        key,
        type,
        type === 'note' ? note : null,
        now - ago,
      ]);
      if (type === 'fav')
        store.run('INSERT OR IGNORE INTO favorites (user_id, listing_key, created_at) VALUES (?, ?, ?)', [id, key, now - ago]);
      if (type === 'open') store.run('INSERT INTO logins (stack_id, user_id, time) VALUES (?, ?, ?)', ['acme', id, now - ago]);
    }
  }
}

export const insightSeed: SeedStep[] = [
  {
    name: 'insight-personas',
    needs: ['accounts', 'listings', 'endUsers'],
    run: ({ store, now, get }) => seedPersonas(store, now, get('accounts').get('acme|agent@acme.test') ?? 0),
  },
];
