import { z } from 'zod';
import { endpoint, Id } from './endpoint';
import { MortgagePro } from './entities';

/** Where a Mortgage Pro belongs: the app (neither id), an office (office_id) or an agent (agent_id). */
const Level = z.object({ office_id: Id.optional(), agent_id: Id.optional() });

export const MortgageProFields = z.object({
  display_name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
  phone: z.string().trim().max(50).nullable().optional(),
  web: z.string().trim().max(500).nullable().optional(),
  company: z.string().trim().max(200).nullable().optional(),
  license: z.object({ licenseNumber: z.string().trim().min(1).max(100) }),
});

export const getMpro = endpoint({
  name: 'getMpro',
  method: 'GET',
  path: '/user/mpro',
  summary: 'The Mortgage Pro of a level (app, office or agent); null when none is set there. An agent reads their own.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: Level,
  response: z.object({ mpro: MortgagePro.nullable() }),
});

export const saveMpro = endpoint({
  name: 'saveMpro',
  method: 'POST',
  path: '/user/mpro',
  summary: 'Save the Mortgage Pro of a level, or delete it (delete true, no fields).',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.union([Level.extend({ delete: z.literal(true) }), Level.extend(MortgageProFields.shape)]),
  response: z.object({ mpro: MortgagePro.nullable() }),
});

export const mproAgents = endpoint({
  name: 'mproAgents',
  method: 'GET',
  path: '/user/mpro_agents',
  summary: 'Agents that already have their own Mortgage Pro.',
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ agents: z.array(z.object({ id: Id, name: z.string(), email: z.string(), mpro_name: z.string() })) }),
});

export const getMproAgentSetting = endpoint({
  name: 'getMproAgentSetting',
  method: 'GET',
  path: '/user/mpro_agent',
  summary: "The app setting 'Allow agents to set their own Mortgage Pro'.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ enabled: z.boolean() }),
});

export const saveMproAgentSetting = endpoint({
  name: 'saveMproAgentSetting',
  method: 'POST',
  path: '/user/mpro_agent',
  summary: "Switch 'Allow agents to set their own Mortgage Pro'.",
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({ enabled: z.boolean() }),
  response: z.object({ enabled: z.boolean() }),
});

export const mproAvatar = endpoint({
  name: 'mproAvatar',
  method: 'POST',
  path: '/user/mpro/avatar',
  summary:
    "Upload (multipart field file, JPEG or PNG) or delete (delete=1) a Mortgage Pro's photo. kind app, office or agent; target_id the office or agent id.",
  auth: 'key',
  scope: 'any',
  body: 'multipart',
  files: ['file'],
  chosenPath: true,
  request: z.object({ kind: z.enum(['app', 'office', 'agent']), target_id: Id.optional(), delete: z.enum(['1']).optional() }),
  response: z.object({ photo: z.string().nullable() }),
});
