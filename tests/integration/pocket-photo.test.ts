import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http';
import { sniffImage } from '@/server/images';
import { cleanPhoto, CLEAN_MSG } from '@/server/photo-clean';

const JPEG = { mime: 'image/jpeg', ext: 'jpg' } as const;
const PNG = { mime: 'image/png', ext: 'png' } as const;

/** A camera's photo: 5472 × 3648 (20 megapixels), noisy enough to weigh like one, taken on its side (EXIF orientation 6), with its GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 5472;
  const height = 3648;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'DemoCam', Model: 'X100' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 45/1 1400/100', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 400/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header claims 30,000 × 30,000 pixels over a tiny body: a decompression bomb. */
function bombPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // The first rows of zeros, compressed: the rest is what a bomb would inflate to.
  const idat = deflateSync(Buffer.alloc(30_001 * 64));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

async function refusal(run: Promise<unknown>): Promise<HttpError> {
  try {
    await run;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('listing photos are scaled and cleaned before they leave the dashboard (issue 14)', () => {
  it('a 20-megapixel camera JPEG: upright, 1600 px wide, no EXIF or GPS, within the time and memory budget', async () => {
    const input = await cameraJpeg();
    const given = await sharp(input).metadata();
    expect([given.width, given.height, given.orientation]).toEqual([5472, 3648, 6]);
    expect(given.exif?.includes(Buffer.from('DemoCam'))).toBe(true);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const out = await cleanPhoto(input, JPEG);
    const ms = performance.now() - started;
    const grew = (process.memoryUsage().rss - before) / 1024 / 1024;
    // Taken on its side: turned upright it is taller than wide, and 1600 wide.
    expect(out.width).toBe(1600);
    expect(out.height).toBe(Math.round((1600 * 5472) / 3648));
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(out.bytes.includes(Buffer.from('DemoCam'))).toBe(false);
    expect(grew).toBeLessThan(150);
    console.info(`[pocket photo] ${(input.byteLength / 1024 / 1024).toFixed(1)} MB in, ${(out.bytes.byteLength / 1024).toFixed(0)} KB out, ${ms.toFixed(0)} ms, rss +${grew.toFixed(0)} MB`);
  }, 60_000);

  it('a small PNG stays its size and a PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const out = await cleanPhoto(png, PNG);
    expect([out.width, out.height, out.kind.ext]).toEqual([40, 30, 'png']);
  });

  it('a decompression bomb PNG (30,000 × 30,000) is refused from its header, without decoding', async () => {
    const bomb = bombPng();
    expect(sniffImage(bomb.subarray(0, 16))?.ext).toBe('png');
    const before = process.memoryUsage().rss;
    const err = await refusal(cleanPhoto(bomb, PNG));
    expect([err.status, err.message]).toEqual([413, CLEAN_MSG.tooManyPixels]);
    expect((process.memoryUsage().rss - before) / 1024 / 1024).toBeLessThan(50);
  });

  it('a truncated JPEG is refused as unreadable', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const err = await refusal(cleanPhoto(whole.subarray(0, Math.floor(whole.length / 2)), JPEG));
    expect([err.status, err.message]).toEqual([415, CLEAN_MSG.unreadable]);
  });

  it('a renamed text file and an SVG are not photos by their content', () => {
    expect(sniffImage(Buffer.from('name,email\nAnn,a@x.co\n'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });
});
