/**
 * Ways of writing a flagged phrase that a buyer still reads as the phrase, for the fair-housing tests:
 * the hostile tester's probes by name, and a generator that spells out any phrase in every way below,
 * one at a time and two at a time.
 */

/** The probes that were saved under Block before the check read a skeleton, each with the rule that must refuse it. */
export const PROBES: ReadonlyArray<[name: string, text: string, ruleId: string]> = [
  ['an en dash (U+2013) for the hyphen', 'adults\u2013only', 'adults-only'],
  ['an em dash (U+2014) for the hyphen', 'adults\u2014only', 'adults-only'],
  ['a hyphen (U+2010) for the hyphen-minus', 'adults\u2010only', 'adults-only'],
  ['a non-breaking hyphen (U+2011)', 'adults\u2011only', 'adults-only'],
  ['a minus sign (U+2212) for the hyphen', 'adults\u2212only', 'adults-only'],
  ['an underscore for the hyphen', 'adults_only', 'adults-only'],
  ['a full stop for the hyphen', 'adults.only', 'adults-only'],
  ['a slash for the hyphen', 'adults/only', 'adults-only'],
  ['a combining grapheme joiner (U+034F) inside a word', 'adu\u034flts only', 'adults-only'],
  ['a variation selector (U+FE0F) inside a word', 'adu\ufe0flts only', 'adults-only'],
  ['a Hangul filler (U+3164) inside a word', 'adu\u3164lts only', 'adults-only'],
  ['a half-width Hangul filler (U+FFA0) inside a word', 'adu\uffa0lts only', 'adults-only'],
  ['a braille blank (U+2800) for the space', 'adults\u2800only', 'adults-only'],
  ['an accent on a letter (combining acute)', 'adu\u0301lts only', 'adults-only'],
  ['spaced letters', 'a d u l t s only', 'adults-only'],
  ['a capital I for l', 'adults onIy', 'adults-only'],
  ['a digit 1 for l', 'adu1ts only', 'adults-only'],
  ['a Latin alpha (U+0251) for a', '\u0251dults only', 'adults-only'],
  ['a small capital A (U+1D00) for a', '\u1d00dults only', 'adults-only'],
  ['an Armenian o (U+0585) for o', 'adults \u0585nly', 'adults-only'],
  ['&nbsp; for the space', 'adults&nbsp;only', 'adults-only'],
  ['&#32; for the space', 'adults&#32;only', 'adults-only'],
  ['<b></b> inside a word', 'adu<b></b>lts only', 'adults-only'],
  ['the wording christian-neighborhood', 'christian-neighborhood', 'religion-of-people'],
  ['the wording christian area', 'christian area', 'religion-of-people'],
  ['the wording no kid', 'no kid', 'adults-only'],
  ['the wording no teen', 'no teen', 'adults-only'],
  ['the wording no pets or kids', 'no pets or kids', 'adults-only'],
  ['the wording children are not allowed', 'children are not allowed', 'adults-only'],
  ['the wording child-free', 'child-free', 'adults-only'],
];

/** A phrase as its words and the gaps between them (a space or a hyphen as written), so a way can change either. */
interface Written {
  words: string[];
  gaps: string[];
  /** Markup around the whole phrase. */
  around: [string, string];
}

export interface Way {
  name: string;
  /** Every variant this way makes of a phrase; none where it does not apply (no letter it replaces). */
  apply: (w: Written) => Written[];
}

const parse = (phrase: string): Written => {
  const parts = phrase.split(/([ -])/);
  return { words: parts.filter((_, i) => i % 2 === 0), gaps: parts.filter((_, i) => i % 2 === 1), around: ['', ''] };
};
export const render = (w: Written): string =>
  w.around[0] + w.words.map((word, i) => (i === 0 ? word : w.gaps[i - 1] + word)).join('') + w.around[1];

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** What a reader sees as one letter each (a letter and its accents together). */
const graphemes = (s: string) => [...segmenter.segment(s)].map((g) => g.segment);
const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
/** The longest word, where a way that changes one word changes it. */
const longest = (w: Written) => w.words.reduce((best, word, i) => (word.length > w.words[best]!.length ? i : best), 0);
const withWord = (w: Written, i: number, word: string): Written => ({ ...w, words: w.words.map((x, j) => (j === i ? word : x)) });
const inMiddle = (word: string, insert: string) => {
  const chars = [...word];
  const at = Math.ceil(chars.length / 2);
  return chars.slice(0, at).join('') + insert + chars.slice(at).join('');
};

