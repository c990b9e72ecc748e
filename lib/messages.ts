/** The spec's text for a failure that has nothing more particular to say, wherever it is shown. */
export const GENERIC_ERROR = 'An error occurred';

/** The spec's shell and sign-in texts, shown verbatim. */
export const MSG = {
  invalidEmail: 'Please enter a valid email',
  invalidPassword: 'Please enter a password (minimum 6 characters)',
  checkOther: 'Invalid login. You may want to check the agent dashboard instead.',
  disabled: 'This account has been disabled. If you think this is error, please contact your account admin.',
  ssoInvalid: 'Invalid or expired SSO access token.',
  unreachable: 'Unable to reach server.',
  generic: GENERIC_ERROR,
  unableToLoad: 'Unable to load data',
  tryAgain: 'Try again',
  notFoundTitle: 'Not found',
  notFoundText: 'Sorry! The page you requested does not exist.',
  backToDashboard: 'Back to dashboard',
  /** Not in the spec: shown when a key-restore link does not open a session. */
  restoreFailed: 'This sign-in link is invalid or has expired. Please sign in.',
  /** Not in the spec: shown when the upstream stops accepting the session's key. */
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/**
 * Not in the spec (docs/departures.md): the confirmation pages of a sign-in link
 * or a sign-out opened from another site, and the sign-out that the server could not finish.
 */
export const CONFIRM_MSG = {
  signInTitle: 'Sign in from a link?',
  signInText: 'A link from another site is signing you in to this dashboard. Continue only if you opened it yourself.',
  signInAs: (email: string) => `A link from another site is signing you in as ${email}. Continue only if you opened it yourself.`,
  signInReadOnly: 'The session will be read-only.',
  signIn: 'Continue to sign in',
  cancelSignIn: 'Cancel',
  signOutTitle: 'Sign out?',
  signOutText: 'A link from another site is asking to sign you out of the dashboard.',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signOutFailedTitle: 'Sign-out did not finish',
  signOutFailed: 'Your session could not be ended at the server. Please try again.',
  backToDashboard: 'Back to the dashboard',
  signOutBrowserOnly: 'Sign out on this browser only',
  signOutBrowserOnlyHint: 'The server keeps the session until it expires, within a day.',
  signedOutBrowserOnly: 'Signed out on this browser. The server could not end the session; it expires by itself within a day.',
} as const;

/** The embed error page's one message per err value. */
export function fubErrorMessage(err: string | undefined): string {
  switch (err) {
    case 'person':
      return 'Person not found';
    case 'user':
      return 'User not found';
    case 'account':
      return 'No Account';
    case 'auth':
      return 'Unauthorized';
    default:
      return 'Not found';
  }
}
