import 'server-only';
import { PHOTO_MAX_BYTES, PHOTO_MSG } from '@/lib/forms/photo';
import { HttpError } from '@/server/http';
import { cleanPhoto, type ImageKind } from '@/server/files/photo-clean';

/** The two photo kinds the spec accepts, named by their content, never by the file name. */
const JPEG: ImageKind = { mime: 'image/jpeg', ext: 'jpg' };
const PNG: ImageKind = { mime: 'image/png', ext: 'png' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** How many leading bytes `sniffImage` needs to decide. */
export const SNIFF_BYTES = 16;

/**
 * JPEG or PNG by magic bytes: a PNG starts with its 8-byte signature and its IHDR chunk, a JPEG
 * with a start-of-image marker followed by another marker (FF D8 FF). Anything else (a renamed
 * text file, SVG, GIF, WebP) is null.
 */
export function sniffImage(head: Uint8Array): ImageKind | null {
  if (head.length >= SNIFF_BYTES && PNG_SIGNATURE.every((b, i) => head[i] === b) && IHDR.every((b, i) => head[12 + i] === b)) {
    return PNG;
  }
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff && head[3] !== undefined && head[3] >= 0xc0) {
    return JPEG;
  }
  return null;
}

function head(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(Math.min(size, SNIFF_BYTES));
  let at = 0;
  for (const chunk of chunks) {
    if (at >= out.length) break;
    const part = chunk.subarray(0, out.length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An uploaded photo after cleaning, named and typed by its content, with its size in pixels. */
export type UploadedPhoto = { file: File; width: number; height: number };

/**
 * Reads an uploaded photo sent as the raw request body, streamed: a declared length over the
 * limit is refused before reading, the count stops the read as soon as it passes the limit, and
 * the content is judged by its first bytes as soon as they arrive. Then every photo, whichever
 * screen sent it, is decoded within the pixel limit, turned upright, scaled and stripped of its
 * metadata (cleanPhoto): a header that lies about its content or its size never reaches the upstream.
 * Refusals are thrown as HttpError (400 nothing sent, 413 too large, 415 not a JPEG or PNG or not
 * decodable).
 */
export async function readImageUpload(
  req: Request,
  maxBytes = PHOTO_MAX_BYTES,
  messages: { tooLarge: string; missing: string; wrongType: string } = PHOTO_MSG,
): Promise<UploadedPhoto> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, messages.tooLarge);
  if (!req.body) throw new HttpError(400, messages.missing);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let kind: ImageKind | null | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new HttpError(413, messages.tooLarge);
      chunks.push(value);
      if (kind === undefined && size >= SNIFF_BYTES) {
        kind = sniffImage(head(chunks, size));
        if (!kind) throw new HttpError(415, messages.wrongType);
      }
    }
  } catch (err) {
    // Stop reading: the rest of the body is never received.
    void reader.cancel().catch(() => {});
    throw err instanceof HttpError ? err : new HttpError(400, messages.missing);
  }
  if (size === 0) throw new HttpError(400, messages.missing);
  kind ??= sniffImage(head(chunks, size));
  if (!kind) throw new HttpError(415, messages.wrongType);
  const clean = await cleanPhoto(Buffer.concat(chunks), kind);
  return {
    file: new File([new Uint8Array(clean.bytes)], `photo.${kind.ext}`, { type: kind.mime }),
    width: clean.width,
    height: clean.height,
  };
}
