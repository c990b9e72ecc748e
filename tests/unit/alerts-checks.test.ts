import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_MSG } from '@/lib/alerts/rules';
import { checkAlert, dateError, emptyAlert, type AlertValues } from '@/lib/alerts/check';
import { AlertInput, RecipientQuery, ScheduledAlertParams } from '@/lib/alerts/schema';

/**
 * The browser's send-form check (zod-free) and the route handler's reading (the zod schema, then the
 * 'not before today' rule the handler applies with the brokerage's date) agree on what is accepted and
 * what is kept; a form with one fault shows the same message on both sides.
 */
const TODAY = '2026-11-23';

/** The JSON the form would send for these values, before any check. */
function bodyOf(v: AlertValues): Record<string, unknown> {
  const body: Record<string, unknown> = { title: v.title, subtitle: v.subtitle, type: v.type, timing: v.timing };
  if (v.type === 'text') body.text = v.text;
  if (v.type === 'url') body.url = v.url;
  if (v.type === 'listing' && v.listing) body.listing = v.listing;
  if (v.mode === 'users') {
    if (v.recipient) body.recipient = v.recipient.id;
  } else body.tags = v.tags;
  if (v.officeId !== null) body.officeId = v.officeId;
  if (v.timing === 'schedule') body.schedule = { date: v.date, hour: v.hour, minute: v.minute };
  return body;
}

/** The server's reading: ok with the data, or the messages it gives. */
function server(v: AlertValues): { ok: true; data: unknown } | { ok: false; messages: string[] } {
  const parsed = AlertInput.safeParse(bodyOf(v));
  if (!parsed.success) return { ok: false, messages: parsed.error.issues.map((i) => i.message) };
  const late = parsed.data.schedule ? dateError(parsed.data.schedule.date, TODAY) : null;
  return late ? { ok: false, messages: [late] } : { ok: true, data: parsed.data };
}
function browser(v: AlertValues): { ok: true; data: unknown } | { ok: false; messages: string[] } {
  const checked = checkAlert(v, TODAY);
  return checked.ok ? checked : { ok: false, messages: Object.values(checked.errors) };
}

const headline = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    'Too short',
    'Exactly 10',
    ' Exactly 10 ',
    'A fine title for all',
    '😀😀😀😀😀😀😀😀😀😀',
    'x'.repeat(140),
    'x'.repeat(141),
  ),
  fc.string({ maxLength: 20 }),
);
const values: fc.Arbitrary<AlertValues> = fc.record({
  title: headline,
  subtitle: headline,
  type: fc.constantFrom('', 'url', 'listing', 'text'),
  text: fc.constantFrom('', '  ', 'Hello', 'x'.repeat(1001)),
  url: fc.constantFrom('', 'https://acme.test/x', 'http://a.b', 'ftp://x', 'not a url', ' https://acme.test '),
  listing: fc.constantFrom(null, { key: 'L1', address: '1 Oak St' }, { key: ' ', address: 'x' }, { key: 'L1', address: '' }),
  mode: fc.constantFrom('users', 'tags'),
  recipient: fc.constantFrom(null, { id: 40, name: 'Avery' }, { id: 0, name: 'x' }, { id: -3, name: 'x' }),
  tags: fc.constantFrom([], [0], [4, 4], [1, 2, 3], [-1], [1.5]),
  officeId: fc.constantFrom(null, 5, 0, -1),
  timing: fc.constantFrom('now', 'schedule'),
  date: fc.constantFrom('', '2026-11-22', TODAY, '2026-11-24', '2026-02-30', '2026-13-01', 'tomorrow'),
  hour: fc.constantFrom(0, 9, 23, 24, -1, 9.5),
  minute: fc.constantFrom(0, 15, 30, 45, 10, 60),
}) as fc.Arbitrary<AlertValues>;

