/**
 * Self-provisioning: the screens' texts, the sign-up minimums and the payment link rule.
 */

export const PROVISION_MSG = {
  saved: 'Agent details saved',
  unknownError: 'Unknown error',
  paymentComplete: 'Payment Complete',
  invalidName: 'Please enter a valid name',
  invalidEmail: 'Please enter a valid email',
  invalidPhone: 'Please enter a valid phone number',
  invalidPassword: 'Please enter a valid password',
  // Not in the spec (it names the screens, not their words): chosen.
  notEnabledTitle: 'Sign-up not available',
  notEnabled: (app: string) => `Self-provisioning is not enabled for ${app}. Ask the brokerage for another way to join.`,
  setupTitle: 'Setup not complete',
  setupNotComplete: (app: string) => `${app} has not finished setting up agent sign-up yet. Please try again later.`,
  errorTitle: 'Sign-up unavailable',
  tooMany: 'Too many sign-ups from your network. Please wait a few minutes and try again.',
  paymentIntro: 'Your account is created. Complete your subscription payment to open your dashboard.',
  paymentCompleteText: 'Thank you: your subscription is active. Sign in with the e-mail and password you chose.',
} as const;

/** The sign-up minimums. */
export const SIGNUP_MIN = { name: 3, email: 3, phone: 3, password: 6 } as const;

/** Sign-ups let through per client address in a window (a flood is refused with PROVISION_MSG.tooMany). */
export const SIGNUP_LIMIT = { perAddress: 10, windowMs: 10 * 60_000 } as const;

/** The payment reference of a new agent: agent_{guid}. */
export const paymentReference = (guid: string) => `agent_${guid}`;

/**
 * The payment link: the app's payment_url with the reference agent_{guid} (client_reference_id, the query
 * parameter payment links carry a reference in) and, when known, where the provider returns to. Null for
 * anything but an http(s) payment_url.
 */
export function paymentLink(paymentUrl: string, guid: string, returnTo?: string): string | null {
  let url: URL;
  try {
    url = new URL(paymentUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('client_reference_id', paymentReference(guid));
  if (returnTo) url.searchParams.set('return_url', returnTo);
  return url.href;
}

/** Which screen a sign-up link shows: the form, not enabled, or setup not complete. */
export type ProvisionScreen = 'form' | 'notEnabled' | 'setupNotComplete';

export function provisionScreen(app: { enabled: boolean; paymentUrl: string | null }): ProvisionScreen {
  if (!app.enabled) return 'notEnabled';
  return app.paymentUrl ? 'form' : 'setupNotComplete';
}

/** A failed sign-up: the server's message is shown, or 'Unknown error' when it gave none. */
export function provisionError(message: string | null | undefined): string {
  return message && message.trim() ? message : PROVISION_MSG.unknownError;
}
