import 'server-only';

type Fields = Record<string, unknown>;

/** Keys whose values never reach a log line. */
const SECRET_KEYS = /api[_-]?key|password|cookie|secret|token|authorization/i;

function redact(fields: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : v;
  return out;
}

function write(level: 'info' | 'warn' | 'error', fields: Fields, msg: string) {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...redact(fields) });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/** Structured JSON log lines; keys that name secrets are redacted. */
export const log = {
  info: (fields: Fields, msg: string) => write('info', fields, msg),
  warn: (fields: Fields, msg: string) => write('warn', fields, msg),
  error: (fields: Fields, msg: string) => write('error', fields, msg),
};
