import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * CRM integrations (the spec: 'get integration info,
 * update integration; an agent variant exists'). The spec shows no paths: chosen. The app's integration is
 * an admin's; the agent variant is the calling agent's own (with integrationsAgentEnabled). The upstream
 * answers the secrets it holds; the dashboard never passes them on to the browser.
 */

export const IntegrationInfo = z.object({
  /** A CRM the spec lists, a provider-managed one (realgeeks, moxi, deltawin, moxiworks), or null for none. */
  name: z.string().nullable(),
  api_url: z.string().nullable(),
  api_key: z.string().nullable(),
  username: z.string().nullable(),
  password: z.string().nullable(),
  site_id: z.string().nullable(),
  active: z.number().int().min(0).max(1),
  /** 1 once the upstream has checked the credentials against the CRM. */
  sync_checked: z.number().int().min(0).max(1),
  /** Why the last check failed; null when it did not. */
  error: z.string().nullable(),
});
export type IntegrationInfo = z.output<typeof IntegrationInfo>;

const Update = z.object({
  name: z.string().max(40).nullable(),
  api_url: z.string().max(500),
  api_key: z.string().max(500),
  username: z.string().max(200),
  password: z.string().max(500),
  active: z.union([z.literal(0), z.literal(1)]),
});

const summaryUpdate =
  'Saving starts a new check: sync_checked 0 and no error until the upstream has tried the credentials (then 1, or an error). ' +
  'A provider-managed integration is refused (403). Answers the saved info.';

export const getIntegration = endpoint({
  name: 'getIntegration',
  method: 'GET',
  path: '/integration',
  chosenPath: true,
  summary: "The app's CRM integration (admins); info null fields when none is set.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ info: IntegrationInfo }),
});

export const saveIntegration = endpoint({
  name: 'saveIntegration',
  method: 'POST',
  path: '/integration',
  chosenPath: true,
  summary: `Set the app's CRM integration (admins). ${summaryUpdate}`,
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: Update,
  response: z.object({ info: IntegrationInfo }),
});

export const getAgentIntegration = endpoint({
  name: 'getAgentIntegration',
  method: 'GET',
  path: '/integration/agent',
  chosenPath: true,
  summary: "The calling agent's own CRM integration (integrationsAgentEnabled; 403 otherwise).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ info: IntegrationInfo }),
});

export const saveAgentIntegration = endpoint({
  name: 'saveAgentIntegration',
  method: 'POST',
  path: '/integration/agent',
  chosenPath: true,
  summary: `Set the calling agent's own CRM integration (integrationsAgentEnabled; 403 otherwise). ${summaryUpdate}`,
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: Update,
  response: z.object({ info: IntegrationInfo }),
});

/**
 * The new CRM integration widget's two calls (the spec: 'get rollout token (answer jwt); save rollout
 * key (app_key, connection_id, deleted flag)'). Admins of an app in the widget's rollout.
 */
export const getRolloutToken = endpoint({
  name: 'getRolloutToken',
  method: 'GET',
  path: '/integration/rollout/token',
  chosenPath: true,
  summary: "A short-lived token (jwt) the CRM widget presents to its own service on the app's behalf.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ jwt: z.string() }),
});

export const saveRolloutKey = endpoint({
  name: 'saveRolloutKey',
  method: 'POST',
  path: '/integration/rollout/key',
  chosenPath: true,
  summary: "Store (deleted 0) or forget (deleted 1) the key the CRM widget's service issued for the app's connection.",
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: z.object({
    app_key: z.string().min(1).max(500),
    connection_id: z.string().min(1).max(200),
    deleted: z.union([z.literal(0), z.literal(1)]),
  }),
  response: z.object({ ok: z.literal(true), connected: z.boolean() }),
});
