import 'server-only';
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { isSecretKey, scrub } from '@/server/log';

const REDACTED = '[redacted]';
/** Attributes that hold a URL or a path with its query (Next's `http.target`, a fetch span's `http.url`). */
const URL_KEY = /(^|\.)(target|url|full)$/;
/** A query string alone (`url.query`): dropped whole. */
const QUERY_KEY = /(^|\.)query$/;

/** A URL or path without its query string and fragment: those can carry a token or an api key. */
const withoutQuery = (value: string) => value.replace(/[?#].*$/s, '');

/**
 * Runs before a span is exported, on the span itself (still writable at start and at ending): a
 * value under a secret's name is replaced, a URL loses its query, any other text has secrets in
 * query-string form masked, and so does the span's name. Next's own spans carry `http.target` with
 * the query string; nothing else of the request reaches an attribute.
 */
export class RedactingProcessor implements SpanProcessor {
  onStart(span: Span, _parent: Context): void {
    this.clean(span);
  }

  onEnding(span: Span): void {
    this.clean(span);
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }

  private clean(span: Span): void {
    const name = cleanText(span.name);
    if (name !== span.name) span.updateName(name);
    for (const [key, value] of Object.entries(span.attributes)) {
      const clean = cleanAttribute(key, value);
      if (clean !== value) span.setAttribute(key, clean);
    }
  }
}

/** A span name or free text: any query string dropped (names are routes or calls, never need one). */
function cleanText(text: string): string {
  return scrub(withoutQuery(text));
}

export function cleanAttribute(key: string, value: unknown): string | number | boolean | string[] {
  if (isSecretKey(key) || QUERY_KEY.test(key)) return REDACTED;
  if (typeof value === 'string') return URL_KEY.test(key) ? scrub(withoutQuery(value)) : scrub(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? scrub(v) : String(v)));
  return value as number | boolean;
}
