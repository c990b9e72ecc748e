import type { PaletteRecord, SearchKind } from '@/lib/palette/search';

/** How many recently opened records the empty palette shows. */
export const RECENT_MAX = 5;

const KINDS = new Set<SearchKind>(['users', 'agents', 'listings', 'tags', 'templates']);

/** The list after opening `record`: it goes first, once. */
export function withRecent(list: readonly PaletteRecord[], record: PaletteRecord): PaletteRecord[] {
  return [record, ...list.filter((r) => r.href !== record.href)].slice(0, RECENT_MAX);
}

/** The stored list, keeping only well-formed records with a path of this site (storage is the browser's to change). */
export function readRecent(raw: string | null): PaletteRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (r): r is PaletteRecord =>
        typeof r === 'object' &&
        r !== null &&
        KINDS.has((r as PaletteRecord).kind) &&
        ['id', 'label', 'detail', 'href'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string') &&
        /^\/(?![/\\])/.test((r as PaletteRecord).href),
    )
    .slice(0, RECENT_MAX);
}
