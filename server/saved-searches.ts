import 'server-only';
import { can, type Viewer } from '@/lib/access';
import { pictureView, REGION_MAP_HEIGHT } from '@/lib/map-picture';
import { centroid, defaultCentre, readRegions, type Region } from '@/lib/saved-searches/polygons';
import {
  canEditTemplate,
  draftCentre,
  PREVIEW_DAYS,
  PREVIEW_MILES,
  type PreviewProperty,
  type SavedSearch,
  type SearchDraft,
  type SearchTemplate,
  type Suggestion,
} from '@/lib/saved-searches/rules';
import { filtersText, readFilters, type CustomFilter } from '@/lib/saved-searches/filters';
import type { CountInput, SearchInput } from '@/lib/saved-searches/schema';
import type { ListingPoints } from '@/lib/saved-searches/answers';
import { callerOf } from '@/server/upstream/caller';
import { config } from '@/server/config';
import { HttpError } from '@/server/http';
import { mapPicture } from '@/server/map-picture';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { savedSearches as calls } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * Saved searches and templates' service: every function takes the session and answers the app's own
 * types (lib/saved-searches/rules.ts). Filters are read whole (lib/saved-searches/filters.ts readFilters), polygons in
 * either of the spec's shapes (lib/saved-searches/polygons.ts readRegions).
 */

const yes = (f: boolean | 0 | 1) => f === true || f === 1;

/** The search's centre: the given one, else the middle of its regions. */
function centreOf(input: { lat: number | null; lng: number | null; regions: Region[] }): { lat: number | null; lng: number | null } {
  if (input.lat !== null && input.lng !== null) return { lat: input.lat, lng: input.lng };
  const c = centroid(input.regions);
  return c ? { lat: c.lat, lng: c.lng } : { lat: null, lng: null };
}

type Draft = Omit<SearchDraft, 'notifyEmail' | 'notifyPush'> & { notifyEmail?: boolean; notifyPush?: boolean };

function upstreamBody(input: Draft) {
  return {
    search_name: input.name,
    ...centreOf(input),
    filters: filtersText(input.filters),
    polygon: input.regions,
    notify_email: input.notifyEmail ?? false,
    notify_push: input.notifyPush ?? false,
  };
}

/** The end user a saved search is for (404 unless the viewer manages them), with their saved searches. */
/** The user a saved search is made for, with their searches' names. */
export type SearchUser = { id: number; name: string; searches: { id: number; name: string }[] };

export async function getSearchUser(session: Session, userId: number): Promise<SearchUser> {
  const r = await call(calls.listSavedSearches, { user_id: userId }, callerOf(session));
  return { id: r.user.id, name: r.user.display_name, searches: r.searches.map((s) => ({ id: s.id, name: s.search_name })) };
}

export async function getSavedSearch(session: Session, id: number): Promise<SavedSearch> {
  const { search: s } = await call(calls.getSavedSearch, { id }, callerOf(session));
  return {
    id: s.id,
    userId: s.user_id,
    name: s.search_name,
    lat: s.lat,
    lng: s.lng,
    filters: readFilters(s.filters),
    regions: readRegions(s.polygon),
    notifyEmail: yes(s.notify_email),
    notifyPush: yes(s.notify_push),
  };
}

/** A saved search of that user, or 404 (a search id under another user's path). */
export async function searchOfUser(session: Session, id: number, userId: number): Promise<SavedSearch> {
  const search = await getSavedSearch(session, id);
  if (search.userId !== userId) throw new HttpError(404, 'Search not found');
  return search;
}

export async function createSavedSearch(session: Session, userId: number, input: SearchInput): Promise<number> {
  const { id } = await call(calls.saveSearch, { user_id: userId, ...upstreamBody(input), send_now: false }, callerOf(session));
  return id;
}

export async function updateSavedSearch(session: Session, id: number, userId: number, input: SearchInput): Promise<void> {
  await call(calls.saveSearch, { id, user_id: userId, ...upstreamBody(input) }, callerOf(session));
}

export async function deleteSavedSearch(session: Session, id: number, userId: number): Promise<void> {
  await call(calls.saveSearch, { id, user_id: userId, delete: true }, callerOf(session));
}

/** Send Now: the saved search as stored, sent to its user at once. */
export async function sendSavedSearch(session: Session, search: SavedSearch): Promise<void> {
  await call(calls.saveSearch, { id: search.id, user_id: search.userId, ...upstreamBody(search), send_now: true }, callerOf(session));
}

function toPreview(p: calls.PreviewPropertyOut): PreviewProperty {
  return {
    listingKey: p.listing_key,
    photo: p.photos[0] ?? null,
    address: p.full_address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    price: p.price,
    beds: p.beds,
    baths: p.baths,
    buildingSize: p.building_size,
  };
}

/** The spec's preview: the matches of the last week within 5 miles (inside the regions when drawn); a failure is an empty list. */
export async function previewSearch(
  session: Session,
  draft: Pick<SearchDraft, 'filters' | 'regions' | 'lat' | 'lng'>,
  now = Date.now(),
): Promise<PreviewProperty[]> {
  try {
    const since = Math.floor(now / 1000) - PREVIEW_DAYS * 86_400;
    const { properties } = await call(
      calls.previewListings,
      { ...centreOf(draft), filters: filtersText(draft.filters), polygon: draft.regions, miles: PREVIEW_MILES, since },
      callerOf(session),
    );
    return properties.map(toPreview);
  } catch {
    return [];
  }
}

