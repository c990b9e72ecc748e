import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';

/**
 * Users list. The spec names create_user, user_csv,
 * user_publish and app/csv; the list and the two bulk changes have no path in the spec and are
 * chosen here. Who sees which users: listUsers' summary (printed in docs/upstream-api.md).
 */

/** '' (left out) = last login, most recent first; l oldest login first; j joined, newest first; a A–Z; z Z–A. */
export const USER_SORTS = ['l', 'j', 'a', 'z'] as const;
export const UserSort = z.enum(USER_SORTS);

export const UserTagRef = z.object({ id: Id, tag: z.string(), tag_long: z.string().nullable(), color: z.string() });

export const UserRow = z.object({
  id: Id,
  user_id: Id.optional(),
  display_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photo: z.string().nullable(),
  type: z.enum(['agent', 'admin', 'user']).optional(),
  active: z.union([z.boolean(), z.literal(0), z.literal(1)]),
  created_epoch: z.number().int(),
  last_login_epoch: z.number().int().nullable(),
  login_count: z.number().int().nonnegative(),
  saved: z.number().int().nonnegative(),
  agent_id: Id.nullable(),
  agent_name: z.string().nullable(),
  tags: z.array(UserTagRef),
});
export type UserRow = z.output<typeof UserRow>;

export const listUsers = endpoint({
  name: 'listUsers',
  method: 'GET',
  path: '/users',
  summary:
    "A page of end users. q matches name, email or phone (case-insensitive); agent keeps one agent's users; tag keeps the " +
    "users carrying the tag of that key (kiosk, kiosk-agent ...); office keeps the users of that office tree's agents. " +
    "An admin sees every active user of the app, a manager the users of their offices' agents, an agent their own users. " +
    'Inactive users are not listed. ids_only answers the ids of every match (up to 10,000, for bulk changes) with users empty.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  chosenPath: true,
  request: z.object({
    limit: z.coerce.number().int().min(1).max(10000),
    offset: z.coerce.number().int().min(0),
    sort: UserSort.optional(),
    q: z.string().max(200).optional(),
    agent: Id.optional(),
    tag: z.string().max(100).optional(),
    office: Id.optional(),
    ids_only: z.enum(['1']).optional(),
  }),
  response: z.object({
    users: z.array(UserRow),
    total: z.number().int(),
    from: z.number().int(),
    to: z.number().int(),
    ids: z.array(Id).optional(),
  }),
});

export const createUser = endpoint({
  name: 'createUser',
  method: 'POST',
  path: '/create_user',
  summary:
    'Create an end user (admin). send_email sends the invitation email, send_sms the invitation text. 409 with a message ' +
    'when the email already belongs to a user of the app.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    display_name: z.string().trim().min(1).max(200),
    email: z.string().trim().email().max(254),
    password: z.string().min(6).max(200),
    phone: z.string().trim().min(6).max(50),
    send_email: z.boolean(),
    send_sms: z.boolean(),
  }),
  response: z.object({ id: Id, message: z.string().optional() }),
});

const CsvRow = z.object({ row: z.number().int().positive(), name: z.string(), email: z.string(), phone: z.string().optional() });

export const userCsvPreview = endpoint({
  name: 'userCsvPreview',
  method: 'POST',
  path: '/user_csv',
  summary:
    'Upload a users CSV (header row with name, email and optionally phone) for analysis: rows that can be imported and ' +
    'rows that cannot, each with its row number (the header is row 1) and, for bad rows, the reason (missing name, ' +
    'invalid email, an email twice in the file, an email that already belongs to a user).',
  auth: 'key',
  scope: 'admin',
  body: 'multipart',
  files: ['file'],
  request: z.object({}),
  response: z.object({ data: z.object({ ok_rows: z.array(CsvRow), error_rows: z.array(CsvRow.extend({ reason: z.string() })) }) }),
});

export const userPublish = endpoint({
  name: 'userPublish',
  method: 'POST',
  path: '/user_publish',
  summary: 'Import analysed rows as end users (admin); rows whose email already belongs to a user are skipped.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    rows: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          email: z.string().trim().email().max(254),
          phone: z.string().trim().max(50).optional(),
        }),
      )
      .min(1)
      .max(20000),
  }),
  response: z.object({ created: z.number().int(), message: z.string().optional() }),
});

export const usersCsv = endpoint({
  name: 'usersCsv',
  method: 'GET',
  path: '/app/csv',
  summary: 'Every active end user of the app as CSV, streamed (admin, with userExportEnabled).',
  auth: 'key',
  scope: 'admin',
  body: 'query',
  responseKind: 'csv',
  request: z.object({}),
  response: z.string(),
});

export const changeAgents = endpoint({
  name: 'changeAgents',
  method: 'POST',
  path: '/users/change_agents',
  summary:
    'Give many users one agent (admin; a manager between agents of their own office tree). Each user whose agent changes ' +
    'gets a row in their agent change history (from, to, changed by, time). 404 when the agent is not an active agent the ' +
    'caller sees; users not visible to the caller are refused.',
  auth: 'key',
  scope: 'manager',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_ids: z.array(Id).min(1).max(10000), agent_id: Id }),
  response: Ok.extend({ changed: z.number().int() }),
});

export const addTagsToUsers = endpoint({
  name: 'addTagsToUsers',
  method: 'POST',
  path: '/users/add_tags',
  summary:
    'Add tags to many users (a user who already carries a tag keeps it). The caller must see each tag (see listTags) and ' +
    'each user (see listUsers); the virtual Agent tag cannot be given. Managers cannot tag.',
  auth: 'key',
  scope: 'any',
  body: 'json',
  chosenPath: true,
  request: z.object({ user_ids: z.array(Id).min(1).max(10000), tag_ids: z.array(Id).min(1).max(50) }),
  response: Ok.extend({ added: z.number().int() }),
});
