import { z } from 'zod';
import { idParams } from '@/lib/forms/route-params';
import { URL_PATTERN, type AlertInput as CheckedAlert } from '@/lib/alerts/check';
import {
  ALERT_MSG,
  ALERT_TEXT_MAX,
  ALERT_TITLE_MAX,
  ALERT_TITLE_MIN,
  ALERT_TYPES,
  ALERT_URL_MAX,
  ISO_DATE,
  SCHEDULE_MINUTES,
  TIMINGS,
} from '@/lib/alerts/rules';

/**
 * The send form's zod schema, for the route handler (the copy that counts). The client imports
 * lib/alerts/check.ts; tests/unit/alerts-checks.test.ts holds both to the same answers.
 * The schedule's 'not before today' needs the brokerage's time zone, so the handler checks it after
 * parsing with alerts-check's dateError (the same function the browser runs).
 */

const stop = (message: string) => ({ message, abort: true });

const headline = z
  .string({ error: ALERT_MSG.required })
  .trim()
  .min(1, stop(ALERT_MSG.required))
  .min(ALERT_TITLE_MIN, stop(ALERT_MSG.minLength))
  .max(ALERT_TITLE_MAX, stop(ALERT_MSG.maxLength));

const id = (message: string) =>
  z.number({ error: message }).int(stop(message)).positive(stop(message)).max(Number.MAX_SAFE_INTEGER, stop(message));

export const AlertInput = z
  .object({
    title: headline,
    subtitle: headline,
    type: z.enum(ALERT_TYPES, { error: ALERT_MSG.typeRequired }),
    text: z.string().trim().max(ALERT_TEXT_MAX, stop(ALERT_MSG.textTooLong)).optional(),
    url: z.string().trim().max(ALERT_URL_MAX, stop(ALERT_MSG.urlTooLong)).optional(),
    listing: z
      .object(
        {
          key: z
            .string({ error: ALERT_MSG.listingRequired })
            .trim()
            .min(1, stop(ALERT_MSG.listingRequired))
            .max(100, stop(ALERT_MSG.listingRequired)),
          address: z
            .string({ error: ALERT_MSG.listingRequired })
            .trim()
            .min(1, stop(ALERT_MSG.listingRequired))
            .max(300, stop(ALERT_MSG.listingRequired)),
        },
        { error: ALERT_MSG.listingRequired },
      )
      .optional(),
    recipient: id(ALERT_MSG.recipientRequired).optional(),
    tags: z
      .array(
        z
          .number({ error: ALERT_MSG.tagsRequired })
          .int(stop(ALERT_MSG.tagsRequired))
          .min(0, stop(ALERT_MSG.tagsRequired))
          .max(Number.MAX_SAFE_INTEGER, stop(ALERT_MSG.tagsRequired)),
        { error: ALERT_MSG.tagsRequired },
      )
      .min(1, ALERT_MSG.tagsRequired)
      .max(100, ALERT_MSG.tagsRequired)
      .optional(),
    officeId: id(ALERT_MSG.required).optional(),
    timing: z.enum(TIMINGS),
    schedule: z
      .object({
        date: z.string({ error: ALERT_MSG.dateRequired }).regex(ISO_DATE, ALERT_MSG.dateRequired),
        hour: z
          .number({ error: ALERT_MSG.hourInvalid })
          .int(stop(ALERT_MSG.hourInvalid))
          .min(0, ALERT_MSG.hourInvalid)
          .max(23, ALERT_MSG.hourInvalid),
        minute: z
          .number({ error: ALERT_MSG.minuteInvalid })
          .int(stop(ALERT_MSG.minuteInvalid))
          .refine((m) => (SCHEDULE_MINUTES as readonly number[]).includes(m), ALERT_MSG.minuteInvalid),
      })
      .optional(),
  })
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (a.type === 'text' && !a.text) issue('text', ALERT_MSG.textRequired);
    if (a.type === 'url') {
      if (!a.url) issue('url', ALERT_MSG.required);
      else if (!URL_PATTERN.test(a.url)) issue('url', ALERT_MSG.urlInvalid);
    }
    if (a.type === 'listing' && !a.listing) issue('listing', ALERT_MSG.listingRequired);
    if (a.recipient === undefined && a.tags === undefined) issue('recipient', ALERT_MSG.recipientRequired);
    if (a.recipient !== undefined && a.tags !== undefined) issue('recipient', ALERT_MSG.recipientRequired);
    if (a.timing === 'schedule' && !a.schedule) issue('date', ALERT_MSG.dateRequired);
  })
  .transform((a): CheckedAlert => {
    const out: CheckedAlert = { title: a.title, subtitle: a.subtitle, type: a.type, timing: a.timing };
    if (a.type === 'text') out.text = a.text;
    if (a.type === 'url') out.url = a.url;
    if (a.type === 'listing') out.listing = a.listing;
    if (a.recipient !== undefined) out.recipient = a.recipient;
    else out.tags = [...new Set(a.tags)];
    if (a.officeId !== undefined) out.officeId = a.officeId;
    if (a.timing === 'schedule') out.schedule = a.schedule;
    return out;
  });
export type AlertInput = z.output<typeof AlertInput>;

/** /api/alerts/scheduled/[alertId]. */
export const ScheduledAlertParams = idParams('alertId');

/** The recipient search: 3+ characters, an office when offices are on. */
export const RecipientQuery = z.object({
  q: z.string().trim().min(3).max(100),
  office: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number)
    .optional(),
});

/** Listing suggestions by text. */
export const ListingQuery = z.object({ q: z.string().trim().min(2).max(100) });
