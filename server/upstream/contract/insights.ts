import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Insights: aggregates over the end users' activity (the events of app/stats: view, open,
 * share, fav, note), so ranking 100,000 users over 90 days never pages events through the dashboard.
 * The spec gives none of these paths. Who sees what, for every call: an admin the whole app, a manager
 * the users of their office tree's agents, an agent their own users; inactive users are never counted;
 * every caller of an app without agentInsightsEnabled gets 403 'Upgrade required', and an admin of an
 * app in super-admin restricted mode 403 too (the dashboard hides the screen from them).
 */

/** Said in every call's summary (docs/upstream-api.md prints summaries, not this file's comments). */
const WHO =
  " Scope: an admin the whole app, a manager their office tree's agents' users, an agent their own users; inactive " +
  "users never count. 403 'Upgrade required' without agentInsightsEnabled; 403 for an admin in super-admin restricted mode.";

/** The period and the filters every call takes: the last `days` days, against the `days` before them. */
const PeriodFilters = z.object({
  days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(30), z.literal(90)])),
  /** One agent's users (admins and managers; a manager only their offices' agents). */
  agent: Id.optional(),
  /** The users of that office tree's agents (with officesEnabled). */
  office: Id.optional(),
  /** Users carrying the tag of that key. */
  tag: z.string().min(1).max(100).optional(),
});

/** How the dashboard scores a lead (lib/insights/score.ts); the upstream ranks with the same numbers. */
export const LeadWeights = z.object({
  view: z.number().min(0).max(100),
  open: z.number().min(0).max(100),
  fav: z.number().min(0).max(100),
  share: z.number().min(0).max(100),
  note: z.number().min(0).max(100),
  /** Per view of a listing already viewed in the period. */
  repeat: z.number().min(0).max(100),
  /** Once, for a user back after return_after_days or more without activity. */
  back: z.number().min(0).max(100),
});

const EventCounts = z.object({
  view: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  fav: z.number().int().nonnegative(),
  share: z.number().int().nonnegative(),
  note: z.number().int().nonnegative(),
});
const DecayedCounts = z.object({ view: z.number(), open: z.number(), fav: z.number(), share: z.number(), note: z.number() });

/** The scoring's numbers, sent with every call that ranks or counts hot leads. */
const Scoring = z.object({
  weights: LeadWeights,
  half_life_days: z.number().min(0.5).max(90),
  return_after_days: z.number().int().min(1).max(365),
});

/** One end user's activity in the period and the one before, as the upstream aggregates it; the dashboard scores it into its lead row. */
export const LeadActivity = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string(),
  /** The user's phone (the dashboard's addition): optional, as an upstream without it answers none. */
  phone: z.string().nullable().optional(),
  photo: z.string().nullable(),
  agent_id: Id.nullable(),
  agent_name: z.string().nullable(),
  tags: z.array(z.object({ id: Id, tag: z.string(), tag_long: z.string().nullable(), color: z.string() })),
  /** The latest event of the user, any time (unix seconds); null when none. */
  last_active: z.number().int().nullable(),
  /** Events of each type in the period. */
  counts: EventCounts,
  /** Each type's events in the period, each counted 0.5 ^ (age in days / half_life_days), age from the period's end. */
  decayed: DecayedCounts,
  /** Views in the period minus the distinct listings viewed. */
  repeat_views: z.number().int().nonnegative(),
  /** Events in the period before. */
  previous_events: z.number().int().nonnegative(),
  /** Whole days between the user's last event before the period and their first in it; null without both. */
  days_away: z.number().int().nonnegative().nullable(),
  /** The listing viewed most often in the period (ties: the latest viewed), with its views. */
  top_viewed: z.object({ listing_key: z.string(), address: z.string(), views: z.number().int().positive() }).nullable(),
  /** The city with most favorites in the period (ties: alphabetical), with how many. */
  top_fav_city: z.object({ city: z.string(), favorites: z.number().int().positive() }).nullable(),
  /** The score the upstream ranked by (see insightLeads). */
  score: z.number(),
});
export type LeadActivity = z.output<typeof LeadActivity>;

