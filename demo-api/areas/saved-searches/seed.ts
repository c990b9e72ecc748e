import type { ListingRow } from '../../db/rows';
import type { Store } from '../../db/store';
import { createRng, type Rng } from '../../prng';
import { hexagon } from './geo';

/** Its own seed, so this area never shifts the random draws of the rest of the demo. */
const SEARCH_SEED = 20_261_123;
const DAY = 86_400;

/** The real centres of the demo's cities (their zip's neighbourhood). */
export const PLACES: Record<string, { lat: number; lng: number }> = {
  'San Francisco': { lat: 37.7599, lng: -122.4148 },
  Oakland: { lat: 37.812, lng: -122.243 },
  Berkeley: { lat: 37.8716, lng: -122.2727 },
  'San Jose': { lat: 37.3082, lng: -121.8863 },
  'Palo Alto': { lat: 37.4419, lng: -122.143 },
  'Mountain View': { lat: 37.3861, lng: -122.0839 },
  Fremont: { lat: 37.5485, lng: -121.9886 },
  'Walnut Creek': { lat: 37.9101, lng: -122.0652 },
  Sacramento: { lat: 38.5616, lng: -121.4944 },
  Davis: { lat: 38.5449, lng: -121.7405 },
  Fresno: { lat: 36.8078, lng: -119.7871 },
  'Los Angeles': { lat: 34.1047, lng: -118.2923 },
  Pasadena: { lat: 34.1478, lng: -118.1445 },
  'Santa Monica': { lat: 34.0395, lng: -118.4912 },
  'Long Beach': { lat: 33.7701, lng: -118.1537 },
  Irvine: { lat: 33.6846, lng: -117.8265 },
  'Newport Beach': { lat: 33.6189, lng: -117.9298 },
  'San Diego': { lat: 32.7457, lng: -117.1611 },
  Carlsbad: { lat: 33.1581, lng: -117.3506 },
  'Santa Barbara': { lat: 34.4208, lng: -119.6982 },
  Monterey: { lat: 36.6002, lng: -121.8947 },
  'Santa Cruz': { lat: 36.9741, lng: -122.0308 },
};
export const ZIPS: Record<string, string> = {
  'San Francisco': '94110',
  Oakland: '94610',
  Berkeley: '94705',
  'San Jose': '95125',
  'Palo Alto': '94301',
  'Mountain View': '94041',
  Fremont: '94536',
  'Walnut Creek': '94596',
  Sacramento: '95818',
  Davis: '95616',
  Fresno: '93704',
  'Los Angeles': '90027',
  Pasadena: '91101',
  'Santa Monica': '90403',
  'Long Beach': '90803',
  Irvine: '92620',
  'Newport Beach': '92660',
  'San Diego': '92103',
  Carlsbad: '92008',
  'Santa Barbara': '93101',
  Monterey: '93940',
  'Santa Cruz': '95060',
};

/** Named neighbourhoods offered as suggestions: real places, outlined roughly (a hexagon around their centre). */
const AREAS = [
  { name: 'Mission District', sub: 'San Francisco, CA', lat: 37.7599, lng: -122.4148, km: 1.1 },
  { name: 'Noe Valley', sub: 'San Francisco, CA', lat: 37.7502, lng: -122.4337, km: 0.8 },
  { name: 'Rockridge', sub: 'Oakland, CA', lat: 37.8447, lng: -122.2514, km: 0.9 },
  { name: 'Downtown Palo Alto', sub: 'Palo Alto, CA', lat: 37.4443, lng: -122.1598, km: 0.9 },
  { name: 'Willow Glen', sub: 'San Jose, CA', lat: 37.3039, lng: -121.8947, km: 1.2 },
  { name: 'Los Feliz', sub: 'Los Angeles, CA', lat: 34.1072, lng: -118.2877, km: 1.1 },
  { name: 'Old Pasadena', sub: 'Pasadena, CA', lat: 34.1456, lng: -118.1517, km: 0.8 },
  { name: 'North Park', sub: 'San Diego, CA', lat: 32.7479, lng: -117.1301, km: 1.0 },
  { name: 'Midtown', sub: 'Sacramento, CA', lat: 38.5705, lng: -121.4783, km: 1.0 },
  { name: 'Seabright', sub: 'Santa Cruz, CA', lat: 36.9665, lng: -122.0087, km: 0.8 },
];

