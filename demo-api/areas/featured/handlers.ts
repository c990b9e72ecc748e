import type { FeaturedListing } from '@/server/upstream/contract/featured';
import { managedOffices } from '../../auth/caller';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { listingPhotos } from '../app/views';
import { videoHandlers } from './videos';

type Row = {
  id: number;
  listing_key: string;
  agent_id: number | null;
  agent_name: string | null;
  manual: number;
  active: number;
  status: FeaturedListing['status'];
  views: number;
  additional_remarks: string | null;
  full_address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  photo_count: number;
};

const SELECT = `SELECT f.id, f.listing_key, f.agent_id, u.display_name AS agent_name, f.manual, f.active, f.status, f.views, f.additional_remarks,
    l.full_address, l.city, l.state, l.zip, l.price, l.photo_count
  FROM featured_listings f JOIN listings l ON l.listing_key = f.listing_key LEFT JOIN users u ON u.id = f.agent_id`;

/** Which featured listings the caller sees: an agent their own, a manager their offices' agents', an admin the app's. */
function scope(ctx: Ctx): { where: string; params: unknown[] } {
  const { caller } = ctx;
  if (caller.role === 'agent') return { where: 'f.stack_id = ? AND f.agent_id = ?', params: [caller.app.stack_id, caller.user.id] };
  const offices = managedOffices(ctx.store, caller);
  if (offices === null) return { where: 'f.stack_id = ?', params: [caller.app.stack_id] };
  return {
    where: 'f.stack_id = ? AND u.office_id IN (SELECT value FROM json_each(?))',
    params: [caller.app.stack_id, JSON.stringify(offices)],
  };
}

function view(ctx: Ctx, r: Row): FeaturedListing {
  return {
    listing_key: r.listing_key,
    listing_id: r.listing_key,
    full_address: r.full_address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    price: r.price,
    status: r.status,
    active: r.active,
    manual: r.manual,
    photos: listingPhotos(ctx.rt, r.listing_key, r.photo_count),
    meta: { views: r.views },
    agents: r.agent_id !== null && r.agent_name !== null ? [{ id: r.agent_id, name: r.agent_name }] : [],
    additional_remarks: r.additional_remarks,
  };
}

/** One of the caller's featured listings by key (or by listing id, the same in the demo); 404 otherwise. */
function own(ctx: Ctx, key: string): Row {
  const s = scope(ctx);
  const row = ctx.store.get<Row>(`${SELECT} WHERE ${s.where} AND f.listing_key = ?`, [...s.params, key]);
  if (!row) throw notFound('Featured listing not found');
  return row;
}

export const featuredHandlers: AreaHandlers<'featured'> = {
  listFeatured(input, ctx) {
    const s = scope(ctx);
    // The premier list of the one template variant: the shown listings of the manual kind (the brokerage's picks).
    const premier = input.template === 'premier' ? ' AND f.manual = 1 AND f.active = 1' : '';
    const rows = ctx.store.all<Row>(`${SELECT} WHERE ${s.where}${premier} ORDER BY f.added_at DESC, f.id DESC`, s.params);
    return { featureds: rows.map((r) => view(ctx, r)) };
  },

  addFeatured(input, ctx) {
    const { caller, store } = ctx;
    if (!store.get('SELECT 1 FROM listings WHERE listing_key = ?', [input.key])) throw notFound('Listing not found');
    const agentId = caller.role === 'agent' ? caller.user.id : null;
    const taken = store.get('SELECT 1 FROM featured_listings WHERE stack_id = ? AND listing_key = ? AND agent_id IS ?', [
      caller.app.stack_id,
      input.key,
      agentId,
    ]);
    if (taken) throw conflict('This listing is featured already.');
    store.run(
      `INSERT INTO featured_listings (stack_id, listing_key, agent_id, manual, active, status, views, additional_remarks, added_at)
       VALUES (?, ?, ?, 1, 1, 'active', 0, NULL, ?)`,
      [caller.app.stack_id, input.key, agentId, ctx.now()],
    );
    return { featured: view(ctx, own(ctx, input.key)) };
  },

  setFeaturedActive(input, ctx) {
    const row = own(ctx, input.key);
    ctx.store.run('UPDATE featured_listings SET active = ? WHERE id = ?', [input.active, row.id]);
    return { featured: view(ctx, own(ctx, input.key)) };
  },

  deleteFeatured(input, ctx) {
    const row = own(ctx, input.key);
    if (row.manual !== 1) throw forbidden('An automatic featured listing cannot be removed: hide it instead.');
    ctx.store.run('DELETE FROM featured_listings WHERE id = ?', [row.id]);
    return { ok: true as const };
  },

  updateFeaturedRemarks(input, ctx) {
    const row = own(ctx, input.listing_id);
    const remarks = input.remarks.trim();
    ctx.store.run('UPDATE featured_listings SET additional_remarks = ? WHERE id = ?', [remarks === '' ? null : remarks, row.id]);
    return { featured: view(ctx, own(ctx, input.listing_id)) };
  },

  ...videoHandlers,
};
