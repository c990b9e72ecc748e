import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http';
import { sniffImage } from '@/server/files/images';
import { cleanPhoto, CLEAN_MSG } from '@/server/files/photo-clean';
import { bombPng } from '../fixtures/images/bomb';
import { cameraJpeg } from '../fixtures/images/made.mjs';

const JPEG = { mime: 'image/jpeg', ext: 'jpg' } as const;
const PNG = { mime: 'image/png', ext: 'png' } as const;

async function refusal(run: Promise<unknown>): Promise<HttpError> {
  try {
    await run;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('listing photos are scaled and cleaned before they leave the dashboard', () => {
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
    console.info(
      `[pocket photo] ${(input.byteLength / 1024 / 1024).toFixed(1)} MB in, ${(out.bytes.byteLength / 1024).toFixed(0)} KB out, ${ms.toFixed(0)} ms, rss +${grew.toFixed(0)} MB`,
    );
  }, 60_000);

  it('a small PNG stays its size and a PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
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
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const err = await refusal(cleanPhoto(whole.subarray(0, Math.floor(whole.length / 2)), JPEG));
    expect([err.status, err.message]).toEqual([415, CLEAN_MSG.unreadable]);
  });

  it('a renamed text file and an SVG are not photos by their content', () => {
    expect(sniffImage(Buffer.from('name,email\nAnn,a@x.co\n'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });
});
