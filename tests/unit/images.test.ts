import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MSG } from '@/lib/forms/photo';
import { HttpError } from '@/server/http';
import { readImageUpload, sniffImage } from '@/server/files/images';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../fixtures/images', name)));

/** A request whose body arrives in chunks, counting how many were pulled. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const pulled = { count: 0 };
  let i = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[i++];
        if (!chunk) return controller.close();
        pulled.count++;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  ); // no pull before a read, so the count is what the reader asked for
  const req = new Request('http://dash.test/api/agents/1/photo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { req, pulled };
}

const upload = (bytes: Uint8Array, max?: number) =>
  refusal(readImageUpload(new Request('http://dash.test/x', { method: 'POST', body: bytes as BlobPart }), max));

/** The refusal an upload is turned away with, as the envelope's fields; fails the test when it is taken. */
async function refusal(p: Promise<unknown>): Promise<{ ok: false; status: number; message: string }> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  const { status, message } = err as HttpError;
  return { ok: false, status, message };
}

describe('sniffImage (magic bytes)', () => {
  it('accepts real JPEG and PNG bytes', () => {
    expect(sniffImage(fixture('tiny.jpg'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(fixture('tiny-raw.jpg'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(fixture('tiny.png'))).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('refuses a renamed text file, an SVG with a script, a GIF and a WebP', () => {
    for (const name of ['not-an-image.png', 'script.svg', 'tiny.gif', 'tiny.webp']) expect(sniffImage(fixture(name)), name).toBeNull();
  });

  it('refuses a PNG signature without its IHDR chunk and a lone JPEG start marker', () => {
    const png = fixture('tiny.png').slice();
    png[12] = 0x00;
    expect(sniffImage(png)).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array([]))).toBeNull();
  });
});

describe('readImageUpload', () => {
  it('answers a File typed and named by its content, whatever the request claims, re-encoded from its pixels', async () => {
    const bytes = fixture('tiny.png');
    const given = await sharp(bytes).metadata();
    const { file, width, height } = await readImageUpload(
      new Request('http://dash.test/x', { method: 'POST', body: bytes as BlobPart, headers: { 'content-type': 'image/jpeg' } }),
    );
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('photo.png');
    const sent = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect([sent.format, sent.width, sent.height, width, height]).toEqual(['png', given.width, given.height, given.width, given.height]);
  });

  it('accepts a JPEG sent in small chunks', async () => {
    const bytes = fixture('tiny.jpg');
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.slice(i * 7, i * 7 + 7));
    const { req } = streamed(chunks);
    const { file, width } = await readImageUpload(req);
    expect(file.type).toBe('image/jpeg');
    expect(width).toBe((await sharp(bytes).metadata()).width);
  });

  it('refuses non-images with 415 and the photo message', async () => {
    for (const name of ['not-an-image.png', 'script.svg', 'tiny.gif']) {
      expect(await upload(fixture(name)), name).toEqual({ ok: false, status: 415, message: PHOTO_MSG.wrongType });
    }
  });

  it('stops reading as soon as the first bytes show it is not an image', async () => {
    const text = new TextEncoder().encode('not an image at all, just words. '.repeat(4));
    const { req, pulled } = streamed([text, text, text, text]);
    const res = await refusal(readImageUpload(req));
    expect(res).toMatchObject({ ok: false, status: 415 });
    expect(pulled.count).toBe(1);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const { req, pulled } = streamed([fixture('tiny.png')], { 'content-length': String(6 * 1024 * 1024) });
    expect(await refusal(readImageUpload(req))).toEqual({ ok: false, status: 413, message: PHOTO_MSG.tooLarge });
    expect(pulled.count).toBe(0);
  });

  it('stops a stream as soon as it passes the limit', async () => {
    const png = fixture('tiny.png');
    const { req, pulled } = streamed([png, png, png, png, png]);
    expect(await refusal(readImageUpload(req, png.length * 2))).toEqual({ ok: false, status: 413, message: PHOTO_MSG.tooLarge });
    expect(pulled.count).toBe(3);
  });

  it('refuses an empty body', async () => {
    expect(await upload(new Uint8Array())).toEqual({ ok: false, status: 400, message: PHOTO_MSG.missing });
    expect(await refusal(readImageUpload(new Request('http://dash.test/x', { method: 'POST' })))).toMatchObject({ ok: false, status: 400 });
  });
});
