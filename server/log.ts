import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { processSingleton } from '@/server/process-singleton';

type Fields = Record<string, unknown>;

/** Keys whose values never reach a log line, at any depth (api keys, passwords, cookies, tokens). */
const SECRET_KEY = /api[_-]?key|passw(or)?d|^pwd$|cookie|secret|token|authori[sz]ation|signature|credential|^session$/i;
/** A secret carried in a query string or form inside a value (e.g. `/login?api_key=...`). */
const SECRET_PARAM = /([?&;](?:api[_-]?key|access[_-]?token|token|password|signature|a)=)[^&#\s"']*/gi;
/** The user webhook's path ends in its secret (server/routing/webhook.ts). */
const SECRET_PATH = /(\/api\/webhooks\/users\/[^/?#\s"']+\/)[^/?#\s"']+/g;
const REDACTED = '[redacted]';
const MAX_DEPTH = 8;

function scrub(text: string): string {
  return text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(SECRET_PATH, `$1${REDACTED}`);
}

/** A copy of `value` with secret keys replaced and secrets in query strings masked; cycles and depth are cut. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof Error) {
    const err: Fields = { type: value.name, message: scrub(value.message) };
    if (value.stack) err.stack = scrub(value.stack);
    if ('code' in value) err.code = (value as { code: unknown }).code;
    return err;
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  if (value instanceof URL) return scrub(value.href);
  if (value instanceof Headers || value instanceof Map) return redact(Object.fromEntries(value.entries()), depth, seen);
  const out: Fields = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1, seen);
  return out;
}

/**
 * The request being served, set by the production entry (scripts/serve.mjs) around each request, so
 * every line logged while serving it carries its id. One per process (serve.mjs, not bundled, reaches
 * it under processKey('request-context')).
 */
type RequestContext = { requestId: string };

export function requestContext(): AsyncLocalStorage<RequestContext> {
  return processSingleton('request-context', () => new AsyncLocalStorage<RequestContext>());
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** A pino logger writing JSON lines to `destination` (stdout; errors to stderr), secrets redacted by key name. */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL): Logger {
  const context = requestContext();
  return pino(
    {
      level: level && LEVELS.has(level) ? level : 'info',
      base: { pid: process.pid, service: 'broker-dashboard' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redact(bindings) as Fields,
        log: (object) => redact(object) as Fields,
      },
      // redact() has already turned errors into { type, message, stack }, with secrets masked.
      serializers: { err: (value: unknown) => value },
      mixin: () => {
        const requestId = context.getStore()?.requestId;
        return requestId ? { reqId: requestId } : {};
      },
    },
    destination ?? consoleStreams(),
  );
}

/**
 * Standard output, and standard error for error lines, as before pino (tests spy on console.error).
 * Both are synchronous on Linux, so no line is lost when the process exits.
 */
function consoleStreams(): DestinationStream {
  const to = (method: 'log' | 'error'): DestinationStream => ({ write: (line: string) => console[method](line.replace(/\n$/, '')) });
  return pino.multistream(
    [
      { level: 'trace', stream: to('log') },
      { level: 'error', stream: to('error') },
    ],
    { dedupe: true },
  );
}

let logger: Logger | undefined;
const instance = () => (logger ??= createLogger());

/** Structured JSON log lines (pino); keys that name secrets are redacted, and the request id is added. */
export const log = {
  info: (fields: Fields, msg: string) => instance().info(fields, msg),
  warn: (fields: Fields, msg: string) => instance().warn(fields, msg),
  error: (fields: Fields, msg: string) => instance().error(fields, msg),
};
