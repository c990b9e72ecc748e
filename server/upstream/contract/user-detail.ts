import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';
import { Tag } from './tags';

/**
 * The user detail page (a user's data by kind, their agent change
 * history). The activity timeline and the most viewed listings of one user are
 * app.stats with user_id (contract/app.ts). Who may see a user: an admin any end user of the app, a
 * manager the users of their offices' agents, an agent their own users; any other id is a 404.
 */

const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const UserAgent = z.object({ id: Id, display_name: z.string(), photo: z.string().nullable() });

export const UserDetail = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_verified: Flag.optional(),
  photo: z.string().nullable(),
  /** user: an end user only; agent / admin: the same person also holds that dashboard account. */
  type: z.enum(['agent', 'admin', 'user']),
  /** agentManager: the same person also manages an office. */
  subType: z.enum(['agentManager']).nullable().optional(),
  active: Flag,
  created_epoch: z.number().int(),
  last_login_epoch: z.number().int().nullable(),
  login_count: z.number().int().nonnegative(),
  /** Saved searches. */
  saved: z.number().int().nonnegative(),
  completed_setup: Flag.optional(),
  completed_setup_epoch: z.number().int().nullable().optional(),
  agent_id: Id.nullable(),
  agent_name: z.string().nullable(),
  /** True when the user came through an agent's own invite link: that agent's own lead. */
  has_direct_agent: Flag.optional(),
  /**
   * Not in the spec's field list: where the user came from. Sign-ups: 'app', 'web', 'open_house',
   * 'agent_link'; made by staff: 'dashboard', 'import'. Null or absent when the upstream does not say.
   */
  source: z.string().max(50).nullable().optional(),
  agent: UserAgent.nullable(),
  tags: z.array(Tag),
  meta: z.object({
    scheduled: z.number().int().nonnegative(),
    favorites: z.number().int().nonnegative(),
    notes: z.number().int().nonnegative(),
    saved_searches: z.number().int().nonnegative(),
  }),
  /**
   * Not in the spec's field list: the one account the spec says is never offered 'Make inactive' (the
   * app-store review account, which must always sign in). The upstream refuses to deactivate it.
   */
  protected: Flag.optional(),
});
export type UserDetail = z.output<typeof UserDetail>;

export const getUser = endpoint({
  name: 'getUser',
  method: 'GET',
  path: '/users/:id',
  summary:
    'One end user with their agent, tags (as listTags shapes them) and overview counts (meta). 404 for an id the caller ' +
    "does not see (another app, another agent's user for an agent, a user outside a manager's offices).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({ id: Id }),
  response: z.object({ user: UserDetail }),
});

export const USER_FIELDS = ['display_name', 'email', 'phone'] as const;

export const saveUserField = endpoint({
  name: 'saveUserField',
  method: 'POST',
  path: '/user/field',
  summary:
    "Save one field of an end user the caller sees: display_name and email required (email valid, not another user's of " +
    'the app: 409), phone optional (empty clears it). 400 with a message for a bad value.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_id: Id, field: z.enum(USER_FIELDS), value: z.string().max(254) }),
  response: Ok,
});

export const promoteManager = endpoint({
  name: 'promoteManager',
  method: 'POST',
  path: '/user/promote_manager',
  summary:
    'Make an end user the manager of an office: creates their manager account (name, email, phone of the user) on that ' +
    'office. Admins: any office; managers: an office of their own tree (403 otherwise). 409 when a dashboard account ' +
    'of that email exists. The end user stays.',
  auth: 'key',
  scope: 'manager',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_id: Id, office_id: Id }),
  response: z.object({ ok: z.literal(true), manager_id: Id }),
});

export const promoteAgent = endpoint({
  name: 'promoteAgent',
  method: 'POST',
  path: '/user/promote_agent',
  summary:
    'Make an end user an agent of the app: creates their agent account (name, email, phone of the user). Admins only. ' +
    "409 when a dashboard account of that email exists; 403 at the plan's agent limit. The end user stays.",
  auth: 'key',
  scope: 'admin',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_id: Id }),
  response: z.object({ ok: z.literal(true), agent_id: Id }),
});

export const setUserActive = endpoint({
  name: 'setUserActive',
  method: 'POST',
  path: '/user/active',
  summary:
    'Make an end user active (status 1) or inactive (status 0). Admins only. Inactive users cannot sign in to the app and ' +
    "leave the dashboard's lists and statistics. 403 for the protected account.",
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({ user_id: Id, status: z.union([z.literal(0), z.literal(1)]) }),
  response: Ok,
});

export const changeUserAgent = endpoint({
  name: 'changeUserAgent',
  method: 'POST',
  path: '/user/agent',
  summary:
    'Give one end user another agent (an active agent of the app), or none with agent_id -1 ("None set"). Admins only. ' +
    'Records the change in the agent change history (from, to, by whom, when); choosing the current agent changes nothing.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_id: Id, agent_id: z.number().int().min(-1) }),
  response: Ok,
});

export const AgentChange = z.object({
  created_at: z.number().int(),
  from_agent_name: z.string().nullable(),
  to_agent_name: z.string().nullable(),
  assigned_by_name: z.string().nullable(),
});

export const agentChangeHistory = endpoint({
  name: 'agentChangeHistory',
  method: 'GET',
  path: '/agent_change_history/:id',
  summary:
    "An end user's agent changes, newest first: when, from, to (null: none) and who changed it (null: the user in the app). Admins only.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({ id: Id }),
  response: z.object({ history: z.array(AgentChange) }),
});

export const USER_DATA_KINDS = ['fav', 'scheduled', 'notes', 'saved'] as const;

export const UserDataItem = z.object({
  /** saved: the saved search's id; the rest: null. */
  id: Id.nullable().optional(),
  listing_key: z.string().nullable().optional(),
  photo: z.string().nullable().optional(),
  /** fav: the favorites list's name. */
  list_name: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  /** saved: the search's name. */
  name: z.string().nullable().optional(),
  /** saved: the search's filters, as the upstream holds them. */
  filters: z.unknown().optional(),
  /** scheduled: the viewing's status (requested, confirmed, canceled). */
  status: z.string().nullable().optional(),
  /** Unix seconds: when it was favorited, noted, saved, or the viewing's time. */
  when: z.number().int(),
});

export const userData = endpoint({
  name: 'userData',
  method: 'GET',
  path: '/userdata/:id',
  summary:
    "One kind of an end user's data, newest first (scheduled: soonest first): fav (favorites with list name), scheduled " +
    '(viewings), notes (their notes on listings), saved (saved searches). Same visibility as getUser.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ id: Id, type: z.enum(USER_DATA_KINDS) }),
  response: z.object({ type: z.enum(USER_DATA_KINDS), items: z.array(UserDataItem) }),
});

export const agentNotes = endpoint({
  name: 'agentNotes',
  method: 'GET',
  path: '/agentnotes/:id',
  summary: "The agent's private notes on an end user (empty text when none). Admins and agents; managers 403.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ id: Id }),
  response: z.object({ notes: z.string(), updated_at: z.number().int().nullable() }),
});

export const saveAgentNotes = endpoint({
  name: 'saveAgentNotes',
  method: 'POST',
  path: '/agentnotes/:id',
  summary: 'Replace the agent notes on an end user (at most 5000 characters). Admins and agents; managers 403.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ id: Id, notes: z.string().max(5000) }),
  response: Ok,
});
