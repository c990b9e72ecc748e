import {
  ALERT_MSG,
  ALERT_TEXT_MAX,
  ALERT_TITLE_MAX,
  ALERT_TITLE_MIN,
  ALERT_TYPES,
  ALERT_URL_MAX,
  ISO_DATE,
  isCalendarDate,
  SCHEDULE_MINUTES,
  type AlertType,
  type RecipientMode,
  type Timing,
} from '@/lib/alerts/rules';
import { textLength } from '@/lib/forms/text-length';

/**
 * The send form's rules, without zod: the client form imports this.
 * lib/alerts/schema.ts holds the route handler's zod schema; tests/unit/alerts-checks.test.ts holds
 * the two to the same answers. Each field gets its own first message, on that field.
 */

/** What the form holds while editing. */
export type AlertValues = {
  title: string;
  subtitle: string;
  type: AlertType | '';
  text: string;
  url: string;
  listing: { key: string; address: string } | null;
  mode: RecipientMode;
  recipient: { id: number; name: string } | null;
  tags: number[];
  officeId: number | null;
  timing: Timing;
  date: string;
  hour: number;
  minute: number;
};

/** What is sent to POST /api/alerts. */
export type AlertInput = {
  title: string;
  subtitle: string;
  type: AlertType;
  text?: string;
  url?: string;
  listing?: { key: string; address: string };
  recipient?: number;
  tags?: number[];
  officeId?: number;
  timing: Timing;
  schedule?: { date: string; hour: number; minute: number };
};

export type AlertField =
  'title' | 'subtitle' | 'type' | 'text' | 'url' | 'listing' | 'recipient' | 'tags' | 'officeId' | 'date' | 'hour' | 'minute';
export type AlertErrors = Partial<Record<AlertField, string>>;
export type AlertCheck = { ok: true; data: AlertInput } | { ok: false; errors: AlertErrors };

/** A title or subtitle: required, 10 to 140 characters after trimming. */
export function headlineError(text: unknown): string | null {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t === '') return ALERT_MSG.required;
  const n = textLength(t);
  if (n < ALERT_TITLE_MIN) return ALERT_MSG.minLength;
  if (n > ALERT_TITLE_MAX) return ALERT_MSG.maxLength;
  return null;
}

export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export function urlError(url: unknown): string | null {
  const u = typeof url === 'string' ? url.trim() : '';
  if (u === '') return ALERT_MSG.required;
  if (textLength(u) > ALERT_URL_MAX) return ALERT_MSG.urlTooLong;
  return URL_PATTERN.test(u) ? null : ALERT_MSG.urlInvalid;
}

export function textError(text: unknown): string | null {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t === '') return ALERT_MSG.textRequired;
  return textLength(t) > ALERT_TEXT_MAX ? ALERT_MSG.textTooLong : null;
}

/** A non-empty text of at most `max` characters. */
const inRange = (text: string, max: number) => text !== '' && textLength(text) <= max;
const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
/** Tag ids: 0 is the virtual Agent tag, a valid recipient for admins. */
const isTagId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The schedule's date: a calendar day not before the brokerage's today (YYYY-MM-DD). */
export function dateError(date: unknown, today: string): string | null {
  if (typeof date !== 'string' || !ISO_DATE.test(date) || !isCalendarDate(date)) return ALERT_MSG.dateRequired;
  return date < today ? ALERT_MSG.dateBeforeToday : null;
}

/**
 * Checks the form. `today` is the brokerage's date (lib/alerts/rules.ts zonedToday); the server passes its
 * own. A fixed recipient (the user detail card) arrives as `recipient` with mode 'users'.
 */
export function checkAlert(values: AlertValues, today: string): AlertCheck {
  const errors: AlertErrors = {};
  const put = (field: AlertField, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('title', headlineError(values.title));
  put('subtitle', headlineError(values.subtitle));

  const type = (ALERT_TYPES as readonly string[]).includes(values.type) ? (values.type as AlertType) : null;
  if (!type) put('type', ALERT_MSG.typeRequired);
  if (type === 'text') put('text', textError(values.text));
  if (type === 'url') put('url', urlError(values.url));
  if (type === 'listing') {
    const l = values.listing;
    const fine =
      l && typeof l.key === 'string' && typeof l.address === 'string' && inRange(l.key.trim(), 100) && inRange(l.address.trim(), 300);
    if (!fine) put('listing', ALERT_MSG.listingRequired);
  }

  if (values.mode === 'users') {
    if (!values.recipient || !isId(values.recipient.id)) put('recipient', ALERT_MSG.recipientRequired);
  } else if (values.mode === 'tags') {
    if (!Array.isArray(values.tags) || values.tags.length === 0 || values.tags.length > 100 || !values.tags.every(isTagId))
      put('tags', ALERT_MSG.tagsRequired);
  } else {
    put('recipient', ALERT_MSG.recipientRequired);
  }
  if (values.officeId !== null && !isId(values.officeId)) put('officeId', ALERT_MSG.required);

  if (values.timing === 'schedule') {
    put('date', dateError(values.date, today));
    if (!Number.isInteger(values.hour) || values.hour < 0 || values.hour > 23) put('hour', ALERT_MSG.hourInvalid);
    if (!(SCHEDULE_MINUTES as readonly number[]).includes(values.minute)) put('minute', ALERT_MSG.minuteInvalid);
  } else if (values.timing !== 'now') {
    put('date', ALERT_MSG.dateRequired);
  }

  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  const data: AlertInput = { title: values.title.trim(), subtitle: values.subtitle.trim(), type, timing: values.timing };
  if (type === 'text') data.text = values.text.trim();
  if (type === 'url') data.url = values.url.trim();
  if (type === 'listing' && values.listing) data.listing = { key: values.listing.key.trim(), address: values.listing.address.trim() };
  if (values.mode === 'users' && values.recipient) data.recipient = values.recipient.id;
  else data.tags = [...new Set(values.tags)];
  if (values.officeId !== null) data.officeId = values.officeId;
  if (values.timing === 'schedule') data.schedule = { date: values.date, hour: values.hour, minute: values.minute };
  return { ok: true, data };
}

/** The values an input stands for, so the server's schema and this check can be compared (and the server can re-check). */
export function valuesOf(input: AlertInput): AlertValues {
  return {
    title: input.title,
    subtitle: input.subtitle,
    type: input.type,
    text: input.text ?? '',
    url: input.url ?? '',
    listing: input.listing ?? null,
    mode: input.recipient !== undefined ? 'users' : 'tags',
    recipient: input.recipient !== undefined ? { id: input.recipient, name: '' } : null,
    tags: input.tags ?? [],
    officeId: input.officeId ?? null,
    timing: input.timing,
    date: input.schedule?.date ?? '',
    hour: input.schedule?.hour ?? 0,
    minute: input.schedule?.minute ?? 0,
  };
}

export function emptyAlert(
  schedule: { date: string; hour: number; minute: number },
  recipient?: { id: number; name: string },
): AlertValues {
  return {
    title: '',
    subtitle: '',
    type: '',
    text: '',
    url: '',
    listing: null,
    mode: 'users',
    recipient: recipient ?? null,
    tags: [],
    officeId: null,
    timing: 'now',
    ...schedule,
  };
}
