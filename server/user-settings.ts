import 'server-only';
import { can, type Viewer } from '@/lib/access';
import { subscriptionOf, USER_SETTINGS_MSG, type Subscription } from '@/lib/user-settings/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs, HttpError } from '@/server/http';
import { saveSession, type Session } from '@/server/session';
import { call, stream } from '@/server/upstream/client';
import { account, agents, userSettings as calls } from '@/server/upstream/contract';

/** What the agent settings page shows, reshaped from the upstream's answers. */
export type UserSettings = {
  apiKeyAvailable: boolean;
  /** null when the card is not shown (not an agent, or crmEmailEnabled off). */
  crmEmail: string | null;
  /** null when the automation beta is not offered (zapierEnabled off). */
  automationBeta: boolean | null;
  subscription: Subscription;
};

const isAgent = (session: Session) => session.user.type === 'agent' && session.managerMode !== true;

async function ownAccount(session: Session): Promise<{ subscription: Subscription; crmEmail: string }> {
  const agent = await call(agents.getProfile, { id: session.user.id }, callerOf(session));
  return {
    subscription: subscriptionOf({
      selfProvisioned: agent.self_provisioned,
      status: agent.subscription_status,
      cancelAt: agent.subscription_cancel_at,
    }),
    crmEmail: agent.crm_email ?? '',
  };
}

/** Every read of the page at once: the key's availability (never the key), the agent's profile, the automation switch. */
export async function getUserSettings(session: Session, viewer: Viewer): Promise<UserSettings> {
  const caller = callerOf(session);
  const [key, own, automation] = await Promise.all([
    call(calls.getOwnApiKey, {}, caller),
    viewer.role === 'agent' ? ownAccount(session) : null,
    viewer.toggles.zapierEnabled === true ? call(calls.getAgentAutomation, {}, caller) : null,
  ]);
  return {
    apiKeyAvailable: key.key !== null && key.key !== '',
    crmEmail: own && viewer.toggles.crmEmailEnabled === true ? own.crmEmail : null,
    automationBeta: automation ? automation.automation_beta === 1 : null,
    subscription: own?.subscription ?? { kind: 'none' },
  };
}

/** An admin's own CRM parsing e-mail for the broker settings page; null when the card is not shown (crmEmailEnabled off). */
export async function getOwnCrmEmail(session: Session, viewer: Viewer): Promise<string | null> {
  if (!can.crmParsingEmail(viewer)) return null;
  return (await ownAccount(session)).crmEmail;
}

/** The own API key, read only when asked for (never rendered into the page). */
export async function revealOwnApiKey(session: Session): Promise<string> {
  let key: string | null;
  try {
    key = (await call(calls.getOwnApiKey, {}, callerOf(session))).key;
  } catch (err) {
    failedAs(err, USER_SETTINGS_MSG.apiKeyFailed);
  }
  if (!key) throw new HttpError(404, USER_SETTINGS_MSG.apiKeyUnavailable);
  return key;
}

export async function saveOwnCrmEmail(session: Session, crmEmail: string): Promise<string> {
  try {
    return (await call(calls.saveCrmEmail, { id: session.user.id, crm_email: crmEmail }, callerOf(session))).crm_email ?? '';
  } catch (err) {
    failedAs(err, USER_SETTINGS_MSG.crmEmailFailed);
  }
}

export async function saveOwnAutomation(session: Session, enabled: boolean): Promise<boolean> {
  try {
    return (await call(calls.saveAgentAutomation, { automation_beta: enabled ? 1 : 0 }, callerOf(session))).automation_beta === 1;
  } catch (err) {
    failedAs(err, USER_SETTINGS_MSG.automationFailed);
  }
}

/**
 * Cancel the agent's own subscription (the upstream's DELETE). The session learns the new state too, so the
 * billing link is hidden and the users download opens without signing in again.
 */
export async function cancelOwnSubscription(session: Session): Promise<void> {
  if (!isAgent(session) || !session.user.selfProvisioned) throw new HttpError(403, USER_SETTINGS_MSG.noSubscription);
  let cancelAt: number | null = null;
  try {
    await call(account.cancelSubscription, {}, callerOf(session));
    cancelAt = (await call(agents.getProfile, { id: session.user.id }, callerOf(session))).subscription_cancel_at;
  } catch (err) {
    failedAs(err, USER_SETTINGS_MSG.cancelFailed);
  }
  await saveSession({ ...session, user: { ...session.user, subscriptionStatus: 'canceled', subscriptionCancelAt: cancelAt } });
}

/** The agent's own users as CSV, once their subscription is canceled (the state is read from the upstream, not the cookie). */
export async function ownUsersCsvStream(session: Session): Promise<Response> {
  const { subscription } = await ownAccount(session);
  if (subscription.kind !== 'canceled') throw new HttpError(403, USER_SETTINGS_MSG.notCanceled);
  return stream(calls.agentUsersCsv, {}, callerOf(session));
}
