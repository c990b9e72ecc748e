import { ENTITIES, LOOK_ALIKES } from '@/lib/fair-housing/skeleton-data';

/**
 * The skeleton of a text: what a buyer reads, with every way of writing it the same reduced to one
 * spelling, so the fair-housing rules match it however it was typed. Lower case, separators as single
 * spaces. Each step keeps where each character came from, so a match is sliced out of the text as written.
 */

/** One character of the skeleton, and the span of the text as written (UTF-16 offsets) that gave it. */
interface Unit {
  c: string;
  from: number;
  to: number;
}

const entityByName = new Map(Object.entries(ENTITIES).flatMap(([char, names]) => names.split(' ').map((name) => [name, char] as const)));
const lookAlike = new Map(Object.entries(LOOK_ALIKES).flatMap(([reads, chars]) => [...chars].map((char) => [char, reads] as const)));

// What a browser shows for &#128; to &#159; (HTML reads them as windows-1252, so &#150; is an en dash).
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
// HTML's elements: one that breaks a line reads as a space, an inline one as nothing. A tag of another
// name ('<adults only>') is not HTML a browser would hide, so it reads as written.
const BREAKS = /^(?:br|p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|h[1-6]|hr|blockquote|pre|section|article|header|footer)$/i;
const INLINE =
  /^(?:a|abbr|b|bdi|bdo|big|cite|code|data|del|dfn|em|font|i|ins|kbd|mark|q|s|samp|small|span|strike|strong|sub|sup|time|tt|u|var|wbr)$/i;
const MARKUP = /<!--[\s\S]*?-->|<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>|&#(\d{1,7});?|&#x([0-9a-f]{1,6});?|&([a-z][a-z0-9]*);/gi;

function codePoint(n: number): string {
  if (n >= 0x80 && n <= 0x9f) return WINDOWS_1252[n - 0x80]!;
  return n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? '\ufffd' : String.fromCodePoint(n);
}

/** HTML as a browser shows it: entities (named, decimal, hex) decoded, comments and tags dropped. Once, as a browser does. */
function decodeHtml(text: string): Unit[] {
  const units: Unit[] = [];
  const plain = (from: number, to: number) => {
    for (let i = from; i < to;) {
      const c = String.fromCodePoint(text.codePointAt(i)!);
      units.push({ c, from: i, to: i + c.length });
      i += c.length;
    }
  };
  let at = 0;
  for (const m of text.matchAll(MARKUP)) {
    plain(at, m.index);
    at = m.index + m[0].length;
    const [whole, tag, decimal, hex, name] = m;
    let c: string | undefined;
    if (decimal !== undefined) c = codePoint(Number(decimal));
    else if (hex !== undefined) c = codePoint(parseInt(hex, 16));
    else if (name !== undefined) c = entityByName.get(name);
    else if (tag !== undefined) c = BREAKS.test(tag) ? ' ' : INLINE.test(tag) ? '' : undefined;
    else c = ''; // a comment
    // A name the check has no use for (&amp;, &hearts;) reads as written: a symbol either way.
    if (c === undefined) plain(m.index, at);
    else if (c) units.push({ c, from: m.index, to: m.index + whole.length });
  }
  plain(at, text.length);
  return units;
}

const BLANK = /[\p{White_Space}\u2800]/u; // U+2800, the braille blank, shows as a space's width of nothing: a space
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/u; // zero-width, joiners, fillers, variation selectors, tags
const MARK = /\p{M}/u;

/**
 * Character by character: compatibility decomposition (full-width and styled letters, ligatures, accents
 * split off), marks and invisible characters dropped, blanks one space, look-alikes folded, lower case.
 */
function readChars(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  const push = (text: string, from: number, to: number) => {
    for (const c of text) out.push({ c, from, to });
  };
  for (const { c, from, to } of units) {
    for (const char of c) {
      // The few look-alikes whose decomposition reads otherwise ('ϲ' to 'ς') are looked up first.
      const direct = lookAlike.get(char);
      if (direct !== undefined) push(direct, from, to);
      else
        for (const part of char.normalize('NFKD')) {
          if (BLANK.test(part)) push(' ', from, to);
          else if (!MARK.test(part) && !INVISIBLE.test(part)) push((lookAlike.get(part) ?? part).toLowerCase(), from, to);
        }
    }
  }
  return out;
}

