/**
 * A refusal thrown from anywhere in a route handler (the wrapper, a body or upload reader, a
 * service): its status, message and headers become the error envelope in one place (toErrorResponse).
 * A module of its own with no imports, so any server module can throw it without importing the wrappers.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Extra members of the envelope's error beside message, e.g. the fair-housing findings of a refused save. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
