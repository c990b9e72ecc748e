import { z } from 'zod';
import { endpoint, Ok } from './endpoint';

/**
 * Exclusive ('pocket') listings. The spec
 * shows no paths: chosen. An agent sees and changes their own pocket listings; an admin the app's.
 * Photos are uploaded one at a time and the listing keeps their URLs in order.
 */

export const PocketListing = z.object({
  id: z.number().int(),
  listing_key: z.string(),
  listing_id: z.string(),
  full_address: z.string(),
  /** 1: the app shows the listing without its street address. */
  hide_address: z.number().int().min(0).max(1),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  building_size: z.number().nullable(),
  lotsize_sqft: z.number().nullable(),
  garages: z.number().nullable(),
  year_built: z.number().nullable(),
  price: z.number(),
  list_agent_name: z.string(),
  list_agent_license: z.string(),
  list_agent_company: z.string(),
  public_remarks: z.string(),
  additional_remarks: z.string(),
  /** An agent's own notes: answered to agents only. */
  private_remarks: z.string().optional(),
  disclaimer: z.string(),
  /** Unix seconds. */
  listing_date: z.number().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Image URLs, in the order the app shows them. */
  photos: z.array(z.string()),
  property_type: z.string(),
  status: z.enum(['active', 'pending', 'closed']),
  active: z.number().int().min(0).max(1),
});
export type PocketListing = z.output<typeof PocketListing>;

export const PocketListRow = PocketListing.extend({
  /** The agent's display name. */
  display_name: z.string().nullable(),
  /** 1: shown to every user of the app, not only the agent's. */
  available_globally: z.number().int().min(0).max(1),
  /** Present for a listing from an automated source. */
  tp_id: z.string().nullable().optional(),
});
export type PocketListRow = z.output<typeof PocketListRow>;

const Key = z.string().min(1).max(100);

export const listPockets = endpoint({
  name: 'listPockets',
  method: 'GET',
  path: '/pocket',
  chosenPath: true,
  summary: "The caller's pocket listings (an agent's own, an admin's the app's), newest first, with the agent's name.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ pockets: z.array(PocketListRow) }),
});

export const getPocket = endpoint({
  name: 'getPocket',
  method: 'GET',
  path: '/pocket/:listing_key',
  chosenPath: true,
  summary:
    "One of the caller's pocket listings by its key (or listing id), with its photos in order; 404 otherwise. private_remarks only for its agent.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ listing_key: Key }),
  response: z.object({ pocket: PocketListing }),
});

export const savePocket = endpoint({
  name: 'savePocket',
  method: 'POST',
  path: '/pocket',
  chosenPath: true,
  summary:
    "Create a pocket listing (no listing_key: the caller's, or the app's for an admin) or save one of the caller's (its key). " +
    'The photos are URLs this upstream answered for uploads (or the listing already had), in order. An automated app refuses (403). ' +
    'Answers the saved listing.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({
    listing_key: Key.optional(),
    full_address: z.string().min(1).max(200),
    hide_address: z.union([z.literal(0), z.literal(1)]),
    city: z.string().min(1).max(200),
    state: z.string().max(50),
    zip: z.string().min(1).max(20),
    price: z.number().positive(),
    listing_date: z.number().int().positive(),
    property_type: z.string().min(1).max(20),
    status: z.enum(['active', 'pending', 'closed']),
    active: z.union([z.literal(0), z.literal(1)]),
    beds: z.number().nullable(),
    baths: z.number().nullable(),
    building_size: z.number().nullable(),
    lotsize_sqft: z.number().nullable(),
    garages: z.number().nullable(),
    year_built: z.number().nullable(),
    public_remarks: z.string().max(5000),
    additional_remarks: z.string().max(5000),
    private_remarks: z.string().max(5000).optional(),
    disclaimer: z.string().max(5000),
    listing_id: z.string().max(200),
    list_agent_name: z.string().max(200),
    list_agent_license: z.string().max(200),
    list_agent_company: z.string().max(200),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    photos: z.array(z.string().max(2000)).max(30),
  }),
  response: z.object({ pocket: PocketListing }),
});

export const uploadPocketPhoto = endpoint({
  name: 'uploadPocketPhoto',
  method: 'POST',
  path: '/pocket/photo',
  chosenPath: true,
  summary:
    'Store one photo for a pocket listing (multipart field file, a JPEG or PNG). Answers its URL in photo, to save with the listing.',
  auth: 'key',
  scope: 'any',
  body: 'multipart',
  files: ['file'],
  request: z.object({}),
  response: z.object({ photo: z.string() }),
});

export const deletePocket = endpoint({
  name: 'deletePocket',
  method: 'POST',
  path: '/pocket/delete',
  chosenPath: true,
  summary: "Delete one of the caller's pocket listings (its key) and its photos.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ listing_key: Key }),
  response: Ok,
});
