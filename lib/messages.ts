/** The spec's shell and sign-in texts, shown verbatim. */
export const MSG = {
  invalidEmail: 'Please enter a valid email',
  invalidPassword: 'Please enter a password (minimum 6 characters)',
  checkOther: 'Invalid login. You may want to check the agent dashboard instead.',
  disabled: 'This account has been disabled. If you think this is error, please contact your account admin.',
  ssoInvalid: 'Invalid or expired SSO access token.',
  unreachable: 'Unable to reach server.',
  generic: 'An error occurred',
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
