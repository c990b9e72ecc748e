import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Agent settings. The spec shows no paths: chosen. Each call is about the signed-in user alone; cancelling
 * the subscription is the account area's cancelSubscription.
 */

export const getOwnApiKey = endpoint({
  name: 'getOwnApiKey',
  method: 'GET',
  path: '/user/api_key',
  chosenPath: true,
  summary:
    "The signed-in user's own API key (Agent profile's api_key), or null when they have none (the app without agentInsightsEnabled " +
    "hands out no keys). Never anyone else's key.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ key: z.string().nullable() }),
});

export const saveCrmEmail = endpoint({
  name: 'saveCrmEmail',
  method: 'POST',
  path: '/user/crm_email/:id',
  chosenPath: true,
  summary:
    "Set an agent's CRM parsing e-mail (crm_email: an e-mail address of at most 200 characters, or '' to clear it); only the agent " +
    'or admin themself (id is their own), with crmEmailEnabled. Answers the saved address (null when cleared).',
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: z.object({ id: Id, crm_email: z.string().trim().max(200) }),
  response: z.object({ crm_email: z.string().nullable() }),
});

const Automation = z.object({ automation_beta: z.union([z.literal(0), z.literal(1)]) });

export const getAgentAutomation = endpoint({
  name: 'getAgentAutomation',
  method: 'GET',
  path: '/user/automation',
  chosenPath: true,
  summary: "The signed-in user's own automation beta switch (zapierEnabled apps).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: Automation,
});

export const saveAgentAutomation = endpoint({
  name: 'saveAgentAutomation',
  method: 'POST',
  path: '/user/automation',
  chosenPath: true,
  summary: "Turn the signed-in user's own automation beta on or off; refused without zapierEnabled and agentInsightsEnabled.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: Automation,
  response: Automation,
});

export const agentUsersCsv = endpoint({
  name: 'agentUsersCsv',
  method: 'GET',
  path: '/user/users_csv',
  chosenPath: true,
  summary:
    "The signed-in agent's own active users as CSV, streamed (a self-provisioned agent takes them along after cancelling). " +
    'Columns: id, name, email, phone, joined, last_login.',
  auth: 'key',
  scope: 'any',
  body: 'query',
  responseKind: 'csv',
  request: z.object({}),
  response: z.string(),
});
