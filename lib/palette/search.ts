import { allowed, type ActionName, type Viewer } from '@/lib/access';

/** The kinds of record the palette finds, each with the access-table actions that let a viewer read it. */
export type SearchKind = 'users' | 'agents' | 'listings' | 'tags' | 'templates';

export const SEARCH_KINDS: readonly { kind: SearchKind; label: string; actions: readonly ActionName[] }[] = [
  { kind: 'users', label: 'Users', actions: ['users.read'] },
  { kind: 'agents', label: 'Agents', actions: ['agents.read'] },
  // Featured listings and exclusive listings are one kind: either list lets the viewer find its own.
  { kind: 'listings', label: 'Listings', actions: ['featured.read', 'pocket.read'] },
  { kind: 'tags', label: 'Tags', actions: ['tags.read'] },
  { kind: 'templates', label: 'Search Templates', actions: ['templates.read'] },
];

/** The most records the palette shows of one kind. */
export const RESULTS_PER_KIND = 5;
/** Fewer typed characters than this search nothing (the screens still filter). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;

export function searchableKinds(v: Viewer): SearchKind[] {
  return SEARCH_KINDS.filter((k) => k.actions.some((a) => allowed(v, a))).map((k) => k.kind);
}

/** One record found (or opened recently): what the option says and the page it opens. */
export type PaletteRecord = { kind: SearchKind; id: string; label: string; detail: string; href: string };

/** One kind's results, labelled; `failed` holds the message when its upstream read failed. */
export type PaletteGroup = { kind: SearchKind; label: string; records: PaletteRecord[]; failed?: string };
