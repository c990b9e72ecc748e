import { FAIR_HOUSING_RULES, SOURCES, type FairHousingRule } from '@/lib/fair-housing/rules';
import { foldLetters, skeleton } from '@/lib/fair-housing/skeleton';

/**
 * The one fair-housing check, run by the browser under each field as staff type and by
 * the route handlers before a save (the server's answer counts). Zod-free and small on purpose: it
 * ships in client bundles. The rules are compiled once into one regular expression per rule, matched
 * against the text's skeleton, so a phrase is found however it is spelled out.
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
  savedWithWarning: (saved: string, phrases: readonly string[]) =>
    `${saved}. Fair-housing warning: ${phrases.map((p) => `“${p}”`).join(', ')}.`,
  modes: { warn: 'Warn: save, and show the flagged phrases', block: 'Block: refuse a save with a flagged phrase' } satisfies Record<
    FairHousingMode,
    string
  >,
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

// Patterns are matched against the text's skeleton (lib/fair-housing/skeleton.ts): lower case, every
// dash, connector and run of blanks one space. The patterns go through the skeleton's letter fold too.
const compiled = FAIR_HOUSING_RULES.map((rule) => ({
  rule,
  re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${foldLetters(rule.pattern)})(?![\\p{L}\\p{N}])`, 'gu'),
}));

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
  const { read, from, to } = skeleton(text);
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
export function fieldFindings(fields: Record<string, string | null | undefined>): FieldFinding[] {
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
