import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nock from 'nock';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { CLEAN_MSG } from '@/server/files/photo-clean';
import { bombPng } from '../fixtures/images/bomb';
import { handlerOf, invoke, recordUnmatched, ROOT, setTestEnvironment, type Call } from './support/harness';
import { pocketSample, upstreamPocket } from './support/routes/pocket';
import { cookieOf } from './support/sessions';
import type { Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(ROOT, 'tests/fixtures/images', name)));

async function call(file: string, method: 'GET' | 'POST', path: string, extra: Partial<Call>, role: Role = 'agent') {
  const unmatched = recordUnmatched();
  try {
    const handler = await handlerOf(file, method);
    const answer = await invoke(handler, { method, path, cookie: await cookieOf(role), ...extra } as Call);
    return { answer, unmatched: unmatched.seen };
  } finally {
    unmatched.stop();
  }
}
const photo = (body: Uint8Array<ArrayBuffer>, type = 'image/jpeg') =>
  call('app/api/pocket/photo/route.ts', 'POST', '/api/pocket/photo', { body, headers: { 'content-type': type } });

describe('POST /api/pocket/photo: photos by content, cleaned before they leave', () => {
  const refused: [string, () => Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>, string, number, string][] = [
    ['a text file renamed .png', () => fixture('not-an-image.png'), 'image/png', 415, 'Please choose a JPEG or PNG image.'],
    ['an SVG', () => fixture('script.svg'), 'image/svg+xml', 415, 'Please choose a JPEG or PNG image.'],
    ['a GIF', () => fixture('tiny.gif'), 'image/gif', 415, 'Please choose a JPEG or PNG image.'],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#446688' } })
          .jpeg()
          .toBuffer();
        return new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)));
      },
      'image/jpeg',
      415,
      CLEAN_MSG.unreadable,
    ],
    ['a 30,000 × 30,000 PNG bomb', () => new Uint8Array(bombPng()), 'image/png', 413, CLEAN_MSG.tooManyPixels],
  ];
  for (const [what, make, type, status, message] of refused) {
    it(`${what} is refused (${status}) and never forwarded`, async () => {
      const { answer, unmatched } = await photo(await make(), type);
      expect(answer).toMatchObject({ status, message });
      expect(unmatched).toEqual([]);
    });
  }

  it('a camera JPEG with GPS reaches the upstream 1600 px wide, upright, without EXIF', async () => {
    const camera = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#88aa44' } })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'DemoCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 45/1 1400/100' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    let sent: Buffer = Buffer.alloc(0);
    const api = upstreamAs('agent').post('/pocket/photo').reply(200, { photo: 'http://upstream.test/media/uploads/p.jpg' });
    api.on(
      'request',
      (_req: unknown, _i: unknown, body: string) =>
        (sent = /^[0-9a-f]+$/i.test(body) ? Buffer.from(body, 'hex') : Buffer.from(body, 'latin1')),
    );
    const { answer } = await photo(new Uint8Array(camera), 'application/octet-stream');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      photo: 'http://upstream.test/media/uploads/p.jpg',
      width: 1600,
      height: 2133,
      message: POCKET_MSG.photoUploaded,
    });
    const start = sent.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    const end = sent.lastIndexOf(Buffer.from([0xff, 0xd9]));
    const jpeg = sent.subarray(start, end + 2);
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1600, 2133, undefined, undefined]);
    expect(jpeg.includes(Buffer.from('DemoCam'))).toBe(false);
  });
});

describe('POST /api/pocket: the form as the spec says', () => {
  const save = (json: unknown, role: Role = 'agent') => call('app/api/pocket/route.ts', 'POST', '/api/pocket', { json }, role);

  it('sends the contract fields: the date as unix seconds, N/A as empty, the agent’s private remarks', async () => {
    let body: Record<string, unknown> = {};
    upstreamAs('agent')
      .post('/pocket', (b) => ((body = b), true))
      .reply(200, { pocket: upstreamPocket });
    const { answer } = await save({ ...pocketSample, state: 'N/A' });
    expect(answer.body).toMatchObject({ ok: true, key: 'PKTACME01', message: POCKET_MSG.saved });
    expect(body).toMatchObject({
      full_address: '1420 Dolores St',
      state: '',
      hide_address: 0,
      listing_date: Date.parse('2026-11-20T12:00:00Z') / 1000,
      private_remarks: 'Call first.',
      building_size: 2350,
    });
  });

  it('an admin’s private remarks are never sent', async () => {
    let body: Record<string, unknown> = {};
    upstreamAs('admin')
      .post('/pocket', (b) => ((body = b), true))
      .reply(200, { pocket: upstreamPocket });
    await save(pocketSample, 'admin');
    expect('private_remarks' in body).toBe(false);
  });

  it("refuses what the form check refuses, upstream untouched; a failure says 'An error occurred. Please try again later.'", async () => {
    for (const bad of [
      { lat: 0 },
      { address: ' ' },
      { propertyType: '' },
      { status: 'sold' },
      { active: 2 },
      { listingDate: '' },
      { photos: ['file:///etc/passwd'] },
    ]) {
      const { answer, unmatched } = await save({ ...pocketSample, ...bad });
      expect(answer.status).toBe(400);
      expect(unmatched).toEqual([]);
    }
    upstreamAs('agent').post('/pocket').reply(500, { message: 'boom' });
    expect((await save(pocketSample)).answer).toMatchObject({ status: 502, message: POCKET_MSG.saveFailed });
  });
});

describe('GET /api/pocket/geocode: the configured geocoder, asked by the server', () => {
  const geocode = (q: string) => call('app/api/pocket/geocode/route.ts', 'GET', `/api/pocket/geocode?${q}`, {});

  it('asks a structured search and answers the first hit', async () => {
    const asked = upstreamAs('signedOut')
      .get('/geocode/search')
      .query({ street: '350 Valencia St', city: 'San Francisco', state: 'CA', postalcode: '94110', format: 'jsonv2', limit: '1' })
      .reply(200, [{ lat: '37.7684', lon: '-122.4221', display_name: '350 Valencia St, San Francisco' }]);
    const { answer } = await geocode('address=350%20Valencia%20St&city=San%20Francisco&state=CA&zip=94110');
    expect(answer.body).toMatchObject({ lat: 37.7684, lng: -122.4221 });
    expect(asked.isDone()).toBe(true);
  });

  it('no hit, a failure and missing parts each say the spec’s words', async () => {
    upstreamAs('signedOut').get('/geocode/search').query(true).reply(200, []);
    expect((await geocode('address=1%20A%20St&city=X&zip=1')).answer).toMatchObject({ status: 404, message: POCKET_MSG.geocodeNone });
    upstreamAs('signedOut').get('/geocode/search').query(true).reply(503, 'busy');
    expect((await geocode('address=1%20A%20St&city=X&zip=1')).answer).toMatchObject({ status: 502, message: POCKET_MSG.geocodeFailed });
    upstreamAs('signedOut')
      .get('/geocode/search')
      .query(true)
      .reply(200, [{ lat: '0', lon: '0' }]);
    expect((await geocode('address=1%20A%20St&city=X&zip=1')).answer).toMatchObject({ status: 404, message: POCKET_MSG.geocodeNone });
    const { answer, unmatched } = await geocode('address=&city=X&zip=1');
    expect(answer.status).toBe(400);
    expect(unmatched).toEqual([]);
  });
});
