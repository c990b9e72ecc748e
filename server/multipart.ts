import 'server-only';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Dicer } from '@fastify/busboy';
import parseParams from '@fastify/busboy/lib/utils/parseParams';

/**
 * A multipart/form-data body read as it streams, by @fastify/busboy's multipart parser (Dicer,
 * the layer under Busboy, used directly so that a malformed part is an error rather than silently
 * skipped): each part is handed to the caller as a stream of its bytes, with backpressure, so a
 * file can be checked and passed on chunk by chunk without the body ever being held whole.
 */

export interface PartHeaders {
  /** The form field's name (Content-Disposition name). */
  name: string;
  /** The file's name, or null for a plain field (no filename parameter). */
  filename: string | null;
  contentType: string | null;
}

export type Part = PartHeaders & { data: AsyncIterable<Uint8Array> };

/** The body is not a well-formed multipart form. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** The boundary of a multipart/form-data Content-Type, or null when there is none or it is invalid. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  // RFC 2046: 1 to 70 characters, not ending in a space.
  return boundary.length >= 1 && boundary.length <= 70 && !boundary.endsWith(' ') ? boundary : null;
}

/** Largest header block of one part: a longer one is cut by the parser and fails the checks below. */
const MAX_HEADER_BYTES = 16 * 1024;

/** A part's name, file name and type from its raw headers (names lower-cased, values as sent). */
function headersOf(raw: Record<string, string[] | undefined>): PartHeaders {
  const disposition = raw['content-disposition']?.[0];
  if (!disposition) throw new MultipartError('A part has no Content-Disposition');
  const [kind, ...params] = parseParams(disposition);
  if (typeof kind !== 'string' || kind.toLowerCase() !== 'form-data') throw new MultipartError('A part is not form-data');
  let name: string | undefined;
  let filename: string | null = null;
  for (const param of params) {
    if (!Array.isArray(param)) continue;
    const key = param[0].toLowerCase();
    if (key === 'name' && name === undefined) name = param[1];
    else if (key === 'filename' && filename === null) filename = param[1];
  }
  if (name === undefined) throw new MultipartError('A part has no name');
  return { name, filename, contentType: raw['content-type']?.[0]?.trim() ?? null };
}

/**
 * Reads the multipart body `chunks` (of Content-Type `contentType`) and awaits `onPart` for each
 * part in turn. Stops at the first error: a malformed body (MultipartError) or whatever `onPart`
 * throws, rethrown as it is once the parser has let go of the body (whose rest is never read).
 */
export async function readMultipart(
  chunks: AsyncIterable<Uint8Array>,
  contentType: string,
  onPart: (part: Part) => Promise<void>,
): Promise<void> {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new MultipartError('No multipart boundary');
  // The options Busboy itself passes (its type declaration lists only some). No buffering ahead:
  // a chunk goes on to the caller before the next is parsed, so a refusal stops the read at once.
  const options = { boundary, maxHeaderSize: MAX_HEADER_BYTES, partHwm: 1024 };
  const parser = new Dicer(options);
  const stop = new AbortController();
  const aborted = once(stop.signal, 'abort').then(() => undefined);
  let failure: unknown = null;
  const fail = (err: unknown) => {
    failure ??= err;
    stop.abort();
  };

  // While the caller works on a chunk of a part, the next chunk of the body is not taken either:
  // a refusal then stops the read within one chunk.
  let working: Promise<void> | null = null;
  let release = () => {};
  const idle = () => {
    working = null;
    release();
  };
  async function* bytesOf(part: Readable): AsyncGenerator<Uint8Array> {
    let wake = () => {};
    let ended = false;
    let broken: Error | null = null;
    part.on('readable', () => wake());
    part.once('end', () => ((ended = true), wake()));
    part.once('error', (err: Error) => ((broken = err), wake()));
    for (;;) {
      // The part failing (the body ends inside it) is a malformed form.
      if (broken) throw new MultipartError((broken as Error).message);
      // Read by hand, so that `working` is set in the same turn as the read that lets the parser go on.
      const chunk = part.read() as Uint8Array | null;
      if (chunk === null) {
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      working = new Promise((resolve) => (release = resolve));
      yield chunk;
      // Asked for the next chunk. A reader that stops instead keeps the body waiting until its
      // part handler has returned or failed (below), so a refusal takes no further chunk.
      idle();
    }
  }

  // Parts are handled one after another, in the order they arrive; a part is always read to its
  // end (or drained), as the parser finishes only once every part has ended.
  let handled = Promise.resolve();
  parser.on('part', (part: Readable) => {
    // A part that fails before its reader starts must not be an unhandled 'error'.
    part.on('error', () => undefined);
    part.once('header', (raw: Record<string, string[] | undefined>) => {
      handled = handled.then(async () => {
        try {
          if (!failure) await onPart({ ...headersOf(raw), data: bytesOf(part) });
        } catch (err) {
          fail(err);
        }
        idle();
        part.resume();
      });
    });
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', resolve);
    parser.on('error', (err: Error) => {
      fail(new MultipartError(err.message));
      resolve();
    });
  });

  const source = chunks[Symbol.asyncIterator]();
  try {
    for (;;) {
      if (working) await Promise.race([working, aborted]);
      if (failure) break;
      const next = await source.next();
      if (next.done) break;
      // The next chunk is written once the parser has handed this one on (its write callback).
      await Promise.race([new Promise<void>((resolve) => parser.write(next.value, () => resolve())), aborted]);
    }
    if (!failure) {
      parser.end();
      await Promise.race([finished, aborted]);
    }
    await handled;
  } finally {
    if (failure) {
      await source.return?.();
      parser.destroy();
    }
  }
  if (failure) throw failure;
}
