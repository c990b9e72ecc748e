/** The one error kind of every upstream call. `message` is safe to show to the user. */
export type UpstreamErrorKind = 'network' | 'upstream' | 'schema';

export const UNREACHABLE = 'Unable to reach server.';

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly kind: UpstreamErrorKind,
    /** The upstream's status for 'upstream'; 502/504 for the others. */
    readonly status: number,
    readonly endpoint: string,
    /** The call carried a session's api key (sign-in calls do not). */
    readonly withKey = true,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** The upstream no longer accepts the session's api key: the visitor must sign in again. */
  get sessionExpired(): boolean {
    return this.withKey && this.kind === 'upstream' && this.status === 401;
  }
}
