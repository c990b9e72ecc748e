import 'server-only';
import { Readable } from 'node:stream';
import { config } from '@/server/config';
import { outgoingGet } from '@/server/files/outgoing';

/**
 * Pictures the upstream names by URL (store badges, the app icon), fetched by the dashboard to hand
 * on as downloads. Only http and https to public addresses (server/files/outgoing.ts), no redirects, a time
 * limit, a size limit, and the content checked: a PNG or a JPEG by its first bytes, whatever the
 * server says its type is.
 */

export type ImageKind = { type: 'image/png' | 'image/jpeg'; extension: 'png' | 'jpg' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export const REMOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const DRAIN_BYTES = 64 * 1024;

export class RemoteImageError extends Error {}

/** The picture's kind from its first bytes, or null when it is neither a PNG nor a JPEG. */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (PNG.every((b, i) => head[i] === b)) return { type: 'image/png', extension: 'png' };
  if (JPEG.every((b, i) => head[i] === b)) return { type: 'image/jpeg', extension: 'jpg' };
  return null;
}

async function open(url: string, abort: AbortSignal): Promise<Readable> {
  const signal = AbortSignal.any([abort, AbortSignal.timeout(TIMEOUT_MS)]);
  // Pictures come from the upstream's own origin in the demo (127.0.0.1): that origin alone is trusted.
  const trustedOrigins = [new URL(config().upstreamUrl).origin];
  let res;
  try {
    res = await outgoingGet(url, { signal, trustedOrigins, headers: { Accept: 'image/png, image/jpeg' } });
  } catch (err) {
    throw new RemoteImageError(err instanceof Error ? err.message : String(err));
  }
  if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) {
    res.resume();
    throw new RemoteImageError(`The picture answered ${res.statusCode}`);
  }
  return res;
}

/**
 * The picture's bytes as they arrive, checked on the way: a stream that starts fetching only when
 * first read (so a zip of several pictures reads each in its turn) and fails if the content is not a
 * PNG or a JPEG or grows past the limit.
 */
export function remoteImageStream(url: string, maxBytes = REMOTE_IMAGE_MAX_BYTES): Readable {
  return Readable.from(
    (async function* () {
      // A refused picture aborts its request before leaving the loop. A small refused answer is read
      // to its end first (at most DRAIN_BYTES): cancelling a body its producer is still closing
      // throws an uncaught error in some fetch implementations (nock's among them).
      const abort = new AbortController();
      let refused: string | null = null;
      const fail = (message: string) => {
        abort.abort();
        return new RemoteImageError(message);
      };
      const body = await open(url, abort.signal);
      let seen = 0;
      let head: Uint8Array | null = new Uint8Array(0);
      for await (const chunk of body as AsyncIterable<Uint8Array>) {
        seen += chunk.byteLength;
        if (refused) {
          if (seen > DRAIN_BYTES) throw fail(refused);
          continue;
        }
        if (seen > maxBytes) throw fail(`The picture is larger than ${maxBytes} bytes`);
        if (head) {
          // Hold the first bytes back until there are enough to tell the kind.
          const joined: Uint8Array = new Uint8Array(head.byteLength + chunk.byteLength);
          joined.set(head);
          joined.set(chunk, head.byteLength);
          if (joined.byteLength < PNG.length) {
            head = joined;
            continue;
          }
          head = null;
          if (!imageKind(joined)) {
            refused = 'The picture is neither a PNG nor a JPEG';
            continue;
          }
          yield joined;
        } else {
          yield chunk;
        }
      }
      if (refused) throw new RemoteImageError(refused);
      if (head) throw new RemoteImageError('The picture is empty or cut short');
    })(),
    { objectMode: false },
  );
}

/** A whole (small) picture with its kind, read into memory within the limit. */
export async function remoteImage(url: string, maxBytes = REMOTE_IMAGE_MAX_BYTES): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const chunks: Buffer[] = [];
  for await (const chunk of remoteImageStream(url, maxBytes)) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const kind = imageKind(bytes);
  if (!kind) throw new RemoteImageError('The picture is neither a PNG nor a JPEG');
  return { bytes, kind };
}
