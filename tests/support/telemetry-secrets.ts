import type { ReceivedSpan } from '@/scripts/otlp-receiver.mjs';

/** Attribute names that must never carry a value (server/log.ts's list of secret names, as spans meet them). */
const SECRET_NAME = /api[_-]?key|passw(or)?d|cookie|secret|token|authori[sz]ation|signature|credential/i;

/**
 * Every exported span searched for the run's secrets (never an api key, token, password,
 * cookie, query string or body in an attribute): the span's name and each attribute's name and value.
 * A scan of no span at all is a failure, as the audit scan's is.
 */
export function spanSecretLeaks(spans: ReceivedSpan[], secrets: string[]): string[] {
  if (spans.length === 0) return ['no span was exported: the scan searched nothing'];
  const leaks: string[] = [];
  for (const s of spans) {
    const text = JSON.stringify([s.name, s.attributes]);
    for (const secret of secrets)
      if (secret && text.includes(secret)) leaks.push(`span "${s.name}" holds a secret (${secret.slice(0, 3)}…)`);
    for (const [key, value] of Object.entries(s.attributes)) {
      if (SECRET_NAME.test(key) && value !== '[redacted]') leaks.push(`span "${s.name}": ${key} has a value`);
      if (typeof value === 'string' && /\?[^\s]*=/.test(value)) leaks.push(`span "${s.name}": ${key} holds a query string`);
    }
    if (/\?[^\s]*=/.test(s.name)) leaks.push(`span "${s.name}": its name holds a query string`);
  }
  return [...new Set(leaks)];
}

/**
 * What a long run exported (the end-to-end suite), kept small: each distinct span name and attribute
 * once, searched at the end for secrets only known then (the api keys the demo handed out), and the
 * leaks a span shows on its own (a secret's name with a value, a query string), found as it arrives.
 */
export class ExportedText {
  private readonly texts = new Set<string>();
  private readonly found = new Set<string>();
  spans = 0;

  add(spans: ReceivedSpan[]): void {
    this.spans += spans.length;
    for (const s of spans) {
      this.texts.add(s.name);
      for (const [key, value] of Object.entries(s.attributes)) this.texts.add(`${key}=${JSON.stringify(value)}`);
    }
    for (const leak of spanSecretLeaks(spans, [])) this.found.add(leak);
  }

  leaks(secrets: Iterable<string>): string[] {
    if (this.spans === 0) return ['no span was exported: the scan searched nothing'];
    const leaks = [...this.found];
    for (const secret of secrets)
      for (const text of this.texts) if (secret && text.includes(secret)) leaks.push(`a span holds a secret (${secret.slice(0, 3)}…)`);
    return [...new Set(leaks)];
  }
}
