import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Self-provisioning (a self-provisioned app and its agents' sign-up). Public calls: no API key. The spec
 * shows no paths: chosen.
 */

const Segment = z.string().trim().min(1).max(100);

export const ProvisionApp = z.object({
  /** Self-provisioning is on for this app (selfProvisionedAgentsEnabled) and the link is live. */
  enabled: z.boolean(),
  /** The payment page new agents are sent to; null or '' while the brokerage's setup is not complete. */
  payment_url: z.string().nullable(),
  theme: z.object({ logo: z.string().nullable() }),
  name: z.string(),
});
export type ProvisionApp = z.output<typeof ProvisionApp>;

export const getProvisionApp = endpoint({
  name: 'getProvisionApp',
  method: 'GET',
  path: '/provision/:uri/:provision_id',
  chosenPath: true,
  summary:
    "A sign-up link's app (uri: the app's uri, provision_id: the link's id): enabled, payment_url, theme.logo and name. An unknown " +
    'link answers 404 with a message to show.',
  auth: 'none',
  scope: 'any',
  body: 'query',
  request: z.object({ uri: Segment, provision_id: Segment }),
  response: ProvisionApp,
});

export const provisionAgent = endpoint({
  name: 'provisionAgent',
  method: 'POST',
  path: '/provision/agent',
  chosenPath: true,
  summary:
    'Create a self-provisioned agent from a sign-up link (provision_id, display_name at least 3, email at least 3, phone at least 3, ' +
    'password at least 6), without a subscription status until the payment completes; answers its guid (the payment reference is ' +
    "agent_{guid}). idempotency_key: the same key answers the first sign-up's guid again and creates nothing. An e-mail the app " +
    'already has is refused (409); a disabled link or an app whose setup is not complete is refused (400).',
  auth: 'none',
  scope: 'any',
  body: 'json',
  request: z.object({
    provision_id: Segment,
    display_name: z.string().trim().min(3).max(200),
    email: z.string().trim().min(3).max(254),
    phone: z.string().trim().min(3).max(50),
    password: z.string().min(6).max(200),
    idempotency_key: z.string().min(8).max(100),
  }),
  response: z.object({ guid: z.string() }),
});
