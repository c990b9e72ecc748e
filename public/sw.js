// The dashboard's service worker: a page that cannot be reached offline gets the offline
// page instead of the browser's error. Only that page is ever cached: every other answer, each person's
// data, goes to the network and is never kept.
const CACHE = 'offline-v1';
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE, { cacheName: CACHE })));
});

// Agent alerts (Web Push): the server encrypts each alert for this browser's subscription. A push shows a
// notification; Call and Claim act on the lead from the notification itself, as Today's buttons do.
const ICON = '/api/app-icon/touch';

/** The user's page as an address of this dashboard; anything else opens the home page. */
function pageOf(url) {
  try {
    const page = new URL(url, self.location.origin);
    return page.origin === self.location.origin ? page.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const actions = [];
  if (alert.phone) actions.push({ action: 'call', title: 'Call' });
  if (alert.claimable) actions.push({ action: 'claim', title: 'Claim' });
  event.waitUntil(
    self.registration.showNotification(String(alert.title || 'New alert'), {
      body: String(alert.body || ''),
      icon: ICON,
      badge: ICON,
      tag: alert.tag ? String(alert.tag) : undefined,
      renotify: Boolean(alert.tag),
      data: { url: pageOf(alert.url || '/'), userId: alert.userId ?? null, phone: alert.phone || null, claimable: Boolean(alert.claimable) },
      actions,
    }),
  );
});

/** A JSON POST with this browser's session cookie (the browser adds this origin's Origin header, which the server requires). */
function post(path, body) {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
}

/** Focuses a window already on the page, or opens one. */
function openPage(url) {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => w.url === url);
    return open ? open.focus() : self.clients.openWindow(url);
  });
}

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  const url = pageOf(data.url || '/');
  event.notification.close();
  if (event.action === 'claim' && data.userId) {
    event.waitUntil(post('/api/routing/claim', { userId: data.userId }).then(() => openPage(url)));
  } else if (event.action === 'call' && data.phone) {
    // The tap counts as the first touch before the phone's app opens, as Today's Call does.
    const call = post('/api/routing/touch', { userId: data.userId, touch: 'call' }).then(() => self.clients.openWindow('tel:' + data.phone));
    event.waitUntil(call.catch(() => openPage(url)));
  } else {
    event.waitUntil(openPage(url));
  }
});

// The push service replaced the subscription: the new one is saved for this device, the old one removed.
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const key = old && old.options ? old.options.applicationServerKey : null;
  const renewed = event.newSubscription ? Promise.resolve(event.newSubscription) : key ? self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : Promise.resolve(null);
  event.waitUntil(
    renewed
      .then((sub) => (sub ? post('/api/agent-alerts/subscription', sub.toJSON()) : undefined))
      .then(() =>
        old
          ? fetch('/api/agent-alerts/subscription', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: old.endpoint }), credentials: 'same-origin' })
          : undefined,
      )
      .catch(() => undefined),
  );
});
