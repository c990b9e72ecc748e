import type { SeedCtx } from '../../seed/context';
import { PLACES } from '../saved-searches/seed';

type Plan = {
  key: string;
  owner: 'agent' | 'other' | 'brokerage';
  address: string;
  city: keyof typeof PLACES;
  zip: string;
  type: string;
  status: 'active' | 'pending' | 'closed';
  active: 0 | 1;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  photos: number;
  hide?: 1;
  global?: 1;
  feed?: string;
  /** Where it stands from the city's centre, in thousandths of a degree. */
  at: [number, number];
  remarks: string;
};

/** Exclusive listings: the demo agent's (every status, hidden address, none and 30 photos), another agent's, the brokerage's, one from a feed. */
const PLAN: Plan[] = [
  {
    key: 'PKTACME01',
    owner: 'agent',
    address: '1420 Dolores St',
    city: 'San Francisco',
    zip: '94110',
    type: 'sfamily',
    status: 'active',
    active: 1,
    price: 1_895_000,
    beds: 4,
    baths: 3,
    sqft: 2350,
    photos: 30,
    global: 1,
    at: [-6, -3],
    remarks: 'Edwardian with a remodelled kitchen, a garden and a garage, two blocks from Dolores Park. Not yet on the MLS.',
  },
  {
    key: 'PKTACME02',
    owner: 'agent',
    address: '88 Vista Ct',
    city: 'Oakland',
    zip: '94610',
    type: 'condo',
    status: 'pending',
    active: 1,
    price: 749_000,
    beds: 2,
    baths: 2,
    sqft: 1120,
    photos: 8,
    hide: 1,
    at: [4, 2],
    remarks: 'Top-floor condo with lake views; the sellers ask for a quiet sale.',
  },
  {
    key: 'PKTACME03',
    owner: 'agent',
    address: '2217 Ashby Ave',
    city: 'Berkeley',
    zip: '94705',
    type: 'land',
    status: 'closed',
    active: 0,
    price: 620_000,
    beds: null,
    baths: null,
    sqft: null,
    photos: 0,
    at: [-13, 5],
    remarks: 'A buildable lot in the Elmwood, sold before listing.',
  },
  {
    key: 'PKTACME04',
    owner: 'agent',
    address: '455 Waverley St',
    city: 'Palo Alto',
    zip: '94301',
    type: 'townhouse',
    status: 'active',
    active: 1,
    price: 2_450_000,
    beds: 3,
    baths: 2.5,
    sqft: 1780,
    photos: 12,
    at: [3, -6],
    remarks: 'Townhouse downtown, walk to University Avenue.',
  },
  {
    key: 'PKTACME05',
    owner: 'other',
    address: '1187 Lincoln Ave',
    city: 'San Jose',
    zip: '95125',
    type: 'resinc',
    status: 'active',
    active: 1,
    price: 1_650_000,
    beds: 6,
    baths: 4,
    sqft: 3100,
    photos: 10,
    at: [-4, -8],
    remarks: 'Fourplex in Willow Glen, fully leased.',
  },
  {
    key: 'PKTACME06',
    owner: 'brokerage',
    address: '2600 Ygnacio Valley Rd',
    city: 'Walnut Creek',
    zip: '94596',
    type: 'mfr',
    status: 'active',
    active: 0,
    price: 289_000,
    beds: 2,
    baths: 2,
    sqft: 1040,
    photos: 6,
    global: 1,
    at: [5, 14],
    remarks: 'Manufactured home in a 55+ community.',
  },
  {
    key: 'PKTACME07',
    owner: 'brokerage',
    address: '310 Grand Ave',
    city: 'Oakland',
    zip: '94610',
    type: 'condo',
    status: 'active',
    active: 1,
    price: 565_000,
    beds: 1,
    baths: 1,
    sqft: 760,
    photos: 5,
    feed: 'feed-88231',
    at: [-3, 6],
    remarks: 'From the brokerage’s private-listing feed.',
  },
];

/** The screen's Pro Tips (help section 'pocket'). */
const HELP = [
  { title: 'Adding an exclusive listing', type: 'video', content: '/media/video/exclusive-listings.mp4' },
  {
    title: 'Photos and location',
    type: 'text',
    content:
      'Geocode the address, then drag the marker onto the house. Photos of about 300-400 KB and up to 1600 px wide load fastest; larger ones are scaled for you.',
  },
] as const;

export function seedPocket({ store, now, get }: SeedCtx): void {
  HELP.forEach((h, i) =>
    store.run("INSERT INTO help_items (section, title, type, content, sort) VALUES ('pocket', ?, ?, ?, ?)", [
      h.title,
      h.type,
      h.content,
      i,
    ]),
  );
  const accounts = get('accounts');
  const agent = accounts.get('acme|agent@acme.test') ?? null;
  const other = get('agents').acme.find((id) => id !== agent) ?? null;
  const insert = store.stmt(
    `INSERT INTO pocket_listings (stack_id, listing_key, agent_id, tp_id, available_globally, full_address, hide_address, city, state, zip, beds, baths,
       building_size, lotsize_sqft, garages, year_built, price, listing_id, list_agent_name, list_agent_license, list_agent_company, public_remarks,
       additional_remarks, private_remarks, disclaimer, listing_date, lat, lng, photos, property_type, status, active, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'CA', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Acme Realty', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  PLAN.forEach((p, i) => {
    const owner = p.owner === 'agent' ? agent : p.owner === 'other' ? other : null;
    const place = PLACES[p.city]!;
    const photos = Array.from({ length: p.photos }, (_, n) => `/media/listing/${p.key}/${n + 1}.png`);
    insert.run(
      'acme',
      p.key,
      owner,
      p.feed ?? null,
      p.global ?? 0,
      p.address,
      p.hide ?? 0,
      p.city,
      p.zip,
      p.beds,
      p.baths,
      p.sqft,
      p.type === 'land' ? 6500 : p.sqft === null ? null : Math.round(p.sqft * 2.4),
      p.type === 'land' ? null : i % 3,
      p.type === 'land' ? null : 1920 + i * 13,
      p.price,
      p.feed ? `ML${8_810_000 + i}` : '',
      p.owner === 'agent' ? 'Avery Agent' : '',
      p.owner === 'agent' ? 'DRE #01234567' : '',
      p.remarks,
      p.owner === 'agent' ? 'Sellers prefer a 30-day close; call before showing.' : '',
      'Information deemed reliable but not guaranteed.',
      now - (i + 2) * 86_400 * 3,
      Number((place.lat + p.at[0] / 1000).toFixed(6)),
      Number((place.lng + p.at[1] / 1000).toFixed(6)),
      JSON.stringify(photos),
      p.type,
      p.status,
      p.active,
      now - (i + 1) * 3_600,
    );
  });
}
