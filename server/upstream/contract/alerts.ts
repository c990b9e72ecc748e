import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Push notifications. The spec gives only delete_scheduled_alert's path (and alert_tags, in tags.ts); the
 * rest are chosen here. Offices come from agents.listOffices (only read when offices are enabled).
 */

export const AlertType = z.enum(['url', 'listing', 'text']);

export const Alert = z.object({
  id: Id,
  title: z.string(),
  subtitle: z.string(),
  meta_type: AlertType,
  /** The text, the URL, or the listing's key. */
  meta_value: z.string(),
  /** A listing alert's address (not in the spec's field list; the tables show it instead of the key). */
  meta_address: z.string().nullable().optional(),
  /** Who it went to, as shown: a user's name, or the tag names joined by ', '. */
  recipient: z.string().nullable(),
  /** When it was sent (sent alerts) or created (scheduled), unix seconds. */
  when: z.number().int(),
  /** When a scheduled alert goes out, unix seconds; null for one sent at once. */
  schedule_date: z.number().int().nullable(),
  /** The sender's name. */
  display_name: z.string(),
});
export type Alert = z.output<typeof Alert>;

export const listAlerts = endpoint({
  name: 'listAlerts',
  method: 'GET',
  path: '/alerts',
  summary:
    'Sent alerts, newest first (at most 200). An admin sees every alert of the app, an agent or manager the ones they sent. ' +
    'A scheduled alert whose time has come is delivered first: it leaves the scheduled list and appears here.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ alerts: z.array(Alert) }),
});

export const listScheduledAlerts = endpoint({
  name: 'listScheduledAlerts',
  method: 'GET',
  path: '/alerts/scheduled',
  summary: 'Alerts waiting for their time, soonest first, under `alerts`; who sees which as for listAlerts.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({}),
  response: z.object({ alerts: z.array(Alert) }),
});

export const deleteScheduledAlert = endpoint({
  name: 'deleteScheduledAlert',
  method: 'POST',
  path: '/delete_scheduled_alert',
  summary: 'Remove a scheduled alert before it goes out: an admin any of the app, others their own (404 otherwise, or when it has gone).',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ id: Id }),
  response: Ok,
});

export const sendAlert = endpoint({
  name: 'sendAlert',
  method: 'POST',
  path: '/alerts/send',
  summary:
    'Send (timing now) or schedule (timing schedule, send_date_time an exact instant in unix seconds) a push notification. ' +
    'type url needs url, text needs text, listing needs key and address (404 for an unknown listing). recipient: one end user ' +
    "the caller may reach (an admin: any of the app; an agent: their own; a manager: their offices' agents' users); or tags: " +
    'tag ids the caller sees (0, the Agent tag, admins only: every active agent). office_id narrows tag recipients to the users of ' +
    "that office's agents. Errors answer { message } (shown to the sender). A recipient set that reaches nobody is 400.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({
    title: z.string().min(1).max(140),
    subtitle: z.string().min(1).max(140),
    type: AlertType,
    text: z.string().max(1000).optional(),
    url: z.string().max(2000).optional(),
    key: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    recipient: Id.optional(),
    tags: z.array(Id).max(100).optional(),
    timing: z.enum(['now', 'schedule']),
    send_date_time: z.number().int().optional(),
    office_id: Id.optional(),
  }),
  response: z.object({ ok: z.literal(true), id: Id, recipients: z.number().int().nonnegative(), message: z.string().optional() }),
});

export const RecipientUser = z.object({ id: Id, display_name: z.string(), email: z.string() });

export const alertRecipients = endpoint({
  name: 'alertRecipients',
  method: 'GET',
  path: '/alerts/users',
  summary:
    'End users the caller may notify whose name or email contains `search` (at most `limit`, 2000 from the dashboard), by name; ' +
    "office narrows them to the users of that office's agents.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ limit: z.coerce.number().int().min(1).max(2000), search: z.string().max(100), office: Id.optional() }),
  response: z.object({ users: z.array(RecipientUser) }),
});

export const ListingSuggestion = z.object({
  ListingKey: z.string(),
  FullStreetAddress: z.string(),
  City: z.string(),
  State: z.string(),
  ZipCode: z.string(),
});

export const alertListingSuggestions = endpoint({
  name: 'alertListingSuggestions',
  method: 'GET',
  path: '/suggest/address',
  summary: 'Listing address suggestions for `text` (street, city or zip contains it), at most 10: key and address.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ text: z.string().min(1).max(100) }),
  response: z.object({ suggestions: z.array(ListingSuggestion) }),
});
