import { z } from 'zod';
import { endpoint, Id, Ok } from './endpoint';
import { Agent, AgentRow, License, Office } from './entities';

/**
 * Agents sort codes (the spec names them without meaning; these are the meanings):
 * a name A–Z, z name Z–A, n newest first, o oldest first, ai inactive agents first, aa active agents first,
 * ud most app users first, ua fewest app users first. No sort: the brokerage's own order (drag reorder).
 */
export const AGENT_SORTS = ['a', 'z', 'n', 'o', 'ai', 'aa', 'ud', 'ua'] as const;
export const AgentSort = z.enum(AGENT_SORTS);

export const listAgents = endpoint({
  name: 'listAgents',
  method: 'GET',
  path: '/agents',
  summary:
    'A page of agents. limit 0 means all. q matches name or email (case-insensitive). office_id keeps the office and ' +
    'its sub-offices. A manager sees the agents of their own office tree only.',
  auth: 'key',
  scope: 'manager',
  body: 'query',
  request: z.object({
    limit: z.coerce.number().int().min(0).max(10000),
    offset: z.coerce.number().int().min(0),
    sort: AgentSort.optional(),
    q: z.string().max(200).optional(),
    office_id: Id.optional(),
  }),
  response: z.object({ agents: z.array(AgentRow), total: z.number().int(), from: z.number().int(), to: z.number().int() }),
});

export const listOffices = endpoint({
  name: 'listOffices',
  method: 'GET',
  path: '/offices',
  summary: "The app's offices, flat; parent_id 0 is the root. The dashboard draws the tree.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ offices: z.array(Office) }),
});

export const pinAgent = endpoint({
  name: 'pinAgent',
  method: 'POST',
  path: '/agent_pin',
  summary: 'Pin (priority above 0) or unpin (priority 0) an agent.',
  auth: 'key',
  scope: 'manager',
  body: 'json',
  request: z.object({ agent_id: Id, type: z.enum(['pin', 'unpin']) }),
  response: z.object({ ok: z.literal(true), priority: z.number().int() }),
});

export const orderAgents = endpoint({
  name: 'orderAgents',
  method: 'POST',
  path: '/agent_order',
  summary: "The brokerage's agent order: every agent id, first to last.",
  auth: 'key',
  scope: 'manager',
  body: 'json',
  request: z.object({ order: z.array(Id).min(1).max(20000) }),
  response: Ok,
});

export const createAgent = endpoint({
  name: 'createAgent',
  method: 'POST',
  path: '/create_agent',
  summary: 'Create an agent. Refused with a message at the plan limit and for an email already in use.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    name: z.string().trim().min(1).max(200),
    email: z.string().trim().email().max(254),
    password: z.string().min(6).max(200),
    phone: z.string().trim().max(50).optional(),
    office: Id.optional(),
  }),
  response: z.object({ id: Id, message: z.string().optional() }),
});

export const AgentCsvRow = z.object({ row: z.number().int(), name: z.string(), email: z.string() });
export const AgentCsvErrorRow = AgentCsvRow.extend({ reason: z.string() });

export const agentCsvPreview = endpoint({
  name: 'agentCsvPreview',
  method: 'POST',
  path: '/agent_csv',
  summary:
    'Upload an agents CSV (columns name, email) for preview: rows that can be imported and rows that cannot, with reason and row number.',
  auth: 'key',
  scope: 'admin',
  body: 'multipart',
  files: ['file'],
  request: z.object({}),
  response: z.object({ data: z.object({ ok_rows: z.array(AgentCsvRow), error_rows: z.array(AgentCsvErrorRow) }) }),
});

export const agentPublish = endpoint({
  name: 'agentPublish',
  method: 'POST',
  path: '/agent_publish',
  summary: 'Import the previewed rows; each new agent receives a creation email.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    rows: z
      .array(z.object({ name: z.string().trim().min(1).max(200), email: z.string().trim().email().max(254) }))
      .min(1)
      .max(20000),
  }),
  response: z.object({ created: z.number().int(), message: z.string().optional() }),
});

export const agentsCsv = endpoint({
  name: 'agentsCsv',
  method: 'GET',
  path: '/app/agents_csv',
  summary: 'All agents as CSV (streamed).',
  auth: 'key',
  scope: 'admin',
  body: 'query',
  responseKind: 'csv',
  request: z.object({}),
  response: z.string(),
});

export const getProfile = endpoint({
  name: 'getProfile',
  method: 'GET',
  path: '/user/profile/:id',
  summary: "An agent's profile (the agent edit screen, or the agent's own profile).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({ id: Id }),
  response: Agent,
});

export const ProfileFields = z.object({
  display_name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
  office: Id.nullable().optional(),
  crm_email: z.string().trim().max(200).nullable().optional(),
  phone: z.string().trim().max(50).nullable().optional(),
  web: z.string().trim().max(500).nullable().optional(),
  bio: z.string().max(2000).nullable().optional(),
  license: License.optional(),
  active: z.number().int().min(0).max(1).optional(),
  brokerage_name: z.string().trim().max(200).nullable().optional(),
  /** The agent's own profile: MLS e-mail and the six social links, at most 255 each. */
  mls_email: z.string().trim().max(254).nullable().optional(),
  social_youtube: z.string().trim().max(255).nullable().optional(),
  social_tiktok: z.string().trim().max(255).nullable().optional(),
  social_instagram: z.string().trim().max(255).nullable().optional(),
  social_facebook: z.string().trim().max(255).nullable().optional(),
  social_twitter: z.string().trim().max(255).nullable().optional(),
  social_linkedin: z.string().trim().max(255).nullable().optional(),
});

export const saveProfile = endpoint({
  name: 'saveProfile',
  method: 'POST',
  path: '/user/profile/:id',
  summary: "Save an agent's profile fields; answers the saved agent. active cannot change for a self-provisioned agent.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: ProfileFields.extend({ id: Id }),
  response: Agent,
});

export const avatar = endpoint({
  name: 'avatar',
  method: 'POST',
  path: '/avatar/:id',
  summary: "Upload an agent's photo (multipart field file, one JPEG or PNG) or delete it (field delete=1). Answers the photo URL or null.",
  auth: 'key',
  scope: 'any',
  body: 'multipart',
  files: ['file'],
  request: z.object({ id: Id, delete: z.enum(['1']).optional() }),
  response: z.object({ photo: z.string().nullable() }),
});

export const deleteAgent = endpoint({
  name: 'deleteAgent',
  method: 'POST',
  path: '/delete_agent',
  summary: 'Delete an agent for good; their users are prompted to choose a new agent.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({ id: Id }),
  response: Ok,
});

export const agentPassword = endpoint({
  name: 'agentPassword',
  method: 'POST',
  path: '/user/password/:id',
  summary: "Set an agent's password (an admin for an agent, or an agent for themself).",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ id: Id, agent_password: z.string().min(6).max(200) }),
  response: Ok,
});

export const resendAgentEmail = endpoint({
  name: 'resendAgentEmail',
  method: 'POST',
  path: '/resend_agent_email/:id',
  summary: 'Send the agent creation email again.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({ id: Id }),
  response: Ok,
});
