import 'server-only';
import { can, type Viewer } from '@/lib/access';
import { checkIntegration, crmOf, INTEGRATION_MSG, PROVIDER_MANAGED, type IntegrationView } from '@/lib/integrations/rules';
import type { IntegrationInput } from '@/lib/integrations/schema';
import { callerOf } from '@/server/upstream/caller';
import { config } from '@/server/config';
import { failedAs, HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { integrations } from '@/server/upstream/contract';
import type { IntegrationInfo } from '@/server/upstream/contract/integrations';
import { UpstreamError } from '@/server/upstream/errors';

/** The integration as the browser may see it: the secrets only as set or not (never their values). */
export function integrationView(info: IntegrationInfo): IntegrationView {
  const name = info.name ?? 'none';
  return {
    name,
    managed: name in PROVIDER_MANAGED,
    apiUrl: info.api_url ?? '',
    username: info.username ?? '',
    siteId: info.site_id ?? '',
    apiKeySet: (info.api_key ?? '') !== '',
    passwordSet: (info.password ?? '') !== '',
    active: info.active === 1,
    syncChecked: info.sync_checked === 1,
    error: info.error,
  };
}

/** An admin's is the app's integration; anyone else's (an agent with integrationsAgentEnabled) their own. */
const calls = (viewer: Viewer) =>
  can.admin(viewer)
    ? { get: integrations.getIntegration, save: integrations.saveIntegration }
    : { get: integrations.getAgentIntegration, save: integrations.saveAgentIntegration };

async function readInfo(session: Session, viewer: Viewer): Promise<IntegrationInfo> {
  return (await call(calls(viewer).get, {}, callerOf(session))).info;
}

export async function getIntegration(session: Session, viewer: Viewer): Promise<IntegrationView> {
  return integrationView(await readInfo(session, viewer));
}

/** The box's card on a page: null when the read fails (the card shows its own error state). */
export async function getIntegrationOrNull(session: Session, viewer: Viewer): Promise<IntegrationView | null> {
  try {
    return await getIntegration(session, viewer);
  } catch (err) {
    if (err instanceof UpstreamError && !err.sessionExpired) return null;
    throw err;
  }
}

/**
 * Save the box: only the chosen CRM's fields are sent (the others empty); a secret left empty keeps the
 * saved one of the same CRM (read here, never from the browser). 'All fields are required' when a
 * required field is still missing; a provider-managed integration is not changed here.
 */
export async function saveIntegration(session: Session, viewer: Viewer, input: IntegrationInput): Promise<IntegrationView> {
  let saved: IntegrationInfo;
  try {
    saved = await readInfo(session, viewer);
  } catch (err) {
    failedAs(err, INTEGRATION_MSG.saveFailed);
  }
  const before = integrationView(saved);
  if (before.managed) throw new HttpError(403, INTEGRATION_MSG.managed(PROVIDER_MANAGED[before.name]!.label));
  if (checkIntegration(input, before)) throw new HttpError(400, INTEGRATION_MSG.required);
  const fields = new Set<string>(crmOf(input.name).fields);
  const same = before.name === input.name;
  const value = (field: 'api_key' | 'api_url' | 'username' | 'password') => {
    if (!fields.has(field)) return '';
    const typed = field === 'password' ? input.password : input[field].trim();
    if (typed === '' && same && (field === 'api_key' || field === 'password')) return saved[field] ?? '';
    return typed;
  };
  try {
    const { info } = await call(
      calls(viewer).save,
      {
        name: input.name === 'none' ? null : input.name,
        api_key: value('api_key'),
        api_url: value('api_url'),
        username: value('username'),
        password: value('password'),
        active: input.active && input.name !== 'none' ? 1 : 0,
      },
      callerOf(session),
    );
    return integrationView(info);
  } catch (err) {
    failedAs(err, INTEGRATION_MSG.saveFailed);
  }
}

/**
 * The CRM widget for this viewer: an admin outside restricted mode, of an app in the
 * widget's rollout (rolloutEnabled, or a configured stack id), with a configured module. Null otherwise.
 */
export function crmWidgetFor(viewer: Viewer): { url: string } | null {
  const widget = config().crmWidget;
  if (!widget || !can.brokerSettings(viewer)) return null;
  return viewer.toggles.rolloutEnabled === true || widget.stacks.includes(viewer.stackId) ? { url: widget.url } : null;
}

function requireWidget(viewer: Viewer): void {
  if (!crmWidgetFor(viewer)) throw new HttpError(403, 'The CRM integration widget is not available for your app.');
}

export async function rolloutToken(session: Session, viewer: Viewer): Promise<string> {
  requireWidget(viewer);
  try {
    return (await call(integrations.getRolloutToken, {}, callerOf(session))).jwt;
  } catch (err) {
    failedAs(err, INTEGRATION_MSG.loadFailed);
  }
}

export async function saveRolloutKey(
  session: Session,
  viewer: Viewer,
  key: { appKey: string; connectionId: string; deleted: boolean },
): Promise<boolean> {
  requireWidget(viewer);
  try {
    const answer = await call(
      integrations.saveRolloutKey,
      { app_key: key.appKey, connection_id: key.connectionId, deleted: key.deleted ? 1 : 0 },
      callerOf(session),
    );
    return answer.connected;
  } catch (err) {
    failedAs(err, INTEGRATION_MSG.saveFailed);
  }
}
