import { checkFields, type Checked, type FieldRules, type Given } from '@/lib/forms/rules';
import { SHOWING_MSG } from '@/lib/showings/rules';

/** The counter modal's rules (a date and a time are required), without zod; lib/showings/schema.ts builds the schemas. */
export const COUNTER_RULES = {
  date: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: SHOWING_MSG.dateRequired },
    max: { length: 10, message: SHOWING_MSG.dateRequired },
    pattern: { re: /^\d{4}-\d{2}-\d{2}$/, message: SHOWING_MSG.dateRequired },
  },
  time: {
    kind: 'text',
    trim: true,
    min: { length: 1, message: SHOWING_MSG.timeRequired },
    max: { length: 5, message: SHOWING_MSG.timeRequired },
    pattern: { re: /^([01]\d|2[0-3]):[0-5]\d$/, message: SHOWING_MSG.timeRequired },
  },
  message: { kind: 'text', trim: true, max: { length: 1000, message: 'At most 1000 characters' }, optional: 'empty' },
} as const satisfies FieldRules;
export type CounterInput = Checked<typeof COUNTER_RULES>;

export function checkCounter(values: Given<typeof COUNTER_RULES>) {
  return checkFields(COUNTER_RULES, values);
}