const STATUSES: [string, number][] = [
  ['active', 0.5],
  ['open', 0.08],
  ['soon', 0.06],
  ['pocket', 0.03],
  ['pending', 0.1],
  ['closed', 0.12],
  ['lease', 0.11],
];
const FLAGS = ['pool', 'waterfront', 'view', 'new_construction'];
const TYPE_OF: Record<string, string> = {
  'Single Family': 'house',
  Bungalow: 'house',
  Craftsman: 'house',
  Condo: 'condo',
  Townhouse: 'condo',
  'Multi-Family': 'mfamily',
};

function weighted(rng: Rng, items: [string, number][]): string {
  let r = rng.next();
  for (const [v, p] of items) if ((r -= p) < 0) return v;
  return items[0]?.[0] ?? 'active';
}
const detail = (details: { label: string; value: string }[], label: string) => details.find((d) => d.label === label)?.value ?? '';
const digits = (s: string) => (/\d/.test(s) ? Number(s.replace(/[^\d.]/g, '')) : null);

/** A point within `km` of a place (uniform over the disc). */
function near(rng: Rng, lat: number, lng: number, km: number): { lat: number; lng: number } {
  const r = (km * Math.sqrt(rng.next())) / 111;
  const a = rng.next() * 2 * Math.PI;
  return {
    lat: Number((lat + r * Math.sin(a)).toFixed(6)),
    lng: Number((lng + (r * Math.cos(a)) / Math.cos((lat * Math.PI) / 180)).toFixed(6)),
  };
}

function geoRow(
  store: Store,
  rng: Rng,
  row: Pick<ListingRow, 'listing_key' | 'city' | 'details' | 'lot_size'>,
  agentId: number | null,
): void {
  const place = PLACES[row.city] ?? (PLACES['Palo Alto'] as { lat: number; lng: number });
  const at = near(rng, place.lat, place.lng, 4);
  const details = JSON.parse(row.details) as { label: string; value: string }[];
  const lot = row.lot_size ?? '';
  const lotSqft = lot.includes('acres') ? Math.round((digits(lot) ?? 0) * 43_560) : digits(lot);
  const flags = FLAGS.filter(() => rng.chance(0.18));
  store.run(
    `INSERT OR REPLACE INTO listing_geo (listing_key, lat, lng, status, prop_type, sqft, lot_sqft, year_built, hoa, reduced, flags, agent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.listing_key,
      at.lat,
      at.lng,
      weighted(rng, STATUSES),
      TYPE_OF[detail(details, 'Property Type')] ?? 'other',
      digits(detail(details, 'Living Area')),
      lotSqft,
      digits(detail(details, 'Year Built')),
      detail(details, 'HOA') === 'None' ? 0 : 1,
      rng.chance(0.15) ? 1 : 0,
      JSON.stringify(flags),
      agentId,
    ],
  );
}

const money = (n: number) => n.toLocaleString('en-US');
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Willow',
  'Laurel',
  'Vista',
  'Sierra',
  'Ocean',
  'Mission',
  'Alameda',
  'Lincoln',
  'Park',
  'Lake',
];

/** New listings of the past three weeks around every city, so previews (last week, 5 miles) find believable results. */
function seedRecentListings(store: Store, rng: Rng, now: number, agents: number[]): void {
  const cities = Object.keys(PLACES);
  for (let i = 0; i < 360; i++) {
    const city = cities[i % cities.length] as string;
    const key = `MS9${String(2_000_000 + i * 4_813).padStart(7, '0')}`;
    const kind = rng.pick(['house', 'house', 'condo', 'mfamily', 'mobile', 'land', 'other']);
    const beds = kind === 'land' ? null : rng.int(1, 5);
    const baths = beds === null ? null : Math.max(1, beds - rng.int(0, 1));
    const sqft = beds === null ? null : 600 + beds * rng.int(300, 550);
    const year = rng.int(1905, 2025);
    const price = Math.round(((sqft ?? 2000) * rng.int(400, 1300)) / 5000) * 5000;
    const lotSqft = kind === 'condo' ? null : rng.int(20, 100) * 100;
    const type = { house: 'Single Family', condo: 'Condo', mfamily: 'Multi-Family', mobile: 'Mobile Home', land: 'Land', other: 'Other' }[
      kind
    ] as string;
    const details = [
      { label: 'Property Type', value: type },
      { label: 'Status', value: 'Active' },
      { label: 'Year Built', value: String(year) },
      { label: 'Living Area', value: sqft ? `${money(sqft)} sqft` : 'N/A' },
      { label: 'Lot Size', value: lotSqft ? `${money(lotSqft)} sqft` : 'N/A' },
      { label: 'HOA', value: kind === 'condo' ? `$${rng.int(2, 9) * 50}/month` : 'None' },
      { label: 'MLS #', value: key },
    ];
    store.run(
      `INSERT INTO listings (listing_key, full_address, city, state, zip, price, beds, baths, lot_size, listing_date, description, details, photo_count, mls_disclaimer)
       VALUES (?, ?, ?, 'CA', ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      [
        key,
        `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(['St', 'Ave', 'Dr', 'Way', 'Ct'])}`,
        city,
        ZIPS[city] ?? '00000',
        price,
        beds,
        baths,
        lotSqft ? `${money(lotSqft)} sqft` : null,
        now - rng.int(600, 21 * DAY),
        `New on the market in ${city}.`,
        JSON.stringify(details),
        rng.int(3, 5),
      ],
    );
    const agentId = rng.chance(0.3) ? (agents[i % agents.length] ?? null) : null;
    const row = { listing_key: key, city, details: JSON.stringify(details), lot_size: lotSqft ? `${money(lotSqft)} sqft` : null };
    geoRow(store, rng, row, agentId);
    store.run('UPDATE listing_geo SET prop_type = ? WHERE listing_key = ?', [kind, key]);
  }
  // Two active listings of the last two days inside every named area, so a search drawn on one always previews
  // something (the draws above leave a small area empty by chance). Their own sequence: the draws above stay as they were.
  const own = createRng(SEARCH_SEED + 1);
  AREAS.forEach((area, a) => {
    for (let n = 0; n < 2; n++) {
      const key = `MS8${String(1_000_000 + a * 10 + n).padStart(7, '0')}`;
      const city = area.sub.split(',')[0] as string;
      const beds = own.int(1, 4);
      const details = [
        { label: 'Property Type', value: 'Single Family' },
        { label: 'Status', value: 'Active' },
        { label: 'Year Built', value: String(own.int(1920, 2020)) },
        { label: 'Living Area', value: `${money(700 + beds * 400)} sqft` },
        { label: 'Lot Size', value: 'N/A' },
        { label: 'HOA', value: 'None' },
        { label: 'MLS #', value: key },
      ];
      store.run(
        `INSERT INTO listings (listing_key, full_address, city, state, zip, price, beds, baths, lot_size, listing_date, description, details, photo_count, mls_disclaimer)
         VALUES (?, ?, ?, 'CA', ?, ?, ?, ?, NULL, ?, ?, ?, 4, NULL)`,
        [
          key,
          `${own.int(100, 3999)} ${own.pick(STREETS)} St`,
          city,
          ZIPS[city] ?? '00000',
          own.int(180, 420) * 5000,
          beds,
          Math.max(1, beds - 1),
          now - (n + 1) * 20 * 3_600,
          `New on the market in ${area.name}.`,
          JSON.stringify(details),
        ],
      );
      geoRow(store, own, { listing_key: key, city, details: JSON.stringify(details), lot_size: null }, null);
      const at = near(own, area.lat, area.lng, area.km * 0.4);
      store.run("UPDATE listing_geo SET lat = ?, lng = ?, status = 'active', prop_type = 'house', flags = '[]' WHERE listing_key = ?", [
        at.lat,
        at.lng,
        key,
      ]);
    }
  });
}

