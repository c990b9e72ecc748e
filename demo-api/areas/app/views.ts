import type { AppData, Listing } from '@/server/upstream/contract';
import type { AppRow, ListingRow, UserRow } from '../../db/rows';
import { absoluteUrl, type ViewEnv } from '../../runtime';
import { mayHaveOwnMpro } from '../mortgage-pro/views';

/** Row → contract shapes. Image paths are stored relative and made absolute here, from the public URL. */
export function appData(env: ViewEnv, app: AppRow, user: UserRow | null): AppData {
  const stack = encodeURIComponent(app.stack_id);
  const version = app.theme_color.replace('#', '');
  const admins = env.store.all<{ display_name: string; email: string }>(
    "SELECT display_name, email FROM users WHERE stack_id = ? AND kind = 'admin' ORDER BY id",
    [app.stack_id],
  );
  return {
    stack_id: app.stack_id,
    name: app.name,
    icon: absoluteUrl(env, `/media/app/${stack}/icon.png?v=${version}`),
    theme: { logo: absoluteUrl(env, `/media/app/${stack}/logo.png?v=${version}`), color: app.theme_color },
    template: app.template,
    toggles: JSON.parse(app.toggles) as Record<string, boolean>,
    strings: JSON.parse(app.strings) as Record<string, string>,
    plan: { agents: env.store.agentCount(app.stack_id), limit: app.plan_limit },
    super_admins: admins.map((a) => ({ name: a.display_name, email: a.email })),
    countries: ['us'],
    payments: app.payments === 1,
    self_prov_link: null,
    mpro_agent: user ? mayHaveOwnMpro(app, user) : false,
    // Both demo brokerages are in California.
    time_zone: 'America/Los_Angeles',
  };
}

export function listingPhotos(env: ViewEnv, key: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => absoluteUrl(env, `/media/listing/${encodeURIComponent(key)}/${n + 1}.png`));
}

export function listing(env: ViewEnv, row: ListingRow): Listing {
  return {
    listing_key: row.listing_key,
    full_address: row.full_address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    price: row.price,
    photos: listingPhotos(env, row.listing_key, row.photo_count),
    beds: row.beds,
    baths: row.baths,
    lot_size: row.lot_size,
    listing_date: row.listing_date,
    details_list: JSON.parse(row.details) as { label: string; value: string }[],
    description: row.description,
    mls: { mls_disclaimer: row.mls_disclaimer },
  };
}