/** Replaces the first `letter` (as given: lower case or a capital) in the phrase's words with `by`. */
function substitute(w: Written, letter: string, by: string): Written[] {
  const i = w.words.findIndex((word) => word.includes(letter));
  if (i < 0) return [];
  const word = w.words[i]!;
  return [withWord(w, i, word.replace(letter, by))];
}
/** The same for a letter in either case, `by` in the letter's case (digits and symbols have none). */
const substituteEither = (w: Written, letter: string, by: string) =>
  [...substitute(w, letter, by), ...substitute(w, letter.toUpperCase(), by.toUpperCase())].slice(0, 1);
/** A digit or symbol for a letter, in a word of two letters or more: alone, '4' is a number, not an 'a'. */
const forLetter = (w: Written, letter: string, by: string) => {
  const short = w.words.map((word) => ([...word].length < 2 ? word : ''));
  const longer = { ...w, words: w.words.map((word, i) => (short[i] ? '' : word)) };
  return substituteEither(longer, letter, by).map((v) => ({ ...v, words: v.words.map((word, i) => short[i] || word) }));
};

const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u0251', '\u1d00', '\u03b1'], // Cyrillic a, Latin alpha, small capital A, Greek alpha
  b: ['\u0299', '\u0432'], // small capital B, Cyrillic ve
  c: ['\u0441', '\u1d04', '\u03f2'], // Cyrillic es, small capital C, Greek lunate sigma
  d: ['\u0501', '\u1d05'], // Cyrillic komi de, small capital D
  e: ['\u0435', '\u1d07', '\u04bd'], // Cyrillic ie, small capital E, Cyrillic abkhasian che
  g: ['\u0261', '\u0262'], // script g, small capital G
  h: ['\u04bb', '\u043d', '\u0570'], // Cyrillic shha, Cyrillic en, Armenian ho
  i: ['\u0456', '\u0131', '\u026a', '\u03b9'], // Cyrillic i, dotless i, small capital I, Greek iota
  j: ['\u0458'], // Cyrillic je
  k: ['\u043a', '\u03ba', '\u1d0b'], // Cyrillic ka, Greek kappa, small capital K
  l: ['I', '\u04cf', '\u01c0', '\u029f'], // capital I, Cyrillic palochka, dental click, small capital L
  m: ['\u043c', '\u1d0d', 'rn'], // Cyrillic em, small capital M, r and n
  n: ['\u0578', '\u0274'], // Armenian vo, small capital N
  o: ['\u043e', '\u03bf', '\u0585', '\u1d0f', '\u0966'], // Cyrillic o, Greek omicron, Armenian o, small capital O, Devanagari zero
  p: ['\u0440', '\u03c1', '\u1d18'], // Cyrillic er, Greek rho, small capital P
  q: ['\u051b'], // Cyrillic qa
  r: ['\u0433', '\u0280'], // Cyrillic ghe, small capital R
  s: ['\u0455', '\ua731'], // Cyrillic dze, small capital S
  t: ['\u0442', '\u1d1b', '\u03c4'], // Cyrillic te, small capital T, Greek tau
  u: ['\u03c5', '\u057d', '\u1d1c'], // Greek upsilon, Armenian seh, small capital U
  v: ['\u03bd', '\u1d20'], // Greek nu, small capital V
  w: ['\u051d', '\u1d21'], // Cyrillic we, small capital W
  x: ['\u0445', '\u03c7'], // Cyrillic ha, Greek chi
  y: ['\u0443', '\u028f', '\u03b3'], // Cyrillic u, small capital Y, Greek gamma
  z: ['\u1d22'], // small capital Z
  A: ['\u0410', '\u0391', '\u13aa'], // Cyrillic, Greek, Cherokee
  B: ['\u0412', '\u0392'],
  C: ['\u0421', '\u03f9'],
  E: ['\u0415', '\u0395'],
  H: ['\u041d', '\u0397'],
  I: ['\u0406', '\u0399', '\u04c0', 'l'], // and a small l for a capital I
  J: ['\u0408'],
  K: ['\u041a', '\u039a'],
  L: ['\u13de'], // Cherokee
  M: ['\u041c', '\u039c'],
  N: ['\u039d'],
  O: ['\u041e', '\u039f', '\u0555', '0'],
  P: ['\u0420', '\u03a1'],
  S: ['\u0405', '\u054f'],
  T: ['\u0422', '\u03a4'],
  X: ['\u0425', '\u03a7'],
  Y: ['\u04ae', '\u03a5'],
  Z: ['\u0396'],
};
const FOR_LETTERS: Array<[letter: string, by: string]> = [
  ['o', '0'],
  ['l', '1'],
  ['i', '1'],
  ['e', '3'],
  ['a', '4'],
  ['s', '5'],
  ['t', '7'],
  ['a', '@'],
  ['s', '$'],
];
const DASHES = [
  '-',
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
  '\u2015',
  '\u2212',
  '\ufe63',
  '\uff0d',
  '_',
  '.',
  '/',
  '\u2215',
  '\u2044',
];
const BLANKS = [
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2002',
  '\u2003',
  '\u2009',
  '\u200a',
  '\u202f',
  '\u205f',
  '\u3000',
  '\u1680',
  '\u2800',
  ' \u200b',
];
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u034f',
  '\ufe0f',
  '\ufe00',
  '\u115f',
  '\u1160',
  '\u3164',
  '\uffa0',
  '\u180e',
  '\u061c',
  '\u200e',
  '\u202c',
  '\u2066',
  '\u{e0041}',
  '\u{1d173}',
];
const ENTITY_GAPS = [
  '&nbsp;',
  '&#32;',
  '&#x20;',
  '&#160;',
  '&#xA0;',
  '&ensp;',
  '&emsp;',
  '&thinsp;',
  '&NonBreakingSpace;',
  '&ndash;',
  '&mdash;',
  '&#8211;',
  '&#150;',
  '&hyphen;',
  '<br>',
  '<br/>',
  '<p></p>',
];
const TAGS = ['<b></b>', '<i></i>', '<span></span>', '<span class="x"></span>', '<!-- -->', '&shy;', '&zwnj;', '&#8203;', '&#x200B;'];
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const NAMED: Record<string, string> = { a: '&aacute;', e: '&egrave;', i: '&icirc;', o: '&ouml;', u: '&uacute;' };