function defaultFilters(over: Record<string, unknown> = {}): string {
  const none = { from: null, to: null };
  return JSON.stringify({
    status: { soon: true, my: true, active: true, open: true, pocket: true, pending: false, closed: false, lease: false },
    type: [],
    beds: null,
    baths: null,
    price: none,
    dom: none,
    year_built: none,
    sqft: none,
    lot_size: none,
    sort: 'newest',
    reductions: false,
    custom: {},
    no_hoa: false,
    ...over,
  });
}

/** Saved searches of the generated users, made whole (filters, centre, region); the demo buyer's first one is drawn. */
function completeSavedSearches(store: Store, rng: Rng): void {
  const rows = store.all<{ id: number; criteria: string }>('SELECT id, criteria FROM saved_searches ORDER BY id');
  for (const r of rows) {
    const c = JSON.parse(r.criteria) as { city?: string; max_price?: number; min_beds?: number };
    const place = PLACES[c.city ?? ''] ?? (PLACES['Palo Alto'] as { lat: number; lng: number });
    const region = rng.chance(0.4) ? [hexagon(place.lat, place.lng, rng.int(12, 30) / 10)] : [];
    store.run('UPDATE saved_searches SET criteria = ?, lat = ?, lng = ?, polygon = ?, notify_email = ?, notify_push = ? WHERE id = ?', [
      defaultFilters({ price: { from: null, to: c.max_price ?? null }, beds: c.min_beds ?? null }),
      place.lat,
      place.lng,
      JSON.stringify(region),
      rng.chance(0.7) ? 1 : 0,
      rng.chance(0.5) ? 1 : 0,
      r.id,
    ]);
  }
}

