/**
 * How the palette orders what matches a query, best first: the whole text, then its start, then the
 * start of a word in it (a name's surname, an e-mail's domain), then anywhere in it, then every typed
 * word somewhere. Accents and case do not count. Equal scores keep their given order.
 */

export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const WORD_START = /[\s@.,_\-/()#]/;

/** The best (lowest) score of `query` against any of `fields`; null when none matches. */
export function matchScore(query: string, fields: readonly string[]): number | null {
  const q = normalise(query);
  if (!q) return 0;
  const words = q.split(' ');
  let best: number | null = null;
  for (const field of fields) {
    const f = normalise(field);
    let score: number | null = null;
    if (f === q) score = 0;
    else if (f.startsWith(q)) score = 1;
    else if (f.includes(q)) {
      let at = f.indexOf(q);
      score = 3;
      while (at > 0) {
        if (WORD_START.test(f[at - 1] ?? '')) {
          score = 2;
          break;
        }
        at = f.indexOf(q, at + 1);
      }
    } else if (words.length > 1 && words.every((w) => f.includes(w))) score = 4;
    if (score !== null && (best === null || score < best)) best = score;
  }
  return best;
}

/**
 * The items that match, best first. With `keepUnmatched` (records the upstream already found, by a
 * field the palette does not show), those that match no shown field stay, after the rest.
 */
export function rank<T>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => readonly string[],
  opts: { keepUnmatched?: boolean } = {},
): T[] {
  return items
    .map((item, index) => ({ item, index, score: matchScore(query, fieldsOf(item)) ?? (opts.keepUnmatched ? 5 : null) }))
    .filter((s): s is { item: T; index: number; score: number } => s.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((s) => s.item);
}
