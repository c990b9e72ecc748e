import { z } from 'zod';
import { endpoint } from './endpoint';
import { AppData, HelpItem, Listing } from './entities';

export const getApp = endpoint({
  name: 'getApp',
  method: 'GET',
  path: '/app/:stackId',
  summary: 'App data: name, icon, logo, theme, template, toggles, strings, plan, super admins, countries.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ stackId: z.string().min(1).max(100) }),
  response: AppData,
});

export const MostViewedItem = z.object({
  photo: z.string().nullable(),
  data: z.object({
    FullStreetAddress: z.string(),
    City: z.string(),
    State: z.string(),
    ZipCode: z.string(),
    PropertyID: z.string(),
    frequency: z.number().int(),
  }),
});
export const RecentUser = z.object({
  id: z.number().int(),
  display_name: z.string(),
  photo: z.string().nullable(),
  created_epoch: z.number().int(),
});
export const HistoryItem = z.object({
  type: z.enum(['view', 'open', 'share', 'fav', 'note']),
  listing_key: z.string(),
  photo: z.string().nullable(),
  user_name: z.string(),
  address: z.string(),
  note: z.string().nullable(),
  event_time: z.number().int(),
});
export const Totals = z.object({
  total_users: z.number().int(),
  logins_month: z.number().int(),
  views_6_months: z.number().int(),
  /** Listings viewed per calendar month, oldest first, the current month last (six entries). */
  views_by_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
});

export const stats = endpoint({
  name: 'stats',
  method: 'POST',
  path: '/app/stats',
  summary:
    'Dashboard statistics by type: most_viewed (past 7 days), recent_users, history (activity timeline), totals. ' +
    'user_id narrows most_viewed and history to one end user. Agents see their own users only.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({
    type: z.enum(['most_viewed', 'recent_users', 'history', 'totals']),
    subtype: z.enum(['view', 'open', 'share', 'fav', 'note']).optional(),
    user_id: z.number().int().optional(),
  }),
  response: z.discriminatedUnion('type', [
    z.object({ type: z.literal('most_viewed'), items: z.array(MostViewedItem) }),
    z.object({ type: z.literal('recent_users'), items: z.array(RecentUser) }),
    z.object({ type: z.literal('history'), items: z.array(HistoryItem) }),
    z.object({ type: z.literal('totals'), totals: Totals }),
  ]),
});

export const getListing = endpoint({
  name: 'getListing',
  method: 'GET',
  path: '/listings/:listingKey',
  summary: 'One listing for the listing detail modal. 404 when it has been removed.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ listingKey: z.string().min(1).max(100) }),
  response: Listing,
});

export const help = endpoint({
  name: 'help',
  method: 'GET',
  path: '/user/help',
  summary: "Help items ('Pro Tips') for one section of the dashboard, e.g. home, agents, mortgagepro.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ section: z.string().min(1).max(50) }),
  response: z.object({ items: z.array(HelpItem) }),
});