function code(rng: Rng): string {
  const abc = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 8 }, () => abc[rng.int(0, abc.length - 1)]).join('');
}

/** Templates of the demo accounts: the admin's shared ones, the agent's own (one of them shared), a few other agents'. */
function seedTemplates(
  store: Store,
  rng: Rng,
  now: number,
  accounts: Map<string, number>,
  agents: { acme: number[]; bay: number[] },
): void {
  const ins = (
    stack: string,
    agent: number | undefined,
    name: string,
    filters: string,
    place: string,
    region: boolean,
    shared: boolean,
    age: number,
  ) => {
    if (agent === undefined) return;
    const p = PLACES[place] as { lat: number; lng: number };
    store.run(
      `INSERT INTO search_templates (stack_id, agent_id, name, filters, polygon, lat, lng, shared, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        stack,
        agent,
        name,
        filters,
        JSON.stringify(region ? [hexagon(p.lat, p.lng, 2)] : []),
        p.lat,
        p.lng,
        shared ? 1 : 0,
        code(rng),
        now - age * DAY,
      ],
    );
  };
  const admin = accounts.get('acme|admin@acme.test');
  const agent = accounts.get('acme|agent@acme.test');
  ins(
    'acme',
    admin,
    'Luxury homes in Palo Alto',
    defaultFilters({ type: ['house'], price: { from: 3_000_000, to: null }, beds: 4 }),
    'Palo Alto',
    true,
    true,
    120,
  );
  ins(
    'acme',
    admin,
    'First homes under $900K',
    defaultFilters({ price: { from: null, to: 900_000 }, beds: 2 }),
    'San Jose',
    false,
    true,
    95,
  );
  ins(
    'acme',
    admin,
    'Rentals in San Francisco',
    defaultFilters({
      status: { soon: false, my: false, active: false, open: false, pocket: false, pending: false, closed: false, lease: true },
      price: { from: null, to: 6000 },
    }),
    'San Francisco',
    true,
    false,
    40,
  );
  ins('acme', agent, 'Mission condos', defaultFilters({ type: ['condo'], beds: 2, baths: 2 }), 'San Francisco', true, false, 30);
  ins(
    'acme',
    agent,
    'Family homes with a pool',
    defaultFilters({ type: ['house'], beds: 3, custom: { pool: true } }),
    'Walnut Creek',
    false,
    false,
    12,
  );
  ins(
    'acme',
    agent,
    'East Bay starters',
    defaultFilters({ price: { from: null, to: 1_100_000 }, year_built: { from: 1950, to: null } }),
    'Oakland',
    true,
    true,
    60,
  );
  ins(
    'acme',
    agents.acme[0],
    'Beach bungalows',
    defaultFilters({ type: ['house'], custom: { waterfront: true } }),
    'Santa Cruz',
    true,
    false,
    20,
  );
  ins('bay', agents.bay[0], 'Downtown condos', defaultFilters({ type: ['condo'] }), 'San Jose', false, true, 50);
}

export function seedSearches(
  store: Store,
  now: number,
  facts: { listings: string[]; accounts: Map<string, number>; agents: { acme: number[]; bay: number[] } },
): void {
  const rng = createRng(SEARCH_SEED);
  const agent = facts.accounts.get('acme|agent@acme.test');
  const listingAgents = [agent, ...facts.agents.acme.slice(0, 5)].filter((a): a is number => a !== undefined);
  for (const key of facts.listings) {
    const row = store.get<ListingRow>('SELECT * FROM listings WHERE listing_key = ?', [key]);
    if (row) geoRow(store, rng, row, rng.chance(0.1) ? (listingAgents[0] ?? null) : null);
  }
  seedRecentListings(store, rng, now, listingAgents);
  for (const a of AREAS) {
    store.run('INSERT INTO named_areas (name, sub_name, entry_type, lat, lng, polygon) VALUES (?, ?, ?, ?, ?, ?)', [
      a.name,
      a.sub,
      'neighborhood',
      a.lat,
      a.lng,
      JSON.stringify(hexagon(a.lat, a.lng, a.km, 1.2)),
    ]);
  }
  completeSavedSearches(store, rng);
  seedTemplates(store, rng, now, facts.accounts, facts.agents);
}
