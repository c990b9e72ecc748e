import type { AppData, Agent, AgentRow, Listing, MortgagePro, SessionUser } from '@/server/upstream/contract';
import type { AppRow, ListingRow, MproRow, UserRow } from './db/rows';
import type { Store } from './db/store';
import { absoluteUrl, type Runtime } from './runtime';

/** Row → contract shapes. Image paths are stored relative and made absolute here, from the public URL. */
type Env = Pick<Runtime, 'publicUrl'> & { store: Store };

/** Whether an agent may have their own Mortgage Pro: flagged, or the app allows every agent. */
export function mayHaveOwnMpro(app: AppRow, user: UserRow): boolean {
  return user.kind === 'agent' && (user.mpro_agent === 1 || app.mpro_allow_agents === 1);
}

export function sessionUser(env: Env, user: UserRow, app: AppRow): SessionUser {
  const stack = encodeURIComponent(app.stack_id);
  return {
    id: user.id,
    type: user.kind,
    subType: user.sub_type,
    email: user.email,
    display_name: user.display_name,
    photo: absoluteUrl(env, user.photo),
    office_id: user.office_id,
    payments: app.payments === 1,
    payments_link: app.payments ? absoluteUrl(env, `/billing/${stack}`) : null,
    agent_payments_link: user.self_provisioned && user.guid ? absoluteUrl(env, `/billing/${stack}/agent_${user.guid}`) : null,
    agent_data:
      user.kind === 'agent'
        ? {
            self_provisioned: user.self_provisioned === 1,
            subscription_status: user.subscription_status,
            subscription_cancel_at: user.subscription_cancel_at,
            ...(user.guid ? { guid: user.guid } : {}),
          }
        : null,
  };
}

export function appData(env: Env, app: AppRow, user: UserRow | null): AppData {
  const stack = encodeURIComponent(app.stack_id);
  const version = app.theme_color.replace('#', '');
  const admins = env.store.all<{ display_name: string; email: string }>("SELECT display_name, email FROM users WHERE stack_id = ? AND kind = 'admin' ORDER BY id", [app.stack_id]);
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
  };
}

export type AgentListRow = UserRow & { office_name: string | null };

export function agentRow(env: Env, row: AgentListRow): AgentRow {
  return {
    id: row.id,
    display_name: row.display_name,
    email: row.email,
    phone: row.phone,
    photo: absoluteUrl(env, row.photo),
    total_users: row.total_users,
    active: row.active,
    priority: row.priority,
    office: row.office_name,
    login_count: row.login_count,
  };
}

export function agent(env: Env, row: AgentListRow): Agent {
  return {
    id: row.id,
    display_name: row.display_name,
    email: row.email,
    office: row.office_id,
    office_name: row.office_name,
    crm_email: row.crm_email,
    phone: row.phone,
    web: row.web,
    bio: row.bio,
    license: { licenseDisplay: row.license_display, licenseNumber: row.license_number, licensePrefix: row.license_prefix },
    active: row.active,
    brokerage_name: row.brokerage_name,
    photo: absoluteUrl(env, row.photo),
    priority: row.priority,
    self_provisioned: row.self_provisioned === 1,
    subscription_status: row.subscription_status,
    subscription_cancel_at: row.subscription_cancel_at,
  };
}

export function listingPhotos(env: Env, key: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => absoluteUrl(env, `/media/listing/${encodeURIComponent(key)}/${n + 1}.png`));
}

export function listing(env: Env, row: ListingRow): Listing {
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

export function mortgagePro(env: Env, row: MproRow): MortgagePro {
  return {
    display_name: row.display_name,
    email: row.email,
    phone: row.phone,
    web: row.web,
    company: row.company,
    license: { licenseNumber: row.license_number },
    photo: absoluteUrl(env, row.photo),
  };
}
