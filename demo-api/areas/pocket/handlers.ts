import type { PocketListing, PocketListRow } from '@/server/upstream/contract/pocket';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { readImage, removeUpload, storeUpload, UPLOAD_PREFIX } from '../../handlers/uploads';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { absoluteUrl } from '../../runtime';

export type PocketRowDb = {
  id: number;
  stack_id: string;
  listing_key: string;
  agent_id: number | null;
  agent_name: string | null;
  tp_id: string | null;
  available_globally: number;
  full_address: string;
  hide_address: number;
  city: string;
  state: string;
  zip: string;
  beds: number | null;
  baths: number | null;
  building_size: number | null;
  lotsize_sqft: number | null;
  garages: number | null;
  year_built: number | null;
  price: number;
  listing_id: string;
  list_agent_name: string;
  list_agent_license: string;
  list_agent_company: string;
  public_remarks: string;
  additional_remarks: string;
  private_remarks: string;
  disclaimer: string;
  listing_date: number | null;
  lat: number;
  lng: number;
  photos: string;
  property_type: string;
  status: PocketListing['status'];
  active: number;
};

const SELECT = 'SELECT p.*, u.display_name AS agent_name FROM pocket_listings p LEFT JOIN users u ON u.id = p.agent_id';

function toggles(ctx: Ctx): Record<string, boolean> {
  return JSON.parse(ctx.caller.app.toggles) as Record<string, boolean>;
}

/**
 * Which pocket listings the caller sees: an agent their own (when the app lets agents have them), an
 * admin the app's; a manager none (403), as the spec's access rule says.
 */
function scope(ctx: Ctx): { where: string; params: unknown[] } {
  const { caller } = ctx;
  if (caller.role === 'manager') throw forbidden('Exclusive listings are for admins and agents.');
  if (caller.role === 'agent' && !toggles(ctx).pocketListingsAllowAgents)
    throw forbidden('Agents may not have exclusive listings in this app.');
  if (caller.role === 'agent') return { where: 'p.stack_id = ? AND p.agent_id = ?', params: [caller.app.stack_id, caller.user.id] };
  return { where: 'p.stack_id = ?', params: [caller.app.stack_id] };
}

function view(ctx: Ctx, r: PocketRowDb): PocketListing {
  const photos = (JSON.parse(r.photos) as string[]).map((p) => absoluteUrl(ctx.rt, p));
  const own = ctx.caller.role === 'agent' && r.agent_id === ctx.caller.user.id;
  return {
    id: r.id,
    listing_key: r.listing_key,
    listing_id: r.listing_id,
    full_address: r.full_address,
    hide_address: r.hide_address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    beds: r.beds,
    baths: r.baths,
    building_size: r.building_size,
    lotsize_sqft: r.lotsize_sqft,
    garages: r.garages,
    year_built: r.year_built,
    price: r.price,
    list_agent_name: r.list_agent_name,
    list_agent_license: r.list_agent_license,
    list_agent_company: r.list_agent_company,
    public_remarks: r.public_remarks,
    additional_remarks: r.additional_remarks,
    ...(own ? { private_remarks: r.private_remarks } : {}),
    disclaimer: r.disclaimer,
    listing_date: r.listing_date,
    lat: r.lat,
    lng: r.lng,
    photos,
    property_type: r.property_type,
    status: r.status,
    active: r.active,
  };
}

function listView(ctx: Ctx, r: PocketRowDb): PocketListRow {
  return { ...view(ctx, r), display_name: r.agent_name, available_globally: r.available_globally, tp_id: r.tp_id };
}

/** One of the caller's pocket listings by key or listing id; 404 otherwise. */
function own(ctx: Ctx, key: string): PocketRowDb {
  const s = scope(ctx);
  const row = ctx.store.get<PocketRowDb>(
    `${SELECT} WHERE ${s.where} AND (p.listing_key = ? OR (p.listing_id <> '' AND p.listing_id = ?))`,
    [...s.params, key, key],
  );
  if (!row) throw notFound('Listing not found');
  return row;
}

/**
 * A photo URL as stored: this upstream's own media (an upload or a generated listing photo), kept as a
 * path; anything else (another host, a script) is refused, as a real upstream would not fetch it.
 */
