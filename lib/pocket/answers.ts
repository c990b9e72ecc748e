/** The JSON the exclusive-listing route handlers answer. */

export type PocketSaved = { ok: true; key: string; message: string };
export type PocketDeleted = { ok: true; key: string; message: string };
/** An uploaded photo: its URL to keep with the listing, and its size after the server scaled it. */
export type PocketPhotoUploaded = { ok: true; photo: string; width: number; height: number; bytes: number; message: string };
export type Geocoded = { ok: true; lat: number; lng: number; label: string; message: string };
