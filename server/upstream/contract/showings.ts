import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Showings (the paths are the
 * spec's). Every time travels as 'YYYY-MM-DD HH:mm:00' in UTC (the dashboard shows it in the brokerage's
 * time zone and converts the agent's choice back). Calls carry the agent mode header unless the user is in
 * manager mode: an agent-mode caller sees and acts on their own showings only; a manager-mode admin sees
 * the app's, a manager those of their offices' agents.
 */

export const SHOWING_STATUSES = ['pending', 'negotiating', 'booked', 'cancelled'] as const;
export const ShowingStatus = z.enum(SHOWING_STATUSES);

/** The spec's time format, in UTC: 'YYYY-MM-DD HH:mm:00'. */
export const SHOWING_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:00$/;
export const ShowingTime = z.string().regex(SHOWING_TIME, "a time as 'YYYY-MM-DD HH:mm:00' (UTC)");

/** The reason the dashboard always sends (the spec fixes the text). */
export const CANCEL_REASON = 'Cancelled by agent';

/** An offer: who made it (the end user, or the agent answering) and the times it proposes. */
export const ShowingOffer = z.object({
  id: Id,
  user_id: Id,
  proposed_dates_array: z.array(ShowingTime),
  message: z.string().nullable(),
  /** When the offer was made, unix seconds (the dashboard's addition: how long a request has waited). */
  created_at: z.number().int().nullable().optional(),
});
export type ShowingOffer = z.output<typeof ShowingOffer>;

export const ShowingListing = z.object({
  address: z.string(),
  photo: z.string().nullable(),
  price: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
});

export const Showing = z.object({
  id: Id,
  status: ShowingStatus,
  /** The end user who asked for the showing. */
  user_id: Id,
  user_name: z.string(),
  user_email: z.string(),
  /** The user's phone (the dashboard's addition): null when none, absent from an upstream without it. */
  user_phone: z.string().nullable().optional(),
  full_address: z.string(),
  listing_id: z.string().nullable(),
  ListingKey: z.string().nullable().optional(),
  photo: z.string().nullable(),
  price: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  /** The agreed time (UTC), once booked; kept when cancelled after booking. */
  booked_datetime: ShowingTime.nullable(),
  notes: z.string().nullable(),
  listing: ShowingListing,
  /** Oldest first: the last one is the latest offer. */
  offers: z.array(ShowingOffer),
  /**
   * The dashboard's addition: when the agent last answered (accepted, countered or cancelled), unix
   * seconds; null before any answer, absent from an upstream without it. An accept makes no offer, so
   * this is how a reader tells it came after a given time.
   */
  answered_at: z.number().int().nullable().optional(),
});
export type Showing = z.output<typeof Showing>;

export const SHOWING_PAGE_SIZES = [25, 50, 100] as const;

export const listShowings = endpoint({
  name: 'listShowings',
  method: 'GET',
  path: '/agent/showings',
  summary:
    "A page of showing requests, newest first. time_filter 'past' keeps the showings whose booked time is more than 3 days " +
    "ago, 'current' the others. user_id keeps one end user's; status (the dashboard's addition to the spec's query) keeps " +
    "one status. awaiting=1 (the dashboard's addition, for the home's Today) keeps the requests waiting for the agent's answer " +
    "(pending or negotiating, the latest offer the user's), the longest waiting first (by the latest offer's created_at). " +
    "Each offer carries its created_at and each showing the user's phone (the dashboard's additions). Answers the page and its pagination.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({
    page: z.coerce.number().int().min(1).max(100_000),
    per_page: z.coerce.number().int().min(1).max(100),
    time_filter: z.enum(['current', 'past']),
    user_id: Id.optional(),
    status: ShowingStatus.optional(),
    awaiting: z.enum(['1']).optional(),
  }),
  response: z.object({
    showings: z.array(Showing),
    pagination: z.object({ total: z.number().int().nonnegative(), total_pages: z.number().int().nonnegative() }),
  }),
});

export const getShowing = endpoint({
  name: 'getShowing',
  method: 'GET',
  path: '/showings/:id',
  summary: "One showing with its listing and offers (404 when it is not the caller's to see).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ id: Id }),
  response: z.object({ showing: Showing }),
});

export const acceptShowing = endpoint({
  name: 'acceptShowing',
  method: 'POST',
  path: '/agent/showing/accept',
  summary:
    "Accept the user's latest offer at one of its proposed times: the showing becomes booked at that time. 409 when the " +
    "showing is not pending or negotiating, the offer is not the latest or not the user's, or the time is not one it proposes.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ showing_id: Id, offer_id: Id, selected_datetime: ShowingTime }),
  response: z.object({ showing: Showing }),
});

export const counterShowing = endpoint({
  name: 'counterShowing',
  method: 'POST',
  path: '/agent/showing/counter',
  summary:
    "Suggest another time (a pending or negotiating showing whose latest offer is the user's) or reschedule (a booked one): " +
    "adds the agent's offer and the showing becomes negotiating. 409 otherwise.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ showing_id: Id, dates: z.array(ShowingTime).length(1), message: z.string().max(1000) }),
  response: z.object({ showing: Showing }),
});

export const cancelShowing = endpoint({
  name: 'cancelShowing',
  method: 'POST',
  path: '/agent/showing/cancel',
  summary:
    "Cancel a showing that is not cancelled, with the reason (the dashboard sends 'Cancelled by agent'). 409 when already cancelled.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ showing_id: Id, reason: z.string().min(1).max(200) }),
  response: z.object({ showing: Showing }),
});

export const showingIcalToken = endpoint({
  name: 'showingIcalToken',
  method: 'GET',
  path: '/showings/:id/ical_token',
  summary:
    'A link to the booked showing as an iCalendar file (RFC 5545: a stable UID per showing, the listing address as ' +
    'LOCATION, the time in UTC), opened in a new tab; the link holds its own token, no api key. 409 when not booked.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ id: Id }),
  response: z.object({ url: z.string().url() }),
});
