import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '@/server/http';
import { PNG } from './support/route-case';
import { ROOT, setTestEnvironment } from './support/harness';

/**
 * public/sw.js in a real Chromium: a push (delivered through the DevTools protocol, as a push service
 * would) shows the alert, and a POST the service worker sends carries this site's Origin, which
 * guarded() requires of every change (so Claim and Call from a notification are not refused).
 */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server: Server;
let origin = '';
let browser: Browser | null = null;
const posts: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  nock.restore();
  setTestEnvironment();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') {
        posts.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
      if (req.url === '/sw.js')
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(path.join(ROOT, 'public/sw.js')));
      if (req.url === '/api/app-icon/touch') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Dashboard</title><p>Today</p>');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (existsSync(CHROMIUM)) browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  if (!nock.isActive()) nock.activate();
});

describe.skipIf(!existsSync(CHROMIUM))('the service worker in Chromium', () => {
  it('shows a pushed alert with its actions, and its POSTs carry the Origin guarded() checks', async () => {
    const context = await (browser as Browser).newContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      for (const r of e.registrations) if (r.scopeURL.startsWith(origin)) registrations.push(r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => registrations.length).toBeGreaterThan(0);

    const alert = {
      title: 'New lead: Jordan Buyer',
      body: 'Claim within 5 minutes',
      url: '/users/77',
      userId: 77,
      phone: '+14155550123',
      claimable: true,
      tag: 'routed-77',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0] as string, data: JSON.stringify(alert) });
    const read = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          data: n.data as unknown,
          actions: (n as Notification & { actions?: { action: string }[] }).actions?.map((a) => a.action),
        }));
      });
    await expect.poll(async () => (await read()).length).toBe(1);
    expect((await read())[0]).toEqual({
      title: alert.title,
      body: alert.body,
      tag: 'routed-77',
      icon: `${origin}/api/app-icon/touch`,
      data: { url: `${origin}/users/77`, userId: 77, phone: '+14155550123', claimable: true },
      actions: ['call', 'claim'],
    });

    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const status = await worker.evaluate(() =>
      fetch('/api/routing/claim', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 77 }),
        credentials: 'same-origin',
      }).then((r) => r.status),
    );
    expect(status).toBe(200);
    const post = posts.find((p) => p.path === '/api/routing/claim');
    expect(post?.headers.origin).toBe(origin);
    expect(post?.body).toBe('{"userId":77}');
    const asSent = new Request(`${origin}/api/routing/claim`, {
      method: 'POST',
      headers: { host: post?.headers.host ?? '', origin: post?.headers.origin ?? '' },
    });
    expect(sameOrigin(asSent)).toBe(true);
    await context.close();
  });
});
