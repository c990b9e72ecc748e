import type { ResponseOf, savedSearches } from '@/server/upstream/contract';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { send } from '../../outbox';
import { listingPhotos } from '../app/views';
import { inRing, milesBetween, toRings, type Pair } from './geo';
import type { SavedSearchRow, TemplateRow } from './schema';
import { PLACES } from './seed';

type Match = {
  listing_key: string;
  full_address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  beds: number | null;
  baths: number | null;
  listing_date: number | null;
  photo_count: number;
  lat: number;
  lng: number;
  status: string;
  prop_type: string;
  sqft: number | null;
  lot_sqft: number | null;
  year_built: number | null;
  hoa: number;
  reduced: number;
  flags: string;
  agent_id: number | null;
};
type Range = { from?: number | null; to?: number | null };
type Filters = {
  status?: Record<string, boolean>;
  type?: string[];
  beds?: number | null;
  baths?: number | null;
  price?: Range;
  dom?: Range;
  year_built?: Range;
  sqft?: Range;
  lot_size?: Range;
  sort?: string;
  reductions?: boolean;
  custom?: Record<string, boolean>;
  no_hoa?: boolean;
};
type Query = { lat: number | null; lng: number | null; filters: string; polygon: Pair[][]; miles?: number; since?: number };

const DAY = 86_400;
/** The apps' default map regions ("lat,lng[,zoom]"); an app without one gets the dashboard's California default. */
const DEFAULT_REGIONS: Record<string, string> = { acme: '37.7599,-122.4148,14' };
const CUSTOM_FILTERS = [
  { name: 'pool', label: 'Pool', type: 'bool' as const, allow_inverse: 1 as const },
  { name: 'waterfront', label: 'Waterfront', type: 'bool' as const, allow_inverse: 1 as const },
  { name: 'view', label: 'View', type: 'bool' as const, allow_inverse: 0 as const },
  { name: 'new_construction', label: 'New construction', type: 'bool' as const, allow_inverse: 1 as const },
];

function readFilters(text: string): Filters {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Filters;
  } catch {
    // fall through
  }
  throw badRequest('filters must be a JSON object');
}

const within = (v: number | null, r: Range | undefined) =>
  !r || ((r.from == null || (v !== null && v >= r.from)) && (r.to == null || (v !== null && v <= r.to)));

function matches(m: Match, f: Filters, me: number, now: number): boolean {
  const status = f.status ?? {};
  if (!(status[m.status] === true || (status.my === true && m.agent_id === me))) return false;
  if (f.type?.length && !f.type.includes(m.prop_type)) return false;
  if (f.beds != null && (m.beds ?? 0) < f.beds) return false;
  if (f.baths != null && (m.baths ?? 0) < f.baths) return false;
  if (!within(m.price, f.price) || !within(m.sqft, f.sqft) || !within(m.lot_sqft, f.lot_size) || !within(m.year_built, f.year_built))
    return false;
  if (f.dom && m.listing_date !== null && !within(Math.floor((now - m.listing_date) / DAY), f.dom)) return false;
  if (f.reductions && m.reduced !== 1) return false;
  if (f.no_hoa && m.hoa === 1) return false;
  const flags = JSON.parse(m.flags) as string[];
  for (const [k, on] of Object.entries(f.custom ?? {})) {
    if (!on) continue;
    if (k.startsWith('not_') ? flags.includes(k.slice(4)) : !flags.includes(k)) return false;
  }
  return true;
}

const SORTERS: Record<string, (a: Match, b: Match) => number> = {
  newest: (a, b) => (b.listing_date ?? 0) - (a.listing_date ?? 0),
  price_low: (a, b) => a.price - b.price,
  price_high: (a, b) => b.price - a.price,
  beds: (a, b) => (b.beds ?? 0) - (a.beds ?? 0),
  sqft: (a, b) => (b.sqft ?? 0) - (a.sqft ?? 0),
};

