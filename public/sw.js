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
