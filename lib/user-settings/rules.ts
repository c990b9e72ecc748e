/**
 * Agent settings: the
 * screen's texts and the subscription rule both the page and the route handlers apply.
 */

export const USER_SETTINGS_MSG = {
  apiKeyUnavailable: 'API key not available',
  crmEmailSaved: 'CRM parsing email has been saved',
  crmEmailFailed: 'Error saving parsing email',
  invalidEmail: 'Invalid email address',
  subscriptionCanceled: 'Subscription canceled',
  cancelFailed: 'Error canceling subscription',
  upgradeRequired: 'Upgrade Required',
  // Not in the spec: chosen.
  cancelQuestion: 'Cancel your subscription? Your account stays active until the end of the billing period, then it is deactivated.',
  automationOn: 'Automation beta turned on',
  automationOff: 'Automation beta turned off',
  automationFailed: 'The automation beta could not be changed. Please try again.',
  apiKeyFailed: 'The API key could not be read. Please try again.',
  notCanceled: 'Your users can be downloaded once your subscription is canceled.',
  noSubscription: 'You have no subscription to manage.',
} as const;

/** The spec's limit of the CRM parsing e-mail. */
export const CRM_EMAIL_MAX = 200;

/** Where the agent's subscription stands, as the settings page shows it. */
export type Subscription =
  /** An active self-provisioned agent: the cancel card. */
  | { kind: 'active' }
  /** Canceled: the notice with the deactivation deadline (a unix time, or null when the upstream gave none). */
  | { kind: 'canceled'; deactivatesAt: number | null }
  /** Not self-provisioned, or not paid yet: no subscription card. */
  | { kind: 'none' };

/** Subscription: an active self-provisioned agent may cancel; a canceled one sees the notice. */
export function subscriptionOf(agent: { selfProvisioned: boolean; status: string | null; cancelAt: number | null }): Subscription {
  if (!agent.selfProvisioned || !agent.status) return { kind: 'none' };
  if (agent.status === 'canceled') return { kind: 'canceled', deactivatesAt: agent.cancelAt };
  return { kind: 'active' };
}

/** The canceled notice's sentence. */
export function deactivationNotice(date: string): string {
  return date
    ? `Your subscription was canceled. Your account will be deactivated on ${date}.`
    : 'Your subscription was canceled. Your account will be deactivated at the end of the billing period.';
}
