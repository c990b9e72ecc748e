import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Saved searches and search templates. The spec
 * gives searchlink/savesearch, searchlink_toggle and listings/smartsearch; every other path is chosen
 * here. Filters travel as a JSON text (the spec's 'filters (as text)'); polygons are written as a list
 * of regions, each an open ring of [lng, lat] pairs, and read in either of the spec's shapes.
 */

const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);
const Lat = z.number().min(-90).max(90);
const Lng = z.number().min(-180).max(180);
/** The contract's one written shape: regions of [lng, lat] pairs (at most 3 regions of 500 points). */
export const PolygonOut = z
  .array(
    z
      .array(z.tuple([Lng, Lat]))
      .min(3)
      .max(500),
  )
  .max(3);
const LatLngPoint = z.object({ lat: Lat, lng: Lng });
const PairPoint = z.tuple([Lng, Lat]);
/** Read: one region or a list, lat/lng objects or [lng, lat] pairs (the spec's two shapes). */
export const PolygonIn = z
  .union([z.array(z.union([LatLngPoint, PairPoint])), z.array(z.array(z.union([LatLngPoint, PairPoint])))])
  .nullable();
/** Filters as text: a JSON object of at most 8 KB. */
const FiltersText = z.string().max(8192);

export const SavedSearchShort = z.object({ id: Id, search_name: z.string(), desc: z.string().nullable() });
export const SavedSearchFull = z.object({
  id: Id,
  search_name: z.string(),
  lat: Lat.nullable(),
  lng: Lng.nullable(),
  filters: z.string(),
  polygon: PolygonIn,
  notify_email: Flag,
  notify_push: Flag,
  user_id: Id,
  name: z.string().nullable().optional(),
});
export const SearchTemplate = z.object({
  id: Id,
  name: z.string(),
  created: z.number().int(),
  link: z.string(),
  agent_name: z.string(),
  agent_photo: z.string().nullable(),
  shared: z.union([z.literal(0), z.literal(1)]),
  filters: z.string(),
  polygon: PolygonIn,
  lat: Lat.nullable(),
  lng: Lng.nullable(),
});
export const PreviewProperty = z.object({
  listing_key: z.string(),
  photos: z.array(z.string()),
  full_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  price: z.number(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  building_size: z.number().nullable(),
});

const SearchBody = {
  search_name: z.string().min(1).max(120),
  lat: Lat.nullable(),
  lng: Lng.nullable(),
  filters: FiltersText,
  polygon: PolygonOut,
  notify_email: z.boolean(),
  notify_push: z.boolean(),
};
const QueryBody = { lat: Lat.nullable(), lng: Lng.nullable(), filters: FiltersText, polygon: PolygonOut };

export const listSavedSearches = endpoint({
  name: 'listSavedSearches',
  method: 'GET',
  path: '/searchlink/searches',
  summary:
    "An end user (id, display name) and their saved searches, newest first. Their agent and the app's admins see them; anyone else 404.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ user_id: Id }),
  response: z.object({ user: z.object({ id: Id, display_name: z.string() }), searches: z.array(SavedSearchShort) }),
});

export const getSavedSearch = endpoint({
  name: 'getSavedSearch',
  method: 'GET',
  path: '/searchlink/search/:id',
  summary: 'One saved search in full (name, centre, filters text, polygon, notifications, its user); 404 unless the caller sees the user.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ id: Id }),
  response: z.object({ search: SavedSearchFull }),
});

export const saveSearch = endpoint({
  name: 'saveSearch',
  method: 'POST',
  path: '/searchlink/savesearch',
  summary:
    "Create (no id) or update (id) an end user's saved search, or delete it (delete: true). send_now: send the user the " +
    "matching listings at once. The caller must be the user's agent or an admin of the app (404 otherwise).",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z
    .object({
      id: Id.optional(),
      user_id: Id,
      ...SearchBody,
      send_now: z.boolean().optional(),
      delete: z.boolean().optional(),
    })
    .or(z.object({ id: Id, user_id: Id, delete: z.literal(true) })),
  response: Ok.extend({ id: Id }),
});

export const listTemplates = endpoint({
  name: 'listTemplates',
  method: 'GET',
  path: '/searchlinks',
  summary:
    'Search templates: an agent sees their own and the shared ones; an admin every template of the app. 403 with ' +
    'agentSavedSearchEnabled off.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ links: z.array(SearchTemplate) }),
});

export const getTemplate = endpoint({
  name: 'getTemplate',
  method: 'GET',
  path: '/searchlinks/:id',
  summary: 'One template the caller sees (404 otherwise).',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ id: Id }),
  response: z.object({ link: SearchTemplate }),
});

