import { textLength } from '@/lib/forms/text-length';

/**
 * Form fields' rules as plain data, without zod, so 'use client' code can check a form at once
 * without shipping zod (about 31 kB gzip, and its `new Function`, which the CSP refuses). The
 * server's zod schemas are built from the same rules (lib/forms/rules-zod.ts), and
 * tests/unit/form-checks.test.ts holds the two readings to agreement. A field's checks run in
 * order and stop at the first failure: that is the field's one message.
 */

type Limit = { readonly length: number; readonly message: string };

export type TextRule = {
  readonly kind: 'text';
  /** Spaces around are dropped before the checks, and the trimmed text is what is kept. */
  readonly trim: boolean;
  /** Fewest characters (1 for a required field), with its message. */
  readonly min?: Limit;
  readonly max: Limit;
  /** A shape the text must have (an email), checked after the lengths. */
  readonly pattern?: { readonly re: RegExp; readonly message: string };
  /**
   * A field that may be left out: 'keep' keeps it out, 'empty' reads it as '' (unchecked), 'omitEmpty'
   * keeps it out and also treats an empty text as left out. Without it the text must be given.
   */
  readonly optional?: 'keep' | 'empty' | 'omitEmpty';
};

/** A record chosen from a list (an office): a whole number above 0 (and a safe integer). */
export type IdRule = {
  readonly kind: 'id';
  /** The message for anything else, and for a missing id when it is required. */
  readonly message: string;
  /** A missing id (left out or null): 'refuse' it, 'keep' it as sent, or 'omit' it (null reads as left out). */
  readonly missing: 'refuse' | 'keep' | 'omit';
};

/** A yes/no switch that may be left out. */
export type FlagRule = { readonly kind: 'flag' };

/** One of a fixed list (a colour preset): anything else, or nothing, reads `message`. */
export type ChoiceRule = { readonly kind: 'choice'; readonly options: readonly [string, ...string[]]; readonly message: string };

export type FieldRule = TextRule | IdRule | FlagRule | ChoiceRule;
export type FieldRules = { readonly [field: string]: FieldRule };

/**
 * zod's own email pattern (`z.regexes.email`), which the upstream contract's `z.email()` applies: a
 * looser one here would let through addresses the upstream call then refuses. A unit test holds it
 * equal to zod's.
 */
export const CONTRACT_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether a text (already trimmed) is an e-mail address the forms accept: what emailRule() checks. */
export function isEmail(text: string): boolean {
  return textLength(text) <= 254 && CONTRACT_EMAIL_PATTERN.test(text);
}

/** A phone number as the forms accept one: digits, spaces and + ( ) - . only, at least 6 digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})[0-9+()\-.\s]{6,}$/;

type Kept<R extends FieldRule> = R extends TextRule
  ? R extends { optional: 'keep' | 'omitEmpty' }
    ? string | undefined
    : string
  : R extends IdRule
    ? IdKept<R['missing']>
    : R extends ChoiceRule
      ? R['options'][number]
      : boolean | undefined;
// Distributes over a union of choices (a rule built either way keeps either kind of value).
type IdKept<M extends IdRule['missing']> = M extends 'refuse' ? number : M extends 'omit' ? number | undefined : number | null | undefined;

type Sent<R extends FieldRule> = R extends TextRule
  ? R extends { optional: string }
    ? string | undefined
    : string
  : R extends IdRule
    ? number | null | undefined
    : R extends ChoiceRule
      ? string
      : boolean | undefined;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type OptionalWhereUndefined<T> = Simplify<{ [K in Exclude<keyof T, OptionalKeys<T>>]: T[K] } & { [K in OptionalKeys<T>]?: T[K] }>;

/** What a form passes to its rules. */
export type Given<R extends FieldRules> = OptionalWhereUndefined<{ [K in keyof R]: Sent<R[K]> }>;
/** What the rules keep when every field passes: trimmed texts, defaults filled in, unknown fields dropped. */
export type Checked<R extends FieldRules> = OptionalWhereUndefined<{ [K in keyof R]: Kept<R[K]> }>;
/** The first message of each failing field. */
export type FieldErrors<R extends FieldRules> = { [K in keyof R & string]?: string };
export type CheckResult<R extends FieldRules> = { ok: true; data: Checked<R> } | { ok: false; errors: FieldErrors<R> };

type FieldResult = { ok: true; value: unknown } | { ok: false; message: string };

function checkText(rule: TextRule, value: unknown): FieldResult {
  if (value === undefined && rule.optional) return { ok: true, value: rule.optional === 'empty' ? '' : undefined };
  // The types pass only strings here; anything else is checked as an empty text.
  const raw = typeof value === 'string' ? value : '';
  const text = rule.trim ? raw.trim() : raw;
  const length = textLength(text);
  if (rule.min && length < rule.min.length) return { ok: false, message: rule.min.message };
  if (length > rule.max.length) return { ok: false, message: rule.max.message };
  if (rule.pattern && !rule.pattern.re.test(text)) return { ok: false, message: rule.pattern.message };
  return { ok: true, value: rule.optional === 'omitEmpty' && text === '' ? undefined : text };
}

function checkId(rule: IdRule, value: unknown): FieldResult {
  if (value === undefined || value === null) {
    if (rule.missing === 'refuse') return { ok: false, message: rule.message };
    return { ok: true, value: rule.missing === 'keep' ? value : undefined };
  }
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? { ok: true, value } : { ok: false, message: rule.message };
}

function checkChoice(rule: ChoiceRule, value: unknown): FieldResult {
  return typeof value === 'string' && rule.options.includes(value) ? { ok: true, value } : { ok: false, message: rule.message };
}

function checkField(rule: FieldRule, value: unknown): FieldResult {
  if (rule.kind === 'text') return checkText(rule, value);
  if (rule.kind === 'id') return checkId(rule, value);
  if (rule.kind === 'choice') return checkChoice(rule, value);
  return { ok: true, value };
}

/** Checks a form's values against its rules, as the server's schema built from them would. */
export function checkFields<R extends FieldRules>(rules: R, given: Given<R>): CheckResult<R> {
  const values = given as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const result = checkField(rule, values[field]);
    if (!result.ok) errors[field] = result.message;
    else if (result.value !== undefined) data[field] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors: errors as FieldErrors<R> } : { ok: true, data: data as Checked<R> };
}

/** The texts of the common text rules below (the agent edit screen's words, which other forms share). */
export const FIELD_MSG = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  /** Not in the spec (it says 'not shown'); chosen here. */
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

/** Required, then at most `max`, then a valid address: an empty field reads 'Required' only. */
export function emailRule(max = 254) {
  return {
    kind: 'text',
    trim: true,
    min: { length: 1, message: FIELD_MSG.required },
    max: { length: max, message: FIELD_MSG.tooLong(max) },
    pattern: { re: CONTRACT_EMAIL_PATTERN, message: FIELD_MSG.invalidEmail },
  } as const satisfies TextRule;
}

/** A required text, trimmed. */
export function requiredText(max: number) {
  return {
    kind: 'text',
    trim: true,
    min: { length: 1, message: FIELD_MSG.required },
    max: { length: max, message: FIELD_MSG.tooLong(max) },
  } as const satisfies TextRule;
}

/** An optional text: trimmed, '' when left out (the service sends null for it). */
export function optionalText(max: number) {
  return { kind: 'text', trim: true, max: { length: max, message: FIELD_MSG.tooLong(max) }, optional: 'empty' } as const satisfies TextRule;
}