/** A character of a word: letters, digits, and the symbols written for letters. */
const WORD = /[\p{L}\p{N}@$|]/u;
const LETTER = /\p{L}/u;
const isWord = (u: Unit | undefined) => u !== undefined && WORD.test(u.c);

/** Two word characters, one of them a letter: what '.' and '/' part as words, and spaced-out letters join. */
const pair = (a: Unit | undefined, b: Unit | undefined) => isWord(a) && isWord(b) && (LETTER.test(a!.c) || LETTER.test(b!.c));

/** Every dash and connector is a space, and so are '.' and '/' between letters ('adults/only', 'u.s.'); '2.5' and '3/2' stay. */
function separate(units: Unit[]): Unit[] {
  return units.map((u, i) => {
    const dash = /[\p{Pd}\p{Pc}\u2212]/u.test(u.c);
    const parts = (u.c === '.' || u.c === '/') && pair(units[i - 1], units[i + 1]);
    return dash || parts ? { ...u, c: ' ' } : u;
  });
}

/**
 * Spaced-out letters are one word: 'a d u l t s only' reads 'adults only'. Only single characters
 * one space apart join, at least one of each pair a letter, so '3 2 1' and 'a. b. c.' stay as they are;
 * a wider gap still parts two spaced words.
 */
function joinSpaced(units: Unit[]): Unit[] {
  const single = (i: number) => isWord(units[i]) && !isWord(units[i - 1]) && !isWord(units[i + 1]);
  return units.filter((u, i) => !(u.c === ' ' && single(i - 1) && single(i + 1) && pair(units[i - 1], units[i + 1])));
}

const FOR_LETTERS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'l',
};

/** Digits and symbols written for letters, in a word that has a letter ('adu1ts', 'n0'); a number ('55', '$500') is left alone. */
function lettersForDigits(units: Unit[]): Unit[] {
  const out = units.map((u) => ({ ...u }));
  for (let start = 0; start < out.length; start++) {
    if (!isWord(out[start])) continue;
    let end = start;
    while (isWord(out[end + 1])) end++;
    const word = out.slice(start, end + 1);
    if (word.some((u) => LETTER.test(u.c))) for (const u of word) u.c = FOR_LETTERS[u.c] ?? u.c;
    start = end;
  }
  return out;
}

/** A run of spaces is one space, spanning the whole run. */
function collapseSpaces(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const u of units) {
    const last = out[out.length - 1];
    if (u.c === ' ' && last?.c === ' ') last.to = u.to;
    else out.push({ ...u });
  }
  return out;
}

/**
 * Letters a reader cannot tell apart, as one: 'i' and 'l' (a capital I reads as either: 'onIy',
 * 'INDEPENDENT'), and 'rn' with 'm'. The rules' patterns go through the same fold (foldLetters).
 */
function foldUnits(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const next = units[i + 1];
    if (u.c === 'r' && next?.c === 'n') {
      out.push({ c: 'm', from: u.from, to: next.to });
      i++;
    } else out.push(u.c === 'i' ? { ...u, c: 'l' } : u);
  }
  return out;
}

/** The fold of foldUnits for a rule's pattern (plain lower-case letters, spaces and regular-expression syntax). */
export const foldLetters = (pattern: string): string => pattern.replace(/i/g, 'l').replace(/rn/g, 'm');

/**
 * The skeleton, and where each of its characters came from: `from[i]` and `to[i]` are the offsets in the
 * text as written of what gave read[i].
 */
export function skeleton(text: string): { read: string; from: number[]; to: number[] } {
  const units = foldUnits(collapseSpaces(lettersForDigits(joinSpaced(separate(readChars(decodeHtml(text)))))));
  let read = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const u of units) {
    read += u.c;
    for (let k = 0; k < u.c.length; k++) {
      from.push(u.from);
      to.push(u.to);
    }
  }
  return { read, from, to };
}
