import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * public/sw.js's alert handlers, run in a stand-in of the service worker's global scope: what a push
 * shows, and what each tap on the notification sends and opens. (tests/integration/service-worker-browser
 * runs the same file in Chromium.)
 */
const SOURCE = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://dash.acme.example';

type Listener = (event: unknown) => void;
type World = {
  listeners: Record<string, Listener>;
  shown: { title: string; options: Record<string, unknown> }[];
  fetched: { url: string; init: RequestInit }[];
  opened: string[];
  focused: string[];
  windows: { url: string }[];
  fetchFails: boolean;
};

function load(): World {
  const world: World = { listeners: {}, shown: [], fetched: [], opened: [], focused: [], windows: [], fetchFails: false };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: Listener) => (world.listeners[type] = fn),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void world.shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => world.windows.map((w) => ({ url: w.url, focus: async () => void world.focused.push(w.url) })),
      openWindow: async (url: string) => void world.opened.push(url),
    },
    skipWaiting: async () => undefined,
  };
  const fetch = async (url: string, init: RequestInit) => {
    world.fetched.push({ url, init });
    if (world.fetchFails) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  };
  runInNewContext(SOURCE, { self, fetch, caches: {}, URL, JSON, String, Boolean, Promise, AbortSignal, Request, console });
  return world;
}

/** Dispatches an event and waits for what it handed to waitUntil. */
async function dispatch(world: World, type: string, event: Record<string, unknown>): Promise<void> {
  const waits: Promise<unknown>[] = [];
  world.listeners[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
  await Promise.all(waits);
}

const pushOf = (data: unknown) => ({ data: { json: () => data, text: () => JSON.stringify(data) } });
const alert = {
  title: 'New lead: Jordan Buyer',
  body: 'Claim within 5 minutes',
  url: '/users/77',
  userId: 77,
  phone: '+14155550123',
  claimable: true,
  tag: 'routed-77',
};

let world: World;
beforeEach(() => {
  world = load();
});

describe('a push', () => {
  it('shows the alert with the icon, Call and Claim, and what a tap needs', async () => {
    await dispatch(world, 'push', pushOf(alert));
    expect(world.shown).toEqual([
      {
        title: 'New lead: Jordan Buyer',
        options: expect.objectContaining({
          body: 'Claim within 5 minutes',
          icon: '/api/app-icon/touch',
          tag: 'routed-77',
          data: { url: `${ORIGIN}/users/77`, userId: 77, phone: '+14155550123', claimable: true },
          actions: [
            { action: 'call', title: 'Call' },
            { action: 'claim', title: 'Claim' },
          ],
        }),
      },
    ]);
  });

  it('offers Call only with a phone and Claim only when claimable; a page elsewhere opens the home page', async () => {
    await dispatch(world, 'push', pushOf({ ...alert, phone: null, claimable: false, url: 'https://evil.example/phish' }));
    expect(world.shown[0]?.options).toMatchObject({ actions: [], data: { url: `${ORIGIN}/`, phone: null, claimable: false } });
  });
});

const click = (
  action: string,
  data: Record<string, unknown> = { url: `${ORIGIN}/users/77`, userId: 77, phone: '+14155550123', claimable: true },
) => ({
  action,
  notification: { data, close: () => undefined },
});

describe('a tap on the notification', () => {
  it("opens the user's page, or focuses the window already on it", async () => {
    await dispatch(world, 'notificationclick', click(''));
    expect(world.opened).toEqual([`${ORIGIN}/users/77`]);
    world.windows.push({ url: `${ORIGIN}/users/77` });
    await dispatch(world, 'notificationclick', click(''));
    expect(world.focused).toEqual([`${ORIGIN}/users/77`]);
    expect(world.fetched).toEqual([]);
  });

  it("Claim posts the claim with this browser's session, then opens the user's page", async () => {
    await dispatch(world, 'notificationclick', click('claim'));
    expect(world.fetched.map((f) => [f.url, f.init.method, f.init.credentials, f.init.body])).toEqual([
      ['/api/routing/claim', 'POST', 'same-origin', '{"userId":77}'],
    ]);
    expect(world.fetched[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(world.opened).toEqual([`${ORIGIN}/users/77`]);
  });

  it('Call records the touch, then opens the phone app; a failed touch still calls', async () => {
    await dispatch(world, 'notificationclick', click('call'));
    expect(world.fetched.map((f) => [f.url, f.init.body])).toEqual([['/api/routing/touch', '{"userId":77,"touch":"call"}']]);
    expect(world.opened).toEqual(['tel:+14155550123']);
    world.fetchFails = true;
    await dispatch(world, 'notificationclick', click('call'));
    expect(world.opened).toEqual(['tel:+14155550123', 'tel:+14155550123']);
  });
});
