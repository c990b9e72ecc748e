import { createRequire } from 'node:module';

/**
 * The upstream client talks node:http, which nock 15.0.0 intercepts through @mswjs/interceptors'
 * ClientRequest interceptor. That path mistakes a plain object given to `replyWithError({ code })`
 * for a response and throws inside the interceptor (an unhandled rejection, and the request hangs
 * until its timeout). A network failure is an Error in Node anyway, so the object becomes one: an
 * Error with the same code and message, which the interceptor turns into the request's 'error'.
 */
const require = createRequire(import.meta.url);
const Interceptor = require('nock/lib/interceptor') as { prototype: { replyWithError(error: unknown): unknown } };
const replyWithError = Interceptor.prototype.replyWithError;

Interceptor.prototype.replyWithError = function (this: unknown, error: unknown) {
  if (error !== null && typeof error === 'object' && !(error instanceof Error)) {
    const fields = error as { message?: unknown; code?: unknown };
    const message = typeof fields.message === 'string' ? fields.message : `nock: ${String(fields.code ?? 'network error')}`;
    error = Object.assign(new Error(message), fields);
  }
  return replyWithError.call(this, error);
};