describe('the send-form check agrees with the server', () => {
  it('accepts and keeps the same; refuses the same', () => {
    fc.assert(
      fc.property(values, (v) => {
        const b = browser(v);
        const s = server(v);
        expect(b.ok).toBe(s.ok);
        if (b.ok && s.ok) expect(b.data).toEqual(s.data);
        if (!b.ok && !s.ok && b.messages.length === 1) expect(s.messages).toContain(b.messages[0]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("each of the spec's messages, on its field", () => {
  const good: AlertValues = {
    ...emptyAlert({ date: '2026-11-24', hour: 9, minute: 0 }),
    title: 'Open house weekend',
    subtitle: 'Forty homes open on Saturday',
    type: 'text',
    text: 'Hello',
    recipient: { id: 40, name: 'Avery' },
  };
  const cases: [string, Partial<AlertValues>, string, string][] = [
    ['empty title', { title: '  ' }, 'title', ALERT_MSG.required],
    ['short title', { title: 'Too short' }, 'title', ALERT_MSG.minLength],
    ['long title', { title: 'x'.repeat(141) }, 'title', ALERT_MSG.maxLength],
    ['empty subtitle', { subtitle: '' }, 'subtitle', ALERT_MSG.required],
    ['short subtitle', { subtitle: 'Short' }, 'subtitle', ALERT_MSG.minLength],
    ['long subtitle', { subtitle: 'y'.repeat(141) }, 'subtitle', ALERT_MSG.maxLength],
    ['no type', { type: '' }, 'type', ALERT_MSG.typeRequired],
    ['text type without text', { text: '   ' }, 'text', ALERT_MSG.textRequired],
    ['url type with a bad url', { type: 'url', url: 'acme.test' }, 'url', ALERT_MSG.urlInvalid],
    ['listing type without a listing', { type: 'listing' }, 'listing', ALERT_MSG.listingRequired],
    ['no recipient', { recipient: null }, 'recipient', ALERT_MSG.recipientRequired],
    ['tags mode without tags', { mode: 'tags', tags: [] }, 'tags', ALERT_MSG.tagsRequired],
    ['a date before today', { timing: 'schedule', date: '2026-11-22' }, 'date', ALERT_MSG.dateBeforeToday],
    ['minutes other than 00/15/30/45', { timing: 'schedule', minute: 20 }, 'minute', ALERT_MSG.minuteInvalid],
  ];
  it.each(cases)('%s', (_name, change, field, message) => {
    const v = { ...good, ...change };
    expect(checkAlert(v, TODAY)).toEqual({ ok: false, errors: { [field]: message } });
    const s = server(v);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.messages).toEqual([message]);
  });

  it('keeps trimmed texts, only the chosen type’s content, and the schedule when scheduled', () => {
    expect(
      checkAlert(
        { ...good, title: '  Open house weekend ', url: 'https://x.test', timing: 'schedule', date: TODAY, hour: 17, minute: 45 },
        TODAY,
      ),
    ).toEqual({
      ok: true,
      data: {
        title: 'Open house weekend',
        subtitle: good.subtitle,
        type: 'text',
        text: 'Hello',
        recipient: 40,
        timing: 'schedule',
        schedule: { date: TODAY, hour: 17, minute: 45 },
      },
    });
    expect(checkAlert({ ...good, mode: 'tags', tags: [3, 3, 0] }, TODAY)).toMatchObject({ ok: true, data: { tags: [3, 0] } });
  });
});

describe('params and queries', () => {
  it('an alert id is a whole number; the recipient search needs 3 characters', () => {
    expect(ScheduledAlertParams.parse({ alertId: '12' })).toEqual({ alertId: 12 });
    expect(ScheduledAlertParams.safeParse({ alertId: '1e3' }).success).toBe(false);
    expect(RecipientQuery.safeParse({ q: 'av' }).success).toBe(false);
    expect(RecipientQuery.parse({ q: ' ave ', office: '5' })).toEqual({ q: 'ave', office: 5 });
  });
});
