/**
 * Data a server component hands to a client component as one JSON string instead of a tree of
 * objects in the RSC payload.
 *
 * Why: the payload's serializer visits every object, array and string of a prop one by one (it must,
 * to find dates, promises and client references), the browser's payload parser and the server's HTML
 * render revive them one by one again, and each object is written into the page twice (markup and
 * inline payload). A page whose client component holds 25 showings with their offers spent more of
 * its CPU there than on its table. `JSON.stringify` and `JSON.parse` are native and run once; a string
 * of 1 kB or more travels in the payload as raw text. It takes JSON values only (no Date, Map,
 * undefined, functions: a type error), so what is packed is exactly what arrives.
 *
 * Used where a list is long (activity, showings with their offers, listings, a search editor's areas);
 * a short list (tags) is handed as it is.
 */
export type Packed<T extends Json> = string & { readonly __packed?: T };

/** A value JSON carries unchanged. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** Server side: the value as a Packed string. */
export function pack<T extends Json>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

const unpacked = new Map<string, unknown>();

/**
 * Client side: the value back. The last few strings read are remembered, so a component may call this
 * on every render without parsing again (a refresh that brings new data brings a new string).
 */
export function unpack<T extends Json>(packed: Packed<T>): T {
  if (unpacked.has(packed)) return unpacked.get(packed) as T;
  const value = JSON.parse(packed) as T;
  if (unpacked.size >= 8) unpacked.delete(unpacked.keys().next().value as string);
  unpacked.set(packed, value);
  return value;
}
