import jsQR from 'jsqr';
import nock from 'nock';
import { PNG as PngImage } from 'pngjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { MARKETING_MSG, QR_PRINT_PX } from '@/lib/marketing/rules';
import { handlerOf, invoke, setTestEnvironment, type Call } from './support/harness';
import { PNG } from './support/route-case';
import { upstreamLinks } from './support/routes/marketing';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

async function get(what: 'qr' | 'badges' | 'icon', role: Role = 'agent') {
  const handler = await handlerOf(`app/api/marketing/${what}/route.ts`, 'GET');
  const request = { method: 'GET', path: `/api/marketing/${what}`, cookie: await cookieOf(role) } as Call;
  return { handler, request };
}

/**
 * The handler's own Response, body unread (invoke() reads bodies as text; these are binary): the handler
 * runs inside invoke() for its request scope, and invoke() is handed an empty answer instead.
 */
async function responseOf(what: 'qr' | 'badges' | 'icon', role: Role): Promise<Response> {
  const { handler, request } = await get(what, role);
  let response: Response | undefined;
  const keep: typeof handler = async (...args) => {
    response = await handler(...args);
    return new Response('');
  };
  await invoke(keep, request);
  return response!;
}

function zipEntries(bytes: Buffer): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: { name: string; size: number }[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        entries.push({ name: e.fileName, size: e.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('marketing downloads', () => {
  it('the QR code is a print-size PNG that reads back as the invite link, named after the app', async () => {
    upstreamAs('agent').get('/marketing/links').reply(200, upstreamLinks);
    const res = await responseOf('qr', 'agent');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Acme Realty QR code.png"');
    const png = PngImage.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(png.width).toBe(QR_PRINT_PX);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(upstreamLinks.invite_url);
  });

  it('the badges zip starts before the last badge is read, and holds every badge', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let secondAsked = false;
    upstreamAs('agent').get('/marketing/links').reply(200, upstreamLinks);
    upstreamAs('signedOut').get('/media/badge/app_store.png').reply(200, PNG, { 'content-type': 'image/png' });
    upstreamAs('signedOut')
      .get('/media/badge/google_play.png')
      .reply(async () => {
        secondAsked = true;
        await gate;
        return [200, PNG, { 'content-type': 'image/png' }];
      });
    const res = await responseOf('badges', 'agent');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Acme Realty app store badges.zip"');
    const reader = res.body!.getReader();
    // The first badge's whole entry is out while the last badge's answer is still held back.
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (size < PNG.byteLength + 30) {
      const r = await reader.read();
      expect(r.done).toBe(false);
      chunks.push(r.value!);
      size += r.value!.byteLength;
    }
    expect(Buffer.from(chunks[0]!.subarray(0, 4)).toString('hex')).toBe('504b0304');
    release();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(secondAsked).toBe(true);
    const entries = await zipEntries(Buffer.concat(chunks));
    expect(entries).toEqual([
      { name: 'Acme Realty App Store badge.png', size: PNG.byteLength },
      { name: 'Acme Realty Google Play badge.png', size: PNG.byteLength },
    ]);
  });

  it('a badge that is not a PNG or a JPEG breaks the download instead of landing in the zip', async () => {
    upstreamAs('agent').get('/marketing/links').reply(200, upstreamLinks);
    upstreamAs('signedOut')
      .get('/media/badge/app_store.png')
      .reply(200, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { 'content-type': 'image/png' });
    upstreamAs('signedOut').get('/media/badge/google_play.png').reply(200, PNG);
    const res = await responseOf('badges', 'agent');
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('the app icon is checked by content: a PNG downloads under the app name; anything else is refused with a message', async () => {
    upstreamAs('signedOut').get('/icon.png').reply(200, PNG, { 'content-type': 'image/png' });
    const ok = await responseOf('icon', 'admin');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toBe('attachment; filename="Acme Realty app icon.png"');
    expect(Buffer.from(await ok.arrayBuffer()).equals(PNG)).toBe(true);

    upstreamAs('signedOut').get('/icon.png').reply(200, '<html>not an icon</html>', { 'content-type': 'image/png' });
    const { handler, request } = await get('icon', 'admin');
    const bad = await invoke(handler, request);
    expect(bad.status).toBe(502);
    expect(bad.message).toBe(MARKETING_MSG.downloadFailed);
  });
});

describe('marketing events', () => {
  async function post(json: unknown, role: Role) {
    const handler = await handlerOf('app/api/marketing/events/route.ts', 'POST');
    return invoke(handler, { method: 'POST', path: '/api/marketing/events', cookie: await cookieOf(role), json } as Call);
  }

  it('counts an embed-code copy, read-only mode included; an unknown event is refused and nothing is sent', async () => {
    const sent = upstreamAs('readOnly')
      .post('/marketing/events', { event: 'embed_code_copied', source: 'dashboard' })
      .reply(200, { ok: true });
    expect((await post({ event: 'embed_code_copied' }, 'readOnly')).status).toBe(200);
    expect(sent.isDone()).toBe(true);
    const refused = await post({ event: 'page_view' }, 'agent');
    expect(refused.status).toBe(400);
    expect(nock.pendingMocks()).toEqual([]);
  });
});