/** Letters a-z (either case) moved by `offset` into another block: full-width, mathematical bold, circled. */
const styled = (word: string, upper: number, lower: number) =>
  [...word]
    .map((ch) =>
      /[a-z]/.test(ch)
        ? String.fromCodePoint(lower + ch.charCodeAt(0) - 97)
        : /[A-Z]/.test(ch)
          ? String.fromCodePoint(upper + ch.charCodeAt(0) - 65)
          : ch,
    )
    .join('');

const letter = /\p{L}/u;
const wordChar = /[\p{L}\p{N}]/u;
/** '.' and '/' part words only between two word characters, one a letter ('2.5' is a number); other gaps go anywhere. */
const gapTakes = (w: Written, i: number, gap: string) => {
  if (!'./\u2215\u2044'.includes(gap)) return true;
  const [left, right] = [w.words[i]!.slice(-1), w.words[i + 1]!.slice(0, 1)];
  return wordChar.test(left) && wordChar.test(right) && (letter.test(left) || letter.test(right));
};
/**
 * Every gap made of `gap`. A blank or dash is repeated for each character the gap had, so a wide gap
 * between spaced-out words stays wide; a '.' or '/' takes only a gap of one.
 */
const everyGap = (w: Written, gap: string): Written[] => {
  const inWord = './\u2215\u2044'.includes(gap);
  if (!w.gaps.length || !w.gaps.every((g, i) => gapTakes(w, i, gap) && (!inWord || g.length === 1))) return [];
  return [{ ...w, gaps: w.gaps.map((g) => gap.repeat(g.length)) }];
};

