import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nock from 'nock';
import { shortName } from '@/server/web-app';
import { handlerOf, invoke, ROOT, setTestEnvironment } from './support/harness';
import { appData, cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

/** The brokerage's app on the home screen, from its white-label data. */
const PNG = readFileSync(resolve(ROOT, 'tests/fixtures/images/tiny.png'));

beforeAll(() => setTestEnvironment());
afterEach(() => nock.cleanAll());

async function get(file: string, path: string, cookie?: string, params?: Record<string, string>) {
  const handler = await handlerOf(file, 'GET');
  return invoke(handler, { method: 'GET', path, params, cookie });
}
const manifestOf = (cookie?: string) => get('app/app.webmanifest/route.ts', '/app.webmanifest', cookie);
const iconOf = (variant: string, cookie?: string) =>
  get('app/api/app-icon/[variant]/route.ts', `/api/app-icon/${variant}`, cookie, { variant });

describe('GET /app.webmanifest', () => {
  it("names the signed-in person's brokerage, its colour and the icons, standalone from /", async () => {
    upstreamAs('agent').get('/app/acme').reply(200, appData());
    const answer = await manifestOf(await cookieOf('agent'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    expect(answer.headers.get('cache-control')).toContain('private');
    expect(answer.body).toMatchObject({
      name: appData().name,
      short_name: shortName(appData().name),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
      icons: [
        { src: '/api/app-icon/small', sizes: '192x192', purpose: 'any' },
        { src: '/api/app-icon/large', sizes: '512x512', purpose: 'any' },
        { src: '/api/app-icon/maskable', sizes: '512x512', purpose: 'maskable' },
      ],
    });
  });

  it("signed out, it is the dashboard's own, asking the upstream nothing", async () => {
    const answer = await manifestOf();
    expect(answer.body).toMatchObject({ name: 'Broker Dashboard', start_url: '/', display: 'standalone' });
  });

  it('keeps a short name a home screen can show', () => {
    expect(shortName('Acme Realty')).toBe('Acme Realty');
    expect(shortName('Bay Area Premier Homes')).toBe('Bay');
    expect(shortName('Supercalifragilistic Homes')).toBe('Supercalifr…');
  });
});

describe('GET /api/app-icon/{variant}', () => {
  it("draws the app's icon at 192, 512 and 180 px, and a maskable one on the brokerage's colour", async () => {
    const cookie = await cookieOf('agent');
    for (const [variant, size] of [
      ['small', 192],
      ['large', 512],
      ['touch', 180],
      ['maskable', 512],
    ] as const) {
      upstreamAs('agent').get('/app/acme').reply(200, appData());
      // The icon is fetched like any picture the upstream names: no key sent with it.
      upstreamAs('signedOut').get('/icon.png').reply(200, PNG, { 'Content-Type': 'image/png' });
      const answer = await iconOf(variant, cookie);
      expect(answer.status, variant).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(answer.bytes).metadata();
      expect([meta.format, meta.width, meta.height], variant).toEqual(['png', size, size]);
      if (variant === 'maskable') {
        // The corner, outside the safe zone, is the brokerage's colour (#0b5cad).
        const { data } = await sharp(answer.bytes)
          .extract({ left: 0, top: 0, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([...data.subarray(0, 3)]).toEqual([0x0b, 0x5c, 0xad]);
      }
    }
  });

  it('an icon that is not a picture, or unreachable, gives the neutral house, never an error', async () => {
    const cookie = await cookieOf('agent');
    upstreamAs('agent').get('/app/acme').reply(200, appData());
    upstreamAs('signedOut').get('/icon.png').reply(200, '<html>not a picture</html>', { 'Content-Type': 'image/png' });
    const answer = await iconOf('small', cookie);
    expect(answer.status).toBe(200);
    expect((await sharp(answer.bytes).metadata()).width).toBe(192);
  });

  it('refuses a size it does not make', async () => {
    expect((await iconOf('huge')).status).toBe(404);
  });
});
