/* Kursownik service worker. The build (vite.config.ts, plugin `service-worker-build-id`) writes the
 * build id below into dist/sw.js, so every deploy is a byte-different worker and the update banner shows. */
const BUILD_ID = '__KURSOWNIK_BUILD_ID__';
/** Files of this build under /assets/ (written by the build too); older ones are pruned on activate. */
const BUILD_ASSETS = ['__KURSOWNIK_ASSETS__'];
const SHELL_CACHE = `kursownik-shell-${BUILD_ID}`;
const ASSET_CACHE = 'kursownik-assets';
const INDEX_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.add(new Request(INDEX_URL, { cache: 'reload' }))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('kursownik-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => pruneAssets())
      .then(() => self.clients.claim()),
  );
});

async function pruneAssets() {
  const current = new Set(BUILD_ASSETS.map((file) => new URL(`/${file}`, self.location.origin).href));
  const cache = await caches.open(ASSET_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests.filter((request) => !current.has(request.url)).map((request) => cache.delete(request)),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Navigations: the network first (fresh index.html), the cached one when offline. */
async function networkFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(INDEX_URL, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(INDEX_URL);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed build assets never change: serve from the cache, fetch and keep on a miss. */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API is never cached: data must be live and per user.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * Web Push (ADR 021): the server's notice is `{ title, body, url, tag }` (server/push/enqueue-push.ts).
 * A payload that is not such JSON still shows something, never nothing (Chrome counts a push without
 * a notification against the site).
 */
function notificationOf(data) {
  const notice = data && typeof data === 'object' ? data : {};
  const text = (value, fallback) => (typeof value === 'string' && value ? value : fallback);
  return {
    title: text(notice.title, 'Kursownik'),
    options: {
      body: text(notice.body, ''),
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      lang: 'pl',
      ...(typeof notice.tag === 'string' && notice.tag ? { tag: notice.tag, renotify: true } : {}),
      data: { url: sameOriginPath(notice.url) },
    },
  };
}

/** Only an address of this app is opened on a click; anything else opens the start page. */
function sameOriginPath(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = event.data ? { body: event.data.text() } : null;
  }
  const { title, options } = notificationOf(data);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A click focuses an open window of the app and shows the notice's page there, else opens it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data && event.notification.data.url);
  const href = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(href);
      const focused = await open.focus();
      if (open.url === href) return focused;
      // navigate() works for a window this worker controls; another one still got the focus.
      return (focused || open).navigate(href).catch(() => focused);
    }),
  );
});
