import { z } from 'zod';
import type { Checked, FieldRule, FieldRules, Given, IdRule, TextRule } from '@/lib/forms/rules';

/**
 * The server's reading of the field rules in lib/forms/rules.ts: the zod schemas the route
 * handlers parse with (the copy that counts). Each check stops the field at its first failure, as
 * the browser's `checkFields` does, so both show the same one message.
 */

const stop = (message: string) => ({ message, abort: true });

function textSchema(rule: TextRule) {
  let text = z.string();
  if (rule.trim) text = text.trim();
  if (rule.min) text = text.min(rule.min.length, stop(rule.min.message));
  text = text.max(rule.max.length, stop(rule.max.message));
  if (rule.pattern) text = text.regex(rule.pattern.re, stop(rule.pattern.message));
  switch (rule.optional) {
    case 'keep':
      return text.optional();
    case 'empty':
      return text.default('');
    case 'omitEmpty':
      return text.optional().transform((v) => v || undefined);
    default:
      return text;
  }
}

function idSchema(rule: IdRule) {
  const id = z.number({ error: rule.message }).int(stop(rule.message)).positive(stop(rule.message));
  if (rule.missing === 'refuse') return id;
  if (rule.missing === 'keep') return id.nullable().optional();
  return id
    .nullable()
    .optional()
    .transform((v) => v ?? undefined);
}

function fieldSchema(rule: FieldRule): z.ZodType {
  if (rule.kind === 'text') return textSchema(rule);
  if (rule.kind === 'id') return idSchema(rule);
  if (rule.kind === 'choice') return z.enum(rule.options, { error: rule.message });
  return z.boolean().optional();
}

/** The zod object of a form's rules: parses what `Given` describes into what `Checked` describes. */
export function fieldsSchema<R extends FieldRules>(rules: R): z.ZodType<Checked<R>, Given<R>> {
  const shape = Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fieldSchema(rule)]));
  return z.object(shape) as unknown as z.ZodType<Checked<R>, Given<R>>;
}

/** The first message of each field, for showing under the controls. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
