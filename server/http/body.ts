import 'server-only';
import type { z } from 'zod';
import { HttpError } from '@/server/http/http-error';

/** The first issue of a zod refusal as one line naming the field. */
export function firstIssue(error: z.ZodError, whole = 'value'): string {
  const issue = error.issues[0];
  return `Invalid ${issue?.path.join('.') || whole}: ${issue?.message ?? 'invalid value'}`;
}

/** The media type of a request's body, lower-cased, without parameters. */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The body as UTF-8 text, read up to `maxBytes`: past that the read stops, so a huge body is never held whole. */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new HttpError(413, 'The request is too large.');
      }
      chunks.push(value);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'The request body could not be read.');
  }
}

/** Field names that only an attack sends: they aim at the prototype of whatever merges the body. */
const POLLUTING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Control characters (tab and line breaks aside) and bidirectional overrides, which disguise text. */
const HIDDEN_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const MAX_DEPTH = 32;

/**
 * The first part of a parsed body no form sends: a polluting field name, a string with hidden or
 * broken (lone surrogate) characters, or nesting deeper than any form. Walked without recursion.
 */
export function hostileContent(data: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    const where = path.join('.') || 'body';
    if (typeof value === 'string') {
      if (HIDDEN_CHARS.test(value) || !value.isWellFormed()) return { path: where, message: 'contains characters that are not allowed' };
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) return { path: where, message: 'is nested too deeply' };
      for (const [key, child] of Object.entries(value)) {
        if (POLLUTING_KEYS.has(key) || HIDDEN_CHARS.test(key))
          return { path: [...path, key].join('.'), message: 'this field is not allowed' };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** The largest JSON body read unless a route says otherwise. */
export const DEFAULT_MAX_BYTES = 100_000;

/**
 * Parse a JSON body with a schema: a clear 400 names the first bad field. The body is read up to
 * `maxBytes` (413 beyond), must be UTF-8 JSON (415 otherwise), and may not carry hostile content
 * (see hostileContent). Every refusal is a thrown HttpError.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, maxBytes = DEFAULT_MAX_BYTES): Promise<z.output<S>> {
  if (mediaType(req) !== 'application/json') throw new HttpError(415, 'Expected a JSON body.');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'The request is too large.');
  const text = await readText(req, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const hostile = hostileContent(data);
  if (hostile) throw new HttpError(400, `Invalid ${hostile.path}: ${hostile.message}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error, 'body'));
  return parsed.data;
}