export const saveTemplate = endpoint({
  name: 'saveTemplate',
  method: 'POST',
  path: '/searchlink/savetemplate',
  summary:
    'Create (no id), update (id) or delete (delete: true) a search template: the saved-search fields without user_id. ' +
    'An agent changes only their own unshared templates (403 for a shared one); an admin any of the app.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ id: Id.optional(), ...SearchBody, delete: z.boolean().optional() }).or(z.object({ id: Id, delete: z.literal(true) })),
  response: Ok.extend({ id: Id }),
});

export const toggleShared = endpoint({
  name: 'toggleShared',
  method: 'POST',
  path: '/searchlink_toggle',
  summary: 'Share a template with every agent of the app (flag 1) or stop (0). Admins only (403).',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ id: Id, flag: z.union([z.literal(0), z.literal(1)]) }),
  response: Ok.extend({ shared: z.union([z.literal(0), z.literal(1)]) }),
});

export const previewListings = endpoint({
  name: 'previewListings',
  method: 'POST',
  path: '/searchlink/preview',
  summary:
    'Listings matching the filters, inside the polygon when one is given, else within `miles` of lat/lng (great-circle ' +
    'distance, earth radius 3959 miles), listed since `since` (unix), newest first, at most 50.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ ...QueryBody, miles: z.number().positive().max(100), since: z.number().int().nonnegative() }),
  response: z.object({ properties: z.array(PreviewProperty) }),
});

export const countListings = endpoint({
  name: 'countListings',
  method: 'POST',
  path: '/searchlink/count',
  summary:
    'Not in the spec: how many listings match the filters inside the polygon (or within `miles` of lat/lng when there is ' +
    "none; everything when neither): the editor's live 'N homes match'.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ ...QueryBody, miles: z.number().positive().max(100).optional() }),
  response: z.object({ count: z.number().int().nonnegative() }),
});

const Point = { lat: Lat.nullable(), lng: Lng.nullable() };
export const smartSearch = endpoint({
  name: 'smartSearch',
  method: 'GET',
  path: '/listings/smartsearch',
  summary:
    'Location suggestions for text (2 to 100 characters): cities, zips, named areas with their polygon, and listing addresses; at most 5 of each.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ q: z.string().min(1).max(100) }),
  response: z.object({
    city: z.array(z.object({ value: z.string(), ...Point })),
    zip: z.array(z.object({ value: z.string(), ...Point })),
    area: z.array(z.object({ value: z.string(), sub_name: z.string(), entry_type: z.string(), lat: Lat, lng: Lng, polygon: PolygonIn })),
    address: z.array(
      z.object({
        ListingKey: z.string(),
        FullStreetAddress: z.string(),
        City: z.string(),
        State: z.string(),
        ZipCode: z.string(),
        ...Point,
      }),
    ),
  }),
});

export const searchOptions = endpoint({
  name: 'searchOptions',
  method: 'GET',
  path: '/searchlink/options',
  summary:
    "Not in the spec: what the editor's map and filter panel need: the app's custom boolean filters (name, label, " +
    'allow_inverse), its default map region ("lat,lng[,zoom]" or null), its named areas and its listings as map points.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({
    custom_filters: z.array(
      z.object({ name: z.string().regex(/^[a-z0-9_]{1,40}$/), label: z.string(), type: z.literal('bool'), allow_inverse: Flag }),
    ),
    default_region: z.string().nullable(),
    areas: z.array(z.object({ value: z.string(), sub_name: z.string(), polygon: PolygonIn })),
    points: z.array(z.object({ listing_key: z.string(), lat: Lat, lng: Lng, price: z.number(), status: z.string() })),
  }),
});

export type PreviewPropertyOut = z.output<typeof PreviewProperty>;
export type SearchTemplateOut = z.output<typeof SearchTemplate>;