/** Listings matching a search: filters, then inside any region, else within `miles` of the centre, listed since `since`. */
function search(ctx: Ctx, q: Query): Match[] {
  const f = readFilters(q.filters);
  const now = ctx.now();
  const rows = ctx.store.all<Match>(
    `SELECT l.listing_key, l.full_address, l.city, l.state, l.zip, l.price, l.beds, l.baths, l.listing_date, l.photo_count, g.*
     FROM listing_geo g JOIN listings l ON l.listing_key = g.listing_key WHERE (? IS NULL OR l.listing_date >= ?)`,
    [q.since ?? null, q.since ?? null],
  );
  const rings = q.polygon.filter((r) => r.length >= 3);
  const out = rows.filter((m) => {
    if (rings.length) {
      if (!rings.some((r) => inRing(r, m.lng, m.lat))) return false;
    } else if (q.miles !== undefined && q.lat !== null && q.lng !== null) {
      if (milesBetween(q.lat, q.lng, m.lat, m.lng) > q.miles) return false;
    }
    return matches(m, f, ctx.caller.user.id, now);
  });
  return out.sort(SORTERS[f.sort ?? 'newest'] ?? SORTERS.newest);
}

function checkEnabled(ctx: Ctx): void {
  const toggles = JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;
  if (toggles.agentSavedSearchEnabled !== true) throw forbidden('Search templates are not enabled for this app.');
}

/** An end user whose saved searches the caller manages: their agent, or an admin of their app. */
function endUser(ctx: Ctx, userId: number): { id: number; display_name: string } {
  const { caller } = ctx;
  if (caller.role === 'manager') throw forbidden('Managers do not manage saved searches.');
  const u = ctx.store.get<{ id: number; display_name: string; agent_id: number | null }>(
    'SELECT id, display_name, agent_id FROM end_users WHERE id = ? AND stack_id = ?',
    [userId, caller.app.stack_id],
  );
  if (!u || (caller.role !== 'admin' && u.agent_id !== caller.user.id)) throw notFound('User not found');
  return u;
}

const flagOf = (v: number) => v === 1;
const rings = (text: string) => toRings(JSON.parse(text) as unknown);

type TemplateOut = ResponseOf<typeof savedSearches.getTemplate>['link'];
function templateOut(ctx: Ctx, t: TemplateRow & { agent_name: string; agent_photo: string | null }): TemplateOut {
  return {
    id: t.id,
    name: t.name,
    created: t.created_at,
    link: ctx.abs(`/s/${t.code}`),
    agent_name: t.agent_name,
    agent_photo: ctx.abs(t.agent_photo),
    shared: t.shared === 1 ? 1 : 0,
    filters: t.filters,
    polygon: rings(t.polygon),
    lat: t.lat,
    lng: t.lng,
  };
}

const TEMPLATE_SQL = `SELECT t.*, u.display_name AS agent_name, u.photo AS agent_photo FROM search_templates t JOIN users u ON u.id = t.agent_id
  WHERE t.stack_id = @stack AND (@admin = 1 OR t.agent_id = @me OR t.shared = 1) AND (@id IS NULL OR t.id = @id) ORDER BY t.created_at DESC, t.id DESC`;
function templates(ctx: Ctx, id: number | null = null) {
  checkEnabled(ctx);
  if (ctx.caller.role === 'manager') throw forbidden('Managers do not manage search templates.');
  return ctx.store.all<TemplateRow & { agent_name: string; agent_photo: string | null }>(TEMPLATE_SQL, {
    stack: ctx.caller.app.stack_id,
    admin: ctx.caller.role === 'admin' ? 1 : 0,
    me: ctx.caller.user.id,
    id,
  });
}
function findTemplate(ctx: Ctx, id: number) {
  const t = templates(ctx, id)[0];
  if (!t) throw notFound('Template not found');
  return t;
}

function sendTo(ctx: Ctx, table: 'saved_searches' | 'search_templates', id: number): void {
  ctx.store.run(`UPDATE ${table} SET last_sent = ? WHERE id = ?`, [ctx.now(), id]);
}