/** Every way, in the order they combine (case before the look-alikes it changes, markup last). */
export const WAYS: readonly Way[] = [
  { name: 'upper case', apply: (w) => [{ ...w, words: w.words.map((x) => x.toUpperCase()) }] },
  { name: 'title case', apply: (w) => [{ ...w, words: w.words.map((x) => x.charAt(0).toUpperCase() + x.slice(1)) }] },
  {
    name: 'a look-alike for a letter',
    apply: (w) => Object.entries(LOOK_ALIKES).flatMap(([l, subs]) => subs.flatMap((sub) => substitute(w, l, sub))),
  },
  { name: 'a digit or symbol for a letter', apply: (w) => FOR_LETTERS.flatMap(([l, by]) => forLetter(w, l, by)) },
  {
    name: 'an accent on a letter',
    apply: (w) =>
      Object.keys(ACCENTED).flatMap((v) => [
        ...substituteEither(w, v, ACCENTED[v]!),
        ...substituteEither(w, v, `${v}\u0301`),
        ...substituteEither(w, v, `${v}\u0308\u0327\u0316`),
      ]),
  },
  {
    name: 'styled letters',
    apply: (w) => [
      withWord(w, longest(w), styled(w.words[longest(w)]!, 0xff21, 0xff41)),
      withWord(w, longest(w), styled(w.words[longest(w)]!, 0x1d400, 0x1d41a)),
      withWord(w, longest(w), styled(w.words[longest(w)]!, 0x24b6, 0x24d0)),
    ],
  },
  {
    name: 'spaced letters',
    apply: (w) => {
      // Letters only, and the digits written for them ('U.S.' is left as it is).
      const spaced = (x: string) => (/^[\p{L}\p{M}\p{N}@$|]+$/u.test(x) ? graphemes(x).join(' ') : x);
      const single = (i: number) => w.words[i] !== undefined && graphemes(w.words[i]!).length === 1;
      // A word beside a one-letter word ('for a couple') would join it, as a reader might too.
      const one = w.words.flatMap((x, i) =>
        graphemes(x).length > 1 && spaced(x) !== x && !single(i - 1) && !single(i + 1) ? [withWord(w, i, spaced(x))] : [],
      );
      return [...one, { ...w, words: w.words.map(spaced), gaps: w.gaps.map(() => '   ') }];
    },
  },
  { name: 'a dash or connector between the words', apply: (w) => DASHES.flatMap((d) => everyGap(w, d)) },
  { name: 'another blank between the words', apply: (w) => BLANKS.flatMap((b) => everyGap(w, b)) },
  {
    name: 'an invisible character inside a word',
    apply: (w) => INVISIBLE.map((ch) => withWord(w, longest(w), inMiddle(w.words[longest(w)]!, ch))),
  },
  { name: 'an HTML entity or tag between the words', apply: (w) => ENTITY_GAPS.flatMap((e) => everyGap(w, e)) },
  { name: 'markup inside a word', apply: (w) => TAGS.map((t) => withWord(w, longest(w), inMiddle(w.words[longest(w)]!, t))) },
  {
    name: 'an HTML entity for a letter',
    apply: (w) => {
      const i = longest(w);
      const word = w.words[i]!;
      if (/[<&]/.test(word)) return []; // not inside markup
      const vowel = [...word].findIndex((ch) => NAMED[ch] !== undefined);
      const code = word.codePointAt(0)!;
      const rest = [...word].slice(1).join('');
      const out = [withWord(w, i, `&#${code};${rest}`), withWord(w, i, `&#x${code.toString(16)};${rest}`)];
      if (vowel >= 0) out.push(withWord(w, i, word.slice(0, vowel) + NAMED[word[vowel]!]! + word.slice(vowel + 1)));
      return out;
    },
  },
  {
    name: 'markup around the phrase',
    apply: (w) => [
      { ...w, around: ['<b>', '</b>'] },
      { ...w, around: ['<p class="remarks">', '</p>'] },
    ],
  },
];

/** A way's variants as text, each with a name that says what changed (the character's code point where it is invisible). */
export function variants(phrase: string, way: Way): Array<[name: string, text: string]> {
  return way.apply(parse(phrase)).map((w) => {
    const text = render(w);
    const unusual = [...new Set([...text].filter((ch) => !/[\x20-\x7e]/.test(ch)))].map(hex).join(' ');
    return [`${way.name}${unusual ? ` (${unusual})` : ''}`, text];
  });
}

/**
 * Two ways at once, each pair in WAYS order: variants of the first, each rewritten by one variant of the
 * second, taken in turn until every variant of both has been used (without multiplying them all).
 */
export function pairs(phrase: string): Array<[name: string, text: string]> {
  const out: Array<[string, string]> = [];
  WAYS.forEach((first, a) => {
    for (const second of WAYS.slice(a + 1)) {
      const firsts = first.apply(parse(phrase));
      const turns = firsts.length && Math.max(firsts.length, second.apply(parse(phrase)).length);
      for (let k = 0; k < turns; k++) {
        const next = second.apply(firsts[k % firsts.length]!);
        if (next.length) out.push([`${first.name}, then ${second.name}`, render(next[k % next.length]!)]);
      }
    }
  });
  return out;
}
