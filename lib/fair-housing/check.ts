import { FAIR_HOUSING_RULES, SOURCES, type FairHousingRule } from '@/lib/fair-housing/rules';

/**
 * The one fair-housing check (issue 38), run by the browser under each field as staff type and by
 * the route handlers before a save (the server's answer counts). Zod-free and small on purpose: it
 * ships in client bundles. The rules are compiled once into one regular expression per rule.
 */

/** The brokerage's setting: 'warn' saves and shows the findings, 'block' refuses a save with a flag. */
export const FAIR_HOUSING_MODES = ['warn', 'block'] as const;
export type FairHousingMode = (typeof FAIR_HOUSING_MODES)[number];
export const DEFAULT_FAIR_HOUSING_MODE: FairHousingMode = 'warn';

const BLOCKED_START = 'Not saved: the fair-housing check flagged ';

export const FAIR_HOUSING_MSG = {
  modeUpdated: 'Fair-housing check updated',
  blocked: (phrases: readonly string[]) =>
    `${BLOCKED_START}${phrases.map((p) => `“${p}”`).join(', ')}. Reword it, or ask an admin to switch the check to Warn.`,
  /** A form whose spec gives a fixed failure text shows a Block refusal's own message instead. */
  failureText: (fixed: string) => (message: string) => (message.startsWith(BLOCKED_START) ? message : fixed),
  savedWithWarning: (saved: string, phrases: readonly string[]) => `${saved}. Fair-housing warning: ${phrases.map((p) => `“${p}”`).join(', ')}.`,
  modes: { warn: 'Warn: save, and show the flagged phrases', block: 'Block: refuse a save with a flagged phrase' } satisfies Record<FairHousingMode, string>,
} as const;

export interface Finding {
  ruleId: string;
  /** The text as written, from start to end (UTF-16 offsets, as String.slice takes them). */
  phrase: string;
  start: number;
  end: number;
  level: FairHousingRule['level'];
}

/** A finding in one named field of a form or a request body. */
export interface FieldFinding extends Finding {
  field: string;
}

// Patterns are matched against the text as normalise() reads it, where every run of spaces, tabs or
// line breaks is one space: a space in a pattern, inside a [- ] class too, is that one space.
const compiled = FAIR_HOUSING_RULES.map((rule) => ({
  rule,
  re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${rule.pattern})(?![\\p{L}\\p{N}])`, 'giu'),
}));

/**
 * Letters of other scripts that look like Latin ones, as a buyer reads them: Cyrillic and Greek
 * capitals and lower case (a text written with 'а' from Cyrillic reads 'adults only' all the same).
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', Ё: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ѕ: 'S', І: 'I', Ј: 'J', Ԛ: 'Q', Ԝ: 'W',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};

/**
 * The text as a reader sees it, and where each of its characters came from: Unicode NFKC (full-width
 * and styled letters, ligatures), format characters dropped (zero-width spaces and joiners, word
 * joiners, soft hyphens: invisible, so 'adu\u200blts' reads 'adults'), look-alike letters folded, and
 * every run of white space one space. `from[i]` and `to[i]` are the original text's offsets of the
 * character that gave read[i], so a match is sliced out of the text as written.
 */
export function normalise(text: string): { read: string; from: number[]; to: number[] } {
  let read = '';
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const char of text) {
    const start = offset;
    offset += char.length;
    if (/\p{Cf}/u.test(char)) continue;
    for (const part of char.normalize('NFKC')) {
      const folded = /\s/u.test(part) ? ' ' : (LOOK_ALIKES[part] ?? part);
      if (folded === ' ' && read.endsWith(' ')) {
        to[to.length - 1] = offset; // the run of spaces ends here
        continue;
      }
      for (const unit of folded) {
        read += unit;
        from.push(start);
        to.push(offset);
      }
    }
  }
  return { read, from, to };
}
const byId = new Map(FAIR_HOUSING_RULES.map((rule) => [rule.id, rule]));

export function ruleOf(id: string): FairHousingRule {
  const rule = byId.get(id);
  if (!rule) throw new Error(`No fair-housing rule ${id}`);
  return rule;
}

export const sourceOf = (rule: FairHousingRule): string => SOURCES[rule.source];

/** The phrases of one text, in reading order; where two rules overlap, the earlier and longer one. */
export function checkText(text: string): Finding[] {
  if (text.length === 0) return [];
  const { read, from, to } = normalise(text);
  const all: Finding[] = [];
  for (const { rule, re } of compiled) {
    re.lastIndex = 0;
    for (const m of read.matchAll(re)) {
      const start = from[m.index] ?? 0;
      const end = to[m.index + m[0].length - 1] ?? text.length;
      all.push({ ruleId: rule.id, phrase: text.slice(start, end), start, end, level: rule.level });
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Finding[] = [];
  for (const finding of all) {
    const last = kept[kept.length - 1];
    if (!last || finding.start >= last.end) kept.push(finding);
  }
  return kept;
}

/** Every field's findings, fields in the order given; absent and empty fields have none. */
export function checkFields(fields: Record<string, string | null | undefined>): FieldFinding[] {
  return Object.entries(fields).flatMap(([field, text]) => (text ? checkText(text).map((f) => ({ ...f, field })) : []));
}

/** True when the mode refuses these findings: Block refuses a flag; a note never blocks. */
export function blocks(mode: FairHousingMode, findings: readonly Finding[]): boolean {
  return mode === 'block' && findings.some((f) => f.level === 'flag');
}

/** The text with one finding replaced by a rewording, its first letter's case kept. */
export function reword(text: string, finding: Pick<Finding, 'start' | 'end'>, rewording: string): string {
  const first = text.charAt(finding.start);
  const capital = first !== first.toLowerCase();
  const next = capital ? rewording.charAt(0).toUpperCase() + rewording.slice(1) : rewording;
  return text.slice(0, finding.start) + next + text.slice(finding.end);
}
