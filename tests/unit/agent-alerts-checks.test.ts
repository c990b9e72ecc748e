import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { lockProblems, prefsProblems, type LockChange } from '@/lib/agent-alerts/check';
import { BEHAVIOURS, type AlertPrefs } from '@/lib/agent-alerts/model';
import { ALERT_MSG, defaultPrefs } from '@/lib/agent-alerts/rules';
import { AlertPrefsInput, LockInput } from '@/lib/agent-alerts/schema';

/** A zod schema's reading in the checks' shape: the first message of each path. */
function zodErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const num = (...extra: number[]) => fc.constantFrom(...extra, 0, -1, 1.5, Number.NaN, 1439, 1440);
const channels = fc.oneof(
  fc.subarray(['push', 'email'] as const),
  fc.constantFrom(['push', 'push'], ['sms'], ['email', 'push', 'email'], ['fax', 'email']),
);
const choice = fc.record({ on: fc.boolean(), channels, n: fc.oneof(fc.constant(null), num(2, 3, 14, 50, 51, 365, 366)) });
const prefs = fc.record({
  behaviours: fc.record(Object.fromEntries(BEHAVIOURS.map((b) => [b, choice])) as Record<(typeof BEHAVIOURS)[number], typeof choice>),
  quiet: fc.record({ on: fc.boolean(), start: num(1260, 480), end: num(480, 1260), mode: fc.constantFrom('email', 'hold', 'loud') }),
  digestAt: num(1080),
  timeZone: fc.constantFrom('America/New_York', 'UTC', 'Mars/Olympus', 'x'.repeat(65), ''),
}) as fc.Arbitrary<AlertPrefs>;

describe("the alert choices' check agrees with the server's schema", () => {
  it('the same first message on the same field, for any choices', () => {
    fc.assert(
      fc.property(prefs, (p) => {
        expect(prefsProblems(p)).toEqual(zodErrors(AlertPrefsInput, p));
      }),
      { numRuns: 3000 },
    );
  });

  it('the defaults are sound; an alert on with no channel and quiet hours of no length are not', () => {
    const d = defaultPrefs('America/New_York');
    expect(prefsProblems(d)).toEqual({});
    expect(AlertPrefsInput.safeParse(d).success).toBe(true);
    const none = {
      ...d,
      behaviours: { ...d.behaviours, hot: { on: true, channels: [], n: null } },
      quiet: { ...d.quiet, end: d.quiet.start },
    };
    expect(prefsProblems(none)).toEqual({ 'behaviours.hot.channels': ALERT_MSG.channelNeeded, 'quiet.end': ALERT_MSG.quietSame });
    expect(zodErrors(AlertPrefsInput, none)).toEqual(prefsProblems(none));
  });
});

describe("the lock's check agrees with the server's schema", () => {
  it('for any change', () => {
    const change = fc.record({
      behaviour: fc.constantFrom(...BEHAVIOURS, 'loud'),
      officeId: num(5),
      locked: fc.constantFrom(true, false, 'yes'),
    }) as fc.Arbitrary<LockChange>;
    fc.assert(
      fc.property(change, (c) => {
        expect(lockProblems(c)).toEqual(zodErrors(LockInput, c));
      }),
      { numRuns: 500 },
    );
  });
});
