import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POCKET_MSG } from '@/lib/pocket/rules';
import { isPublicAddress } from '@/server/files/outgoing';
import { remoteImage, RemoteImageError } from '@/server/files/remote-image';
import { PNG } from './support/route-case';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { cookieOf } from './support/sessions';

vi.mock('next/headers', () => import('./support/next-headers'));

/** A loopback server that counts what reaches it. */
type Local = { server: Server; port: number; origin: string; hits: string[] };
async function local(answer: (req: IncomingMessage, res: ServerResponse, self: Local) => void): Promise<Local> {
  const self = { hits: [] as string[] } as Local;
  self.server = createServer((req, res) => {
    self.hits.push(req.url ?? '');
    answer(req, res, self);
  });
  await new Promise<void>((r) => self.server.listen(0, '127.0.0.1', r));
  self.port = (self.server.address() as AddressInfo).port;
  self.origin = `http://127.0.0.1:${self.port}`;
  return self;
}
const servers: Local[] = [];
async function started(answer: (req: IncomingMessage, res: ServerResponse, self: Local) => void) {
  const s = await local(answer);
  servers.push(s);
  return s;
}
const png = (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);

// Real sockets on loopback only: nock stays out of this file.
beforeAll(() => {
  nock.restore();
  setTestEnvironment();
});
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.server.closeAllConnections();
    s.server.close();
  }
  setTestEnvironment();
});
afterAll(() => {
  if (!nock.isActive()) nock.activate();
});

describe('pictures named by the upstream: public addresses only, after resolving the name', () => {
  it('refuses loopback however it is written, and the loopback server hears nothing', async () => {
    const target = await started(png);
    const upstream = await started(png);
    setTestEnvironment({ UPSTREAM_API_URL: upstream.origin });
    const p = target.port;
    for (const url of [
      `http://127.0.0.1:${p}/i.png`,
      `http://localhost:${p}/i.png`,
      `http://[::ffff:127.0.0.1]:${p}/i.png`,
      `http://2130706433:${p}/i.png`,
      `http://[::1]:${p}/i.png`,
      `http://127.1:${p}/i.png`,
    ]) {
      await expect(remoteImage(url), url).rejects.toBeInstanceOf(RemoteImageError);
    }
    expect(target.hits).toEqual([]);
  });

  it('refuses private, link-local and unique-local targets before connecting', async () => {
    for (const url of [
      'http://10.0.0.1/i.png',
      'http://192.168.1.1/i.png',
      'http://172.16.0.1/i.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/i.png',
      'http://[fe80::1]/i.png',
      'http://0.0.0.0/i.png',
    ]) {
      await expect(remoteImage(url), url).rejects.toThrow(/not a public address/);
    }
  });

  it("reaches the configured upstream's own origin (the demo serves pictures from 127.0.0.1), and only that origin", async () => {
    const upstream = await started(png);
    setTestEnvironment({ UPSTREAM_API_URL: upstream.origin });
    const { kind } = await remoteImage(`${upstream.origin}/media/badge/app_store.png`);
    expect(kind.type).toBe('image/png');
    // The same host on the same port by another name is another origin: refused.
    await expect(remoteImage(`http://localhost:${upstream.port}/media/badge/app_store.png`)).rejects.toBeInstanceOf(RemoteImageError);
    expect(upstream.hits).toEqual(['/media/badge/app_store.png']);
  });

  it("follows no redirect, not even from the upstream's origin to a private one", async () => {
    const inside = await started(png);
    const upstream = await started((_req, res) => res.writeHead(302, { location: `http://localhost:${inside.port}/secret.png` }).end());
    setTestEnvironment({ UPSTREAM_API_URL: upstream.origin });
    await expect(remoteImage(`${upstream.origin}/media/badge/x.png`)).rejects.toBeInstanceOf(RemoteImageError);
    expect(inside.hits).toEqual([]);
  });

  it('tells public addresses from special ones', () => {
    expect(['93.184.216.34', '8.8.8.8', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    const special = [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fd12::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '64:ff9b::7f00:1',
      'not an address',
    ];
    expect(special.filter(isPublicAddress)).toEqual([]);
  });
});

describe('the geocoder: redirects and answer size capped, every redirect target checked', () => {
  const geocode = async () => {
    const handler = await handlerOf('app/api/pocket/geocode/route.ts', 'GET');
    return invoke(handler, {
      path: '/api/pocket/geocode?address=350%20Valencia%20St&city=San%20Francisco&state=CA&zip=94110',
      cookie: await cookieOf('agent'),
    });
  };
  const HIT = JSON.stringify([{ lat: '37.7663', lon: '-122.4223', display_name: '350 Valencia St' }]);

  it("answers through a redirect on the geocoder's own origin", async () => {
    const geocoder = await started((req, res) => {
      if (req.url?.startsWith('/search')) return res.writeHead(301, { location: `/v2${req.url}` }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(HIT);
    });
    setTestEnvironment({ GEOCODER_URL: `${geocoder.origin}/search` });
    expect(await geocode()).toMatchObject({ status: 200, body: { lat: 37.7663, lng: -122.4223 } });
  });

  it('refuses a redirect to a loopback address elsewhere: 502, and that server hears nothing', async () => {
    const inside = await started((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(HIT));
    const geocoder = await started((_req, res) => res.writeHead(302, { location: `http://localhost:${inside.port}/admin` }).end());
    setTestEnvironment({ GEOCODER_URL: `${geocoder.origin}/search` });
    expect(await geocode()).toMatchObject({ status: 502, message: POCKET_MSG.geocodeFailed });
    expect(inside.hits).toEqual([]);
  });

  it('stops after 3 redirects', async () => {
    const geocoder = await started((req, res, self) => res.writeHead(302, { location: `/hop${self.hits.length}` }).end());
    setTestEnvironment({ GEOCODER_URL: `${geocoder.origin}/search` });
    expect(await geocode()).toMatchObject({ status: 502, message: POCKET_MSG.geocodeFailed });
    expect(geocoder.hits).toHaveLength(4);
  });

  it('refuses an answer past 256 KB without reading it whole', async () => {
    let written = 0;
    const geocoder = await started((_req, res) => {
      // A valid JSON array of 20 MB, written as the client reads it.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const more = () => {
        while (written < 20 * 1024 * 1024) {
          written += 64 * 1024;
          if (!res.write(`${' '.repeat(64 * 1024 - 1)} `)) return void res.once('drain', more);
        }
        res.end(`${HIT.slice(1)}`);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      more();
    });
    setTestEnvironment({ GEOCODER_URL: `${geocoder.origin}/search` });
    expect(await geocode()).toMatchObject({ status: 502, message: POCKET_MSG.geocodeFailed });
    expect(written).toBeLessThan(10 * 1024 * 1024);
  });
});
