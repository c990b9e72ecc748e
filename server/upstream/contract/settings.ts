import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Broker settings (the app's settings and its webhook). The spec shows no paths: chosen. Admins only; the
 * CRM integration calls are another part of the contract.
 */

export const FEATURED_MODES = ['app', 'office', 'agent'] as const;
/** Chosen field (not in the spec): what the dashboard does with a save its fair-housing check flags. */
export const FAIR_HOUSING_MODES = ['warn', 'block'] as const;

export const AppSettings = z.object({
  brokerage_name: z.string(),
  dmca_link: z.string().nullable(),
  /** Whose listings the app features: the app's, each office's, or each agent's. */
  featured_mode: z.enum(FEATURED_MODES),
  /** The automation (Zapier) beta, switched on by the admin. */
  automation_beta: z.number().int().min(0).max(1),
  /** The self-provisioned agents' sign-up link, when the app has one. */
  join_link: z.string().nullable(),
  /** Chosen field: 'warn' (the default) saves flagged text and shows the warning; 'block' refuses it. */
  fair_housing_mode: z.enum(FAIR_HOUSING_MODES),
});
export type AppSettings = z.output<typeof AppSettings>;

export const getAppSettings = endpoint({
  name: 'getAppSettings',
  method: 'GET',
  path: '/app/settings',
  chosenPath: true,
  summary: "The app's settings: brokerage name, DMCA link, Featured Listings mode, the automation beta and the agent sign-up link.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ settings: AppSettings }),
});

export const saveAppSettings = endpoint({
  name: 'saveAppSettings',
  method: 'POST',
  path: '/app/settings',
  chosenPath: true,
  summary:
    "Change some of the app's settings (a field left out is kept): brokerage_name (1 to 200), dmca_link (an http(s) URL, or '' to " +
    "clear it), featured_mode ('office' only when offices are enabled), automation_beta, fair_housing_mode (chosen: 'warn' or 'block'). " +
    'Answers the settings.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    brokerage_name: z.string().trim().min(1).max(200).optional(),
    dmca_link: z.string().trim().max(2000).optional(),
    featured_mode: z.enum(FEATURED_MODES).optional(),
    automation_beta: z.union([z.literal(0), z.literal(1)]).optional(),
    fair_housing_mode: z.enum(FAIR_HOUSING_MODES).optional(),
  }),
  response: z.object({ settings: AppSettings }),
});

export const getFairHousingMode = endpoint({
  name: 'getFairHousingMode',
  method: 'GET',
  path: '/app/fair_housing_mode',
  chosenPath: true,
  summary:
    "Chosen: the app's fair_housing_mode alone ('warn' when never set), for any staff member, so the dashboard can " +
    "apply the brokerage setting to an agent's save too.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ fair_housing_mode: z.enum(FAIR_HOUSING_MODES) }),
});

export const getApiKey = endpoint({
  name: 'getApiKey',
  method: 'GET',
  path: '/app/api_key',
  chosenPath: true,
  summary: "The brokerage's API key (for its own integrations and the single sign-on), for an admin of an app with agentInsightsEnabled.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ key: z.string() }),
});

export const Webhook = z.object({ type: z.literal('user'), url: z.string() });

/** Chosen: the kinds of end-user activity the user webhook reports (event 'activity'). */
export const USER_ACTIVITY_KINDS = ['view', 'favorite', 'saved_search', 'showing_request', 'return'] as const;

/**
 * Chosen: what an end user just did in the app. listing_key and address name the listing of a view, a
 * favorite or a showing request; days_away is how many whole days a returning user had been away.
 */
export const UserActivity = z.object({
  kind: z.enum(USER_ACTIVITY_KINDS),
  listing_key: z.string().min(1).max(100).optional(),
  address: z.string().max(300).optional(),
  days_away: z.number().int().nonnegative().optional(),
  /** Unix seconds. */
  at: z.number().int(),
});
export type UserActivity = z.output<typeof UserActivity>;

/**
 * Chosen (the spec names no body): what the upstream posts to a 'user' webhook when a user of the app
 * is created or changed, or does something in the app (event 'activity', with `activity`). `id` names
 * the delivery and stays the same when it is sent again. A hint only: the receiver reads the user (and
 * their activity) from the upstream before acting on it.
 */
export const UserWebhookEvent = z
  .object({
    id: z.string().min(1).max(100),
    type: z.literal('user'),
    event: z.enum(['created', 'updated', 'activity']),
    stack_id: z.string().min(1).max(100),
    user_id: Id,
    /** Unix seconds. */
    sent_at: z.number().int(),
    /** With event 'activity' only. */
    activity: UserActivity.optional(),
  })
  .refine((e) => (e.event === 'activity') === (e.activity !== undefined), {
    message: "activity comes with event 'activity', and only with it",
    path: ['activity'],
  });
export type UserWebhookEvent = z.output<typeof UserWebhookEvent>;

/**
 * Chosen: the header an upstream that signs its webhooks sends: `t=<unix seconds>,v1=<hex>`, the hex
 * being HMAC-SHA256 of `<t>.<body>` keyed by the webhook's URL exactly as it was set (a URL the
 * receiver made with a secret in it, so only the two ends know the key).
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';

export const listWebhooks = endpoint({
  name: 'listWebhooks',
  method: 'GET',
  path: '/webhooks',
  chosenPath: true,
  summary: "The app's webhooks, oldest first (the dashboard edits only the first).",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ hooks: z.array(Webhook) }),
});

export const saveWebhook = endpoint({
  name: 'saveWebhook',
  method: 'POST',
  path: '/webhooks',
  chosenPath: true,
  summary:
    "Set the app's first webhook (type 'user': a user created or changed is posted to url, an https URL), creating it when there is " +
    'none; the others are kept. Answers the hooks.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({ hook: Webhook }),
  response: z.object({ hooks: z.array(Webhook) }),
});
