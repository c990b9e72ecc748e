import type { Store } from '../../db/store';
import type { Rng } from '../../prng';
import {
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  LISTING_FEATURES,
  MLS_DISCLAIMER,
  NOTES,
  PROPERTY_TYPES,
  STREET_TYPES,
  STREETS,
} from '../../seed/data';
import { avatarPath, phoneFor } from '../agents/users';

const DAY = 86_400;
const EVENT_TYPES = [
  { type: 'view', p: 0.6 },
  { type: 'open', p: 0.15 },
  { type: 'fav', p: 0.1 },
  { type: 'share', p: 0.08 },
  { type: 'note', p: 0.07 },
] as const;
type EventType = (typeof EVENT_TYPES)[number]['type'];

const money = (n: number) => n.toLocaleString('en-US');

/** ~`count` listings with California addresses; answers their keys, most popular first. */
export function seedListings(store: Store, rng: Rng, now: number, count: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `ML8${String(1_000_000 + i * 7_331).padStart(7, '0')}`;
    const city = rng.pick(CITIES);
    const type = rng.pick(PROPERTY_TYPES);
    const beds = rng.int(1, 6);
    const baths = Math.max(1, beds - rng.int(0, 2)) + (rng.chance(0.3) ? 0.5 : 0);
    const sqft = 650 + beds * rng.int(280, 520);
    const condo = type === 'Condo' || type === 'Townhouse';
    const lot = condo ? null : rng.chance(0.3) ? `${(rng.int(15, 90) / 100).toFixed(2)} acres` : `${money(rng.int(30, 120) * 100)} sqft`;
    const price = Math.round((sqft * rng.int(450, 1400)) / 1000) * 1000;
    const features = [rng.pick(LISTING_FEATURES), rng.pick(LISTING_FEATURES)];
    const year = rng.int(1925, 2022);
    const details = [
      { label: 'Property Type', value: type },
      { label: 'Status', value: 'Active' },
      { label: 'Year Built', value: String(year) },
      { label: 'Living Area', value: `${money(sqft)} sqft` },
      { label: 'Lot Size', value: lot ?? 'N/A' },
      { label: 'Garage', value: `${rng.int(0, 3)} spaces` },
      { label: 'HOA', value: condo ? `$${rng.int(2, 9) * 50}/month` : 'None' },
      { label: 'County', value: city.county },
      { label: 'MLS #', value: key },
    ];
    store.run(
      `INSERT INTO listings (listing_key, full_address, city, state, zip, price, beds, baths, lot_size, listing_date, description, details, photo_count, mls_disclaimer)
       VALUES (?, ?, ?, 'CA', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        key,
        `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(STREET_TYPES)}`,
        city.name,
        city.zip,
        price,
        beds,
        baths,
        lot,
        now - rng.int(1, 150) * DAY,
        `${type === 'Condo' ? 'Light-filled' : 'Charming'} ${beds}-bedroom ${type.toLowerCase()} in ${city.name}, built in ${year}. ${features.join('. ')}.`,
        JSON.stringify(details),
        rng.int(3, 6),
        MLS_DISCLAIMER,
      ],
    );
    keys.push(key);
  }
  return keys;
}

export type EndUserPlan = {
  stackId: string;
  count: number;
  now: number;
  rng: Rng;
  listings: string[];
  /** Agents with weights (how likely a new user picks them); unassigned users are drawn with `unassigned`. */
  agents: { id: number; weight: number }[];
  unassigned: number;
  /** How many events an average user has; activity is spread over six months, denser lately. */
  activity: number;
  /** The first users, with fixed identity and agent (demo accounts such as buyer@acme.test). */
  fixed?: { name: string; email: string; agentId: number; events: number }[];
  /** Extra users pinned to one agent, so that agent's own statistics are rich. */
  pinned?: { agentId: number; count: number };
};

function pickWeighted<T extends { weight: number }>(rng: Rng, items: T[]): T | undefined {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let r = rng.next() * total;
  for (const item of items) if ((r -= item.weight) < 0) return item;
  return items[items.length - 1];
}

function pickType(rng: Rng): EventType {
  let r = rng.next();
  for (const e of EVENT_TYPES) if ((r -= e.p) < 0) return e.type;
  return 'view';
}

/** End users with their sign-ups, logins, listing activity, favorites and saved searches. */
export function seedEndUsers(store: Store, plan: EndUserPlan): { ids: number[] } {
  const { rng, now, listings, stackId } = plan;
  const insertUser = store.stmt(
    'INSERT INTO end_users (stack_id, agent_id, display_name, email, phone, photo, created_at, last_login) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertEvent = store.stmt('INSERT INTO events (stack_id, user_id, listing_key, type, note, time) VALUES (?, ?, ?, ?, ?, ?)');
  const insertLogin = store.stmt('INSERT INTO logins (stack_id, user_id, time) VALUES (?, ?, ?)');
  const insertFav = store.stmt('INSERT OR IGNORE INTO favorites (user_id, listing_key, created_at) VALUES (?, ?, ?)');
  const insertSearch = store.stmt('INSERT INTO saved_searches (user_id, name, criteria, created_at) VALUES (?, ?, ?, ?)');
  const fixed = plan.fixed ?? [];
  const ids: number[] = [];
  const emails = new Set<string>();
  for (let i = 0; i < plan.count; i++) {
    const demo = fixed[i];
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const name = demo?.name ?? `${first} ${last}`;
    let email = demo?.email ?? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
    for (let n = 2; emails.has(email); n++) email = email.replace(/\d*@/, `${n}@`);
    emails.add(email);
    // Most users joined over two years; a few dozen in the past two weeks (the "recently joined" list).
    const recent = i >= fixed.length && i < fixed.length + 40;
    const created = demo
      ? now - 200 * DAY
      : recent
        ? now - rng.int(600, 14 * DAY)
        : now - Math.floor(Math.pow(rng.next(), 0.8) * 730 * DAY) - 14 * DAY;
    const pinned = plan.pinned && i >= fixed.length && i < fixed.length + plan.pinned.count ? plan.pinned.agentId : undefined;
    const agentId = demo?.agentId ?? pinned ?? (rng.chance(plan.unassigned) ? null : (pickWeighted(rng, plan.agents)?.id ?? null));
    const photo = rng.chance(0.35) ? avatarPath(name, `e${i}`) : null;
    const id = Number(
      insertUser.run(stackId, agentId, name, email, rng.chance(0.6) ? phoneFor(i, '650') : null, photo, created, null).lastInsertRowid,
    );
    ids.push(id);

    const span = now - created;
    const at = (bias: number) => {
      const t = now - Math.floor(Math.pow(rng.next(), bias) * 182 * DAY) - rng.int(0, 3600);
      return t >= created ? t : created + Math.floor(rng.next() * span);
    };
    let lastLogin = 0;
    for (let n = rng.chance(0.2) ? rng.int(6, 20) : rng.int(0, 5); n > 0; n--) {
      const t = at(1.3);
      insertLogin.run(stackId, id, t);
      lastLogin = Math.max(lastLogin, t);
    }
    if (lastLogin) store.run('UPDATE end_users SET last_login = ? WHERE id = ?', [lastLogin, id]);

    const events = demo?.events ?? Math.floor(Math.pow(rng.next(), 2) * plan.activity * 3);
    for (let n = 0; n < events; n++) {
      const type = demo && n < 6 ? ((['fav', 'note', 'view', 'fav', 'note', 'share'] as const)[n] ?? 'view') : pickType(rng);
      const key = listings[Math.floor(listings.length * Math.pow(rng.next(), 2))] as string;
      const t = demo && n < 10 ? now - rng.int(600, 6 * DAY) : at(1.5);
      insertEvent.run(stackId, id, key, type, type === 'note' ? rng.pick(NOTES) : null, t);
      if (type === 'fav') insertFav.run(id, key, t);
    }
    if (demo || rng.chance(0.1)) {
      for (let n = demo ? 3 : rng.int(1, 2); n > 0; n--) {
        const city = rng.pick(CITIES);
        const max = rng.int(8, 30) * 100_000;
        insertSearch.run(
          id,
          `${city.name} under $${money(max)}`,
          JSON.stringify({ city: city.name, state: 'CA', max_price: max, min_beds: rng.int(1, 4) }),
          created + rng.int(0, Math.max(1, span)),
        );
      }
    }
  }
  return { ids };
}