/** The live 'N homes match'. */
export async function countMatches(session: Session, q: CountInput): Promise<number> {
  const { count } = await call(
    calls.countListings,
    { lat: q.lat, lng: q.lng, filters: filtersText(q.filters), polygon: q.regions },
    callerOf(session),
  );
  return count;
}

/** A suggestion failure empties the list, as the spec says. */
export async function suggestLocations(session: Session, q: string): Promise<Suggestion[]> {
  try {
    const r = await call(calls.smartSearch, { q }, callerOf(session));
    return [
      ...r.city.map((c): Suggestion => ({ kind: 'city', label: c.value, lat: c.lat, lng: c.lng })),
      ...r.zip.map((z): Suggestion => ({ kind: 'zip', label: z.value, lat: z.lat, lng: z.lng })),
      ...r.area.map((a): Suggestion => ({
        kind: 'area',
        label: a.value,
        subName: a.sub_name,
        lat: a.lat,
        lng: a.lng,
        regions: readRegions(a.polygon),
      })),
      ...r.address.map((a): Suggestion => ({
        kind: 'address',
        label: `${a.FullStreetAddress}, ${a.City}, ${a.State} ${a.ZipCode}`,
        listingKey: a.ListingKey,
        lat: a.lat,
        lng: a.lng,
      })),
    ];
  } catch {
    return [];
  }
}

export type SearchOptions = {
  customFilters: CustomFilter[];
  centre: { lat: number; lng: number; zoom: number };
  areas: { name: string; subName: string; regions: Region[] }[];
};

export async function getSearchOptions(session: Session): Promise<SearchOptions> {
  const o = await call(calls.searchOptions, {}, callerOf(session));
  return {
    customFilters: o.custom_filters.map((c) => ({ name: c.name, label: c.label, allowInverse: yes(c.allow_inverse) })),
    centre: defaultCentre(o.default_region),
    areas: o.areas.map((a) => ({ name: a.value, subName: a.sub_name, regions: readRegions(a.polygon) })),
  };
}

/**
 * The app's listings as GeoJSON points for the editor's map (GET /api/search-listings/points), which
 * the map fetches once it is interactive: hundreds of points in the page itself made the editor's RSC
 * payload three times larger and cost every render of the page their serialization.
 */
export async function listingPoints(session: Session): Promise<ListingPoints> {
  const o = await call(calls.searchOptions, {}, callerOf(session));
  return {
    type: 'FeatureCollection',
    features: o.points.map((p) => ({
      type: 'Feature',
      properties: { status: p.status, price: p.price },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
}

function toTemplate(t: calls.SearchTemplateOut): SearchTemplate {
  return {
    id: t.id,
    name: t.name,
    created: t.created,
    link: t.link,
    agentName: t.agent_name,
    agentPhoto: t.agent_photo,
    shared: t.shared === 1,
    lat: t.lat,
    lng: t.lng,
    filters: readFilters(t.filters),
    regions: readRegions(t.polygon),
    notifyEmail: true,
    notifyPush: true,
  };
}

export async function listTemplates(session: Session): Promise<SearchTemplate[]> {
  const { links } = await call(calls.listTemplates, {}, callerOf(session));
  return links.map(toTemplate);
}

export async function getTemplate(session: Session, id: number): Promise<SearchTemplate> {
  const { link } = await call(calls.getTemplate, { id }, callerOf(session));
  return toTemplate(link);
}

/** A template the viewer may change, or 403 (an agent and a shared template) without sending anything. */
export async function changeableTemplate(session: Session, viewer: Viewer, id: number): Promise<SearchTemplate> {
  const t = await getTemplate(session, id);
  if (!canEditTemplate(viewer, t)) throw new HttpError(403, 'Only an admin can change a shared template.');
  return t;
}

export async function saveTemplate(session: Session, input: SearchInput, id?: number): Promise<number> {
  const r = await call(calls.saveTemplate, { ...(id ? { id } : {}), ...upstreamBody(input) }, callerOf(session));
  return r.id;
}

export async function deleteTemplate(session: Session, id: number): Promise<void> {
  await call(calls.saveTemplate, { id, delete: true }, callerOf(session));
}

export async function setTemplateShared(session: Session, id: number, shared: boolean): Promise<void> {
  await call(calls.toggleShared, { id, flag: shared ? 1 : 0 }, callerOf(session));
}

/** A read that answers null for the upstream's 404 (an unknown or foreign record: the page's not-found). */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return null;
    throw err;
  }
}

export type EditorContext = {
  map: { styleUrl: string; centre: { lat: number; lng: number; zoom: number }; areas: { name: string; regions: Region[] }[] };
  customFilters: CustomFilter[];
  templates: { id: number; name: string; filters: SearchTemplate['filters'] }[];
};

/** What every editor page needs besides its record: the map (style, centre, areas, listings), the custom filters and the templates to apply. */
export async function editorContext(session: Session, viewer: Viewer, exceptTemplate?: number): Promise<EditorContext> {
  const [options, templates] = await Promise.all([
    getSearchOptions(session),
    can.searchTemplates(viewer) ? listTemplates(session) : Promise.resolve([]),
  ]);
  return {
    map: { styleUrl: config().map.styleUrl, centre: options.centre, areas: options.areas },
    customFilters: options.customFilters,
    templates: templates.filter((t) => t.id !== exceptTemplate).map((t) => ({ id: t.id, name: t.name, filters: t.filters })),
  };
}

/** An editor's setup: the draft it starts from, its context and the picture of its regions. */
export function editorSetup(initial: SearchDraft, context: EditorContext) {
  const view = pictureView({ centre: draftCentre(initial, context.map.centre), rings: initial.regions, height: REGION_MAP_HEIGHT });
  return { initial, ...context, picture: mapPicture(view) };
}
