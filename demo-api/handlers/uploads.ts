import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { badRequest, HttpError } from '../http/errors';
import type { Runtime } from '../runtime';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PREFIX = '/media/uploads/';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Read an uploaded picture, accepting only JPEG and PNG by their first bytes (never by name or declared type). */
export async function readImage(file: File | undefined): Promise<{ bytes: Buffer; ext: 'png' | 'jpg' }> {
  if (!file) throw badRequest('Send one JPEG or PNG image in field "file", or delete=1.');
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, 'The image is larger than 5 MB.');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (startsWith(bytes, PNG_MAGIC)) return { bytes, ext: 'png' };
  if (startsWith(bytes, JPEG_MAGIC)) return { bytes, ext: 'jpg' };
  throw badRequest('Only JPEG or PNG images are allowed.');
}

export const uploadsDir = (rt: Pick<Runtime, 'dataDir'>) => join(rt.dataDir, 'uploads');

/** Store an upload in the data dir; answers the path the demo server serves it at. */
export function storeUpload(rt: Pick<Runtime, 'dataDir'>, prefix: string, image: { bytes: Buffer; ext: string }): string {
  mkdirSync(uploadsDir(rt), { recursive: true });
  const name = `${prefix}-${randomBytes(6).toString('hex')}.${image.ext}`;
  writeFileSync(join(uploadsDir(rt), name), image.bytes);
  return `${UPLOAD_PREFIX}${name}`;
}

/** Remove a stored upload (seeded, generated pictures are not files and are left alone). */
export function removeUpload(rt: Pick<Runtime, 'dataDir'>, path: string | null): void {
  if (!path?.startsWith(UPLOAD_PREFIX)) return;
  const name = path.slice(UPLOAD_PREFIX.length);
  if (/^[\w.-]+$/.test(name)) rmSync(join(uploadsDir(rt), name), { force: true });
}