export const searchHandlers: AreaHandlers<'saved-searches'> = {
  listSavedSearches(input, ctx) {
    const u = endUser(ctx, input.user_id);
    const rows = ctx.store.all<SavedSearchRow>('SELECT * FROM saved_searches WHERE user_id = ? ORDER BY created_at DESC, id DESC', [u.id]);
    return {
      user: { id: u.id, display_name: u.display_name },
      searches: rows.map((r) => ({
        id: r.id,
        search_name: r.name,
        desc: rings(r.polygon).length ? `${rings(r.polygon).length} drawn region(s)` : null,
      })),
    };
  },

  getSavedSearch(input, ctx) {
    const r = ctx.store.get<SavedSearchRow>('SELECT * FROM saved_searches WHERE id = ?', [input.id]);
    if (!r) throw notFound('Search not found');
    const u = endUser(ctx, r.user_id);
    return {
      search: {
        id: r.id,
        search_name: r.name,
        lat: r.lat,
        lng: r.lng,
        filters: r.criteria,
        polygon: rings(r.polygon),
        notify_email: flagOf(r.notify_email),
        notify_push: flagOf(r.notify_push),
        user_id: u.id,
        name: u.display_name,
      },
    };
  },

  saveSearch(input, ctx) {
    const u = endUser(ctx, input.user_id);
    const existing =
      input.id !== undefined
        ? ctx.store.get<SavedSearchRow>('SELECT * FROM saved_searches WHERE id = ? AND user_id = ?', [input.id, u.id])
        : null;
    if (input.id !== undefined && !existing) throw notFound('Search not found');
    if (input.delete === true) {
      if (!existing) throw badRequest('id is required to delete a search');
      ctx.store.run('DELETE FROM saved_searches WHERE id = ?', [existing.id]);
      return { ok: true, id: existing.id, message: 'Search was deleted!' };
    }
    if (!('search_name' in input)) throw badRequest('search_name is required');
    readFilters(input.filters);
    const values = [
      input.search_name,
      input.filters,
      input.lat,
      input.lng,
      JSON.stringify(input.polygon),
      input.notify_email ? 1 : 0,
      input.notify_push ? 1 : 0,
    ];
    let id: number;
    if (existing) {
      ctx.store.run(
        'UPDATE saved_searches SET name = ?, criteria = ?, lat = ?, lng = ?, polygon = ?, notify_email = ?, notify_push = ?, updated_at = ? WHERE id = ?',
        [...values, ctx.now(), existing.id],
      );
      id = existing.id;
    } else {
      id = Number(
        ctx.store.run(
          'INSERT INTO saved_searches (name, criteria, lat, lng, polygon, notify_email, notify_push, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [...values, u.id, ctx.now()],
        ).lastInsertRowid,
      );
    }
    if (input.send_now) {
      sendTo(ctx, 'saved_searches', id);
      // What a real upstream sends the user: an e-mail with the search (the demo's outbox shows it).
      const to = ctx.store.get<{ email: string }>('SELECT email FROM end_users WHERE id = ?', [u.id])?.email;
      if (to) {
        send(ctx.store, {
          stackId: ctx.caller.app.stack_id,
          kind: 'email',
          to,
          subject: `New homes for your search "${input.search_name}"`,
          body: `Hello ${u.display_name},\n\nYour agent sent you the latest homes for your saved search "${input.search_name}" in the ${ctx.caller.app.name} app.\n`,
        });
      }
    }
    return { ok: true, id };
  },

  listTemplates(_input, ctx) {
    return { links: templates(ctx).map((t) => templateOut(ctx, t)) };
  },

  getTemplate(input, ctx) {
    return { link: templateOut(ctx, findTemplate(ctx, input.id)) };
  },

  saveTemplate(input, ctx) {
    const { caller } = ctx;
    const existing = input.id !== undefined ? findTemplate(ctx, input.id) : null;
    if (!existing) checkEnabled(ctx);
    if (existing && caller.role !== 'admin' && (existing.agent_id !== caller.user.id || existing.shared === 1)) {
      throw forbidden('Only an admin can change a shared template.');
    }
    if (input.delete === true) {
      if (!existing) throw badRequest('id is required to delete a template');
      ctx.store.run('DELETE FROM search_templates WHERE id = ?', [existing.id]);
      return { ok: true, id: existing.id };
    }
    if (!('search_name' in input)) throw badRequest('search_name is required');
    if (caller.role === 'manager') throw forbidden('Managers do not manage search templates.');
    readFilters(input.filters);
    const values = [
      input.search_name,
      input.filters,
      JSON.stringify(input.polygon),
      input.lat,
      input.lng,
      input.notify_email ? 1 : 0,
      input.notify_push ? 1 : 0,
    ];
    if (existing) {
      ctx.store.run(
        'UPDATE search_templates SET name = ?, filters = ?, polygon = ?, lat = ?, lng = ?, notify_email = ?, notify_push = ? WHERE id = ?',
        [...values, existing.id],
      );
      return { ok: true, id: existing.id };
    }
    const code = Math.random().toString(36).slice(2, 10);
    const id = Number(
      ctx.store.run(
        'INSERT INTO search_templates (name, filters, polygon, lat, lng, notify_email, notify_push, stack_id, agent_id, shared, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
        [...values, caller.app.stack_id, caller.user.id, code, ctx.now()],
      ).lastInsertRowid,
    );
    return { ok: true, id };
  },

  toggleShared(input, ctx) {
    const t = findTemplate(ctx, input.id);
    if (ctx.caller.role !== 'admin') throw forbidden('Only an admin can share a template.');
    ctx.store.run('UPDATE search_templates SET shared = ? WHERE id = ?', [input.flag, t.id]);
    return { ok: true, shared: input.flag };
  },

  previewListings(input, ctx) {
    const found = search(ctx, { ...input, polygon: toRings(input.polygon) }).slice(0, 50);
    return {
      properties: found.map((m) => ({
        listing_key: m.listing_key,
        photos: listingPhotos(ctx.rt, m.listing_key, Math.min(1, m.photo_count)),
        full_address: m.full_address,
        city: m.city,
        state: m.state,
        zip: m.zip,
        price: m.price,
        beds: m.beds,
        baths: m.baths,
        building_size: m.sqft,
      })),
    };
  },

  countListings(input, ctx) {
    return { count: search(ctx, { ...input, polygon: toRings(input.polygon) }).length };
  },

  smartSearch(input, ctx) {
    const q = input.q.trim().toLowerCase();
    if (q.length < 2) return { city: [], zip: [], area: [], address: [] };
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const cities = Object.entries(PLACES)
      .filter(([name]) => name.toLowerCase().includes(q))
      .slice(0, 5);
    const zips = ctx.store.all<{ zip: string; city: string }>(
      "SELECT DISTINCT zip, city FROM listings WHERE zip LIKE ? ESCAPE '\\' ORDER BY zip LIMIT 5",
      [like],
    );
    const areas = ctx.store.all<{ name: string; sub_name: string; entry_type: string; lat: number; lng: number; polygon: string }>(
      "SELECT * FROM named_areas WHERE lower(name) LIKE ? ESCAPE '\\' OR lower(sub_name) LIKE ? ESCAPE '\\' ORDER BY name LIMIT 5",
      [like, like],
    );
    const addresses = ctx.store.all<{
      listing_key: string;
      full_address: string;
      city: string;
      state: string;
      zip: string;
      lat: number | null;
      lng: number | null;
    }>(
      `SELECT l.listing_key, l.full_address, l.city, l.state, l.zip, g.lat, g.lng FROM listings l LEFT JOIN listing_geo g ON g.listing_key = l.listing_key
       WHERE lower(l.full_address) LIKE ? ESCAPE '\\' ORDER BY l.full_address LIMIT 5`,
      [like],
    );
    return {
      city: cities.map(([value, p]) => ({ value, lat: p.lat, lng: p.lng })),
      zip: zips.map((z) => ({ value: z.zip, lat: PLACES[z.city]?.lat ?? null, lng: PLACES[z.city]?.lng ?? null })),
      area: areas.map((a) => ({
        value: a.name,
        sub_name: a.sub_name,
        entry_type: a.entry_type,
        lat: a.lat,
        lng: a.lng,
        polygon: rings(a.polygon),
      })),
      address: addresses.map((a) => ({
        ListingKey: a.listing_key,
        FullStreetAddress: a.full_address,
        City: a.city,
        State: a.state,
        ZipCode: a.zip,
        lat: a.lat,
        lng: a.lng,
      })),
    };
  },

  searchOptions(_input, ctx) {
    const areas = ctx.store.all<{ name: string; sub_name: string; polygon: string }>(
      'SELECT name, sub_name, polygon FROM named_areas ORDER BY name',
    );
    const points = ctx.store.all<{ listing_key: string; lat: number; lng: number; price: number; status: string }>(
      'SELECT g.listing_key, g.lat, g.lng, l.price, g.status FROM listing_geo g JOIN listings l ON l.listing_key = g.listing_key ORDER BY g.listing_key',
    );
    return {
      custom_filters: CUSTOM_FILTERS,
      default_region: DEFAULT_REGIONS[ctx.caller.app.stack_id] ?? null,
      areas: areas.map((a) => ({ value: a.name, sub_name: a.sub_name, polygon: rings(a.polygon) })),
      points,
    };
  },
};
