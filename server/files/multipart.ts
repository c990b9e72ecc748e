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

/** A part's bytes, with the stream's own backpressure; the part failing (the body ends inside it) is a malformed form. */
async function* bytesOf(part: Readable): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of part) yield chunk as Uint8Array;
  } catch (err) {
    throw new MultipartError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * Reads the multipart body `chunks` (of Content-Type `contentType`) and awaits `onPart` for each
 * part in turn. Stops at the first error: a malformed body (MultipartError) or whatever `onPart`
 * throws, rethrown as it is once the parser has let go of the body (whose rest is never read).
 * The body flows through the parser with stream backpressure, so while a part's handler works on a
 * chunk, only the parser's small buffer is read ahead.
 */
export async function readMultipart(
  chunks: AsyncIterable<Uint8Array>,
  contentType: string,
  onPart: (part: Part) => Promise<void>,
): Promise<void> {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new MultipartError('No multipart boundary');
  // The options Busboy itself passes (its type declaration lists only some).
  // No buffers of its own: a chunk goes on to the part's reader before the next is taken, so a refusal stops the read at once.
  const parser = new Dicer({ boundary, maxHeaderSize: MAX_HEADER_BYTES, highWaterMark: 0, partHwm: 0 } as ConstructorParameters<
    typeof Dicer
  >[0]);
  let failure: unknown = null;
  const fail = (err: unknown) => {
    if (failure !== null) return;
    failure = err;
    parser.destroy(err instanceof Error ? err : new Error(String(err)));
  };

  // Parts are handled one after another, in the order they arrive; a part its handler leaves unread
  // is drained, as the parser finishes only once every part has ended.
  let handled = Promise.resolve();
  parser.on('part', (part: Readable) => {
    // A part that fails before its handler starts must not be an unhandled 'error'.
    part.on('error', () => undefined);
    // Dicer's known hang (mscdex/dicer#9, fastify/busboy#228 kin): a write that fills the last part's
    // buffer and also ends the form waits for the part to ask for more, which an ended part never
    // does, so the body's last write never completes. Once the part has ended, let Dicer go on.
    part.once('end', () => (parser as unknown as { _unpause?: () => void })._unpause?.());
    part.once('header', (raw: Record<string, string[] | undefined>) => {
      handled = handled.then(async () => {
        try {
          if (!failure) await onPart({ ...headersOf(raw), data: bytesOf(part) });
        } catch (err) {
          fail(err);
        }
        if (!part.destroyed) part.resume();
      });
    });
  });

  // Dicer emits its own 'finish' once the closing boundary is parsed and every part has ended, which
  // may come before the body's last chunk (an epilogue): listen from the start, not through pipeline().
  let parserError: unknown = null;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', (err: Error) => {
      parserError = err;
      reject(err);
    });
  });
  finished.catch(() => undefined);
  try {
    // Leaving the loop (a refusal) returns the body's iterator, so the rest is never read.
    for await (const chunk of chunks) {
      if (failure !== null) break;
      if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), finished]);
    }
    if (failure === null) {
      parser.end();
      await finished;
    }
  } catch (err) {
    // The parser failing is a malformed form; the body itself failing (a size limit) is thrown as it is.
    const malformed = err === parserError;
    if (failure === null) failure = malformed ? new MultipartError(err instanceof Error ? err.message : String(err)) : err;
  }
  await handled;
  if (failure !== null) throw failure;
}
