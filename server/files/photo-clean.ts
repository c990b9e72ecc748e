import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_WIDTH } from '@/lib/pocket/rules';
import { HttpError } from '@/server/http';

/**
 * What the server does to every uploaded photo (listing, profile, agent, Mortgage Pro) before it reaches the upstream (beyond the spec's
 * guidance 'about 300-400 KB per photo and up to 1600 px wide'): turned upright from its EXIF
 * orientation, scaled to at most 1600 px wide, recompressed, and stripped of every metadata block
 * (EXIF with its GPS position, XMP, IPTC, comments). sharp (libvips) because it decodes a JPEG at a
 * fraction of its size when it will be scaled down (shrink-on-load) and streams the image through
 * in strips: a 20-megapixel photo never sits whole in memory, and it is several times faster than
 * the pure-JavaScript decoders. A picture whose header claims more pixels than PHOTO_MAX_PIXELS is
 * refused from its header, before any pixel is decoded (a decompression bomb costs nothing).
 */

/** A photo's kind, named by its content (sniffImage in server/files/images.ts); here because cleaning writes it. */
export type ImageKind = { mime: 'image/jpeg' | 'image/png'; ext: 'jpg' | 'png' };

/** Larger than any camera's photo (a 50-megapixel sensor), far below a bomb's 900. */
export const PHOTO_MAX_PIXELS = 60_000_000;
/** The JPEG quality of a recompressed photo: a 1600 px photo lands near the guidance's 300-400 KB. */
const JPEG_QUALITY = 80;

export const CLEAN_MSG = {
  unreadable: 'This photo could not be read: it may be damaged or cut short. Export it again as a JPEG or PNG.',
  tooManyPixels: `This photo is too large to process (at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels).`,
} as const;

// The dashboard serves many requests: keep no decoded images around, and leave a core to the rest.
sharp.cache(false);
sharp.concurrency(1);

export type CleanPhoto = { bytes: Buffer; kind: ImageKind; width: number; height: number };

/**
 * Scales and cleans one photo already judged a JPEG or PNG by its first bytes. Throws HttpError 415
 * for a picture that cannot be decoded (truncated, corrupt) and 413 for one with too many pixels.
 */
export async function cleanPhoto(input: Uint8Array, kind: ImageKind): Promise<CleanPhoto> {
  const image = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated', sequentialRead: true });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (!meta.width || !meta.height || (meta.format !== 'jpeg' && meta.format !== 'png')) throw new HttpError(415, CLEAN_MSG.unreadable);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new HttpError(413, CLEAN_MSG.tooManyPixels);

  // sharp keeps no metadata unless asked (withMetadata/keepExif): the output carries none.
  const pipeline = image.rotate().resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true });
  const out =
    kind.ext === 'png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.jpeg({ quality: JPEG_QUALITY, progressive: true });
  try {
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { bytes: data, kind, width: info.width, height: info.height };
  } catch (err) {
    throw refusal(err);
  }
}

function refusal(err: unknown): HttpError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, CLEAN_MSG.tooManyPixels);
  return new HttpError(415, CLEAN_MSG.unreadable);
}