function storedPhoto(ctx: Ctx, url: string): string {
  const base = ctx.rt.publicUrl.replace(/\/$/, '');
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  if (/^\/media\/uploads\/[\w.-]+$/.test(path) || /^\/media\/listing\/[\w-]{1,40}\/\d{1,2}\.png$/.test(path)) return path;
  throw badRequest('A photo must be one this server stored: upload it first.');
}

let counter = 0;
function newKey(ctx: Ctx): string {
  counter = (counter + 1) % 1000;
  return `PKT${ctx.now().toString(36).toUpperCase()}${counter.toString().padStart(3, '0')}`;
}

export const pocketHandlers: AreaHandlers<'pocket'> = {
  listPockets(_input, ctx) {
    const s = scope(ctx);
    const rows = ctx.store.all<PocketRowDb>(`${SELECT} WHERE ${s.where} ORDER BY p.created_at DESC, p.id DESC`, s.params);
    return { pockets: rows.map((r) => listView(ctx, r)) };
  },

  getPocket(input, ctx) {
    return { pocket: view(ctx, own(ctx, input.listing_key)) };
  },

  savePocket(input, ctx) {
    const { caller, store } = ctx;
    scope(ctx);
    if (toggles(ctx).pocketListingsAutomated || !toggles(ctx).pocketListingsEnabled)
      throw forbidden('Exclusive listings are not entered by hand for this app.');
    const photos = JSON.stringify(input.photos.map((p) => storedPhoto(ctx, p)));
    const fields = {
      full_address: input.full_address.trim(),
      hide_address: input.hide_address,
      city: input.city.trim(),
      state: input.state.trim(),
      zip: input.zip.trim(),
      beds: input.beds,
      baths: input.baths,
      building_size: input.building_size,
      lotsize_sqft: input.lotsize_sqft,
      garages: input.garages,
      year_built: input.year_built,
      price: input.price,
      listing_id: input.listing_id.trim(),
      list_agent_name: input.list_agent_name.trim(),
      list_agent_license: input.list_agent_license.trim(),
      list_agent_company: input.list_agent_company.trim(),
      public_remarks: input.public_remarks,
      additional_remarks: input.additional_remarks,
      disclaimer: input.disclaimer,
      listing_date: input.listing_date,
      lat: input.lat,
      lng: input.lng,
      photos,
      property_type: input.property_type,
      status: input.status,
      active: input.active,
    };
    const agentId = caller.role === 'agent' ? caller.user.id : null;
    // Only the listing's agent keeps private remarks; others never see nor change them.
    const privateRemarks = agentId !== null && input.private_remarks !== undefined ? { private_remarks: input.private_remarks } : {};
    let key = input.listing_key;
    if (key === undefined) {
      key = newKey(ctx);
      const all = {
        ...fields,
        ...privateRemarks,
        stack_id: caller.app.stack_id,
        listing_key: key,
        agent_id: agentId,
        created_at: ctx.now(),
      };
      const cols = Object.keys(all);
      store.run(`INSERT INTO pocket_listings (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`, all);
    } else {
      const row = own(ctx, key);
      if (row.tp_id) throw forbidden('This listing comes from an automated source and cannot be changed here.');
      const set = { ...fields, ...(agentId !== null && row.agent_id === agentId ? privateRemarks : {}) };
      store.run(
        `UPDATE pocket_listings SET ${Object.keys(set)
          .map((c) => `${c} = @${c}`)
          .join(', ')} WHERE id = @id`,
        { ...set, id: row.id },
      );
      // Photos the listing no longer has are deleted (uploads only; generated ones are not files).
      const kept = new Set(JSON.parse(photos) as string[]);
      for (const old of JSON.parse(row.photos) as string[]) if (!kept.has(old)) removeUpload(ctx.rt, old);
      key = row.listing_key;
    }
    return { pocket: view(ctx, own(ctx, key)) };
  },

  async uploadPocketPhoto(_input, ctx) {
    scope(ctx);
    const image = await readImage(ctx.files.file);
    return { photo: ctx.abs(storeUpload(ctx.rt, 'pocket', image)) };
  },

  deletePocket(input, ctx) {
    const row = own(ctx, input.listing_key);
    if (row.tp_id) throw forbidden('This listing comes from an automated source and cannot be deleted here.');
    ctx.store.run('DELETE FROM pocket_listings WHERE id = ?', [row.id]);
    for (const p of JSON.parse(row.photos) as string[]) if (p.startsWith(UPLOAD_PREFIX)) removeUpload(ctx.rt, p);
    return { ok: true as const };
  },
};