export const insightLeads = endpoint({
  name: 'insightLeads',
  method: 'POST',
  path: '/insights/leads',
  summary:
    'A page of leads: the end users of the caller (see the area) with an event in the period or the period before it, ' +
    'ranked. score = sum over event types of weights[type] x decayed[type] + weights.repeat x repeat_views + weights.back ' +
    '(once, when days_away >= return_after_days); decayed counts each event of the period 0.5 ^ (age / half_life_days), its ' +
    "age in days from the period's end. sort score: highest score first, equal scores the latest last_active first; " +
    'last: latest last_active first; in both, users never active come after those active, and what is still equal goes by ' +
    'id, lowest first. ' +
    'user_id answers that one user (404 when the caller does not see them) whether or not they are active in either ' +
    "period. returned (for the home's Today) keeps the users back after return_after_days or more away " +
    "(days_away >= return_after_days); each lead carries the user's phone (null when none). The filters only narrow what the caller sees (a manager asking for another office's agent gets none)." +
    WHO,
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: PeriodFilters.extend(Scoring.shape).extend({
    sort: z.enum(['score', 'last']),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1).max(10_000),
    user_id: Id.optional(),
    returned: z.boolean().optional(),
  }),
  response: z.object({ leads: z.array(LeadActivity), total: z.number().int().nonnegative(), now: z.number().int() }),
});

const Figures = z.object({
  active_users: z.number().int().nonnegative(),
  new_users: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
});

export const insightTrend = endpoint({
  name: 'insightTrend',
  method: 'GET',
  path: '/insights/trend',
  summary:
    'Per day (UTC) of the period and of the period before: active users (distinct users with an event), new users ' +
    "(joined that day), listing views and favorites; and both periods' totals (active users counted once per period)." +
    WHO,
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: PeriodFilters,
  response: z.object({
    days: z.array(Figures.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
    previous_days: z.array(Figures.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
    current: Figures,
    previous: Figures,
  }),
});

export const AgentFigures = Figures.extend({ users: z.number().int().nonnegative(), hot_leads: z.number().int().nonnegative() });

export const insightAgents = endpoint({
  name: 'insightAgents',
  method: 'POST',
  path: '/insights/agents',
  summary:
    "Per agent of the caller (admin: every agent of the app; manager: their office tree's; 403 for an agent): users " +
    '(active end users assigned now), and for the period and the one before: active users, new users, views, ' +
    'favorites, and hot leads (users whose score, as insightLeads computes it, is at least hot_score). The filters ' +
    'agent and office narrow the agents; tag narrows the users counted.' +
    WHO,
  auth: 'key',
  scope: 'manager',
  body: 'json',
  chosenPath: true,
  request: PeriodFilters.extend(Scoring.shape).extend({ hot_score: z.number().min(0).max(10_000) }),
  response: z.object({
    agents: z.array(z.object({ id: Id, display_name: z.string(), current: AgentFigures, previous: AgentFigures })),
  }),
});

export const ListingAttention = z.object({
  listing_key: z.string(),
  address: z.string(),
  city: z.string(),
  photo: z.string().nullable(),
  views: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
  /** Distinct users of the caller with any event on it in the period. */
  users: z.number().int().nonnegative(),
});

export const insightListings = endpoint({
  name: 'insightListings',
  method: 'GET',
  path: '/insights/listings',
  summary:
    "The 10 listings most viewed and the 10 most favorited by the caller's users in the period (ties by key), each " +
    'with its views, favorites and how many of those users engaged with it.' +
    WHO,
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: PeriodFilters,
  response: z.object({ most_viewed: z.array(ListingAttention), most_favorited: z.array(ListingAttention) }),
});

export const insightListingUsers = endpoint({
  name: 'insightListingUsers',
  method: 'GET',
  path: '/insights/listings/:listing_key/users',
  summary:
    "The caller's users with an event on one listing in the period (up to 50, most events first), each with their " +
    'views, favorite (whether they favorited it in the period) and latest event time.' +
    WHO,
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: PeriodFilters.extend({ listing_key: z.string().min(1).max(100) }),
  response: z.object({
    users: z.array(
      z.object({
        id: Id,
        display_name: z.string(),
        views: z.number().int().nonnegative(),
        favorited: z.boolean(),
        last_event: z.number().int(),
      }),
    ),
  }),
});
