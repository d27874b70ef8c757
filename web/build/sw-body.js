// The service worker (issue 16): precaches every file of this build, so that games against bots
// play with the network off, and serves them from the cache. web/build/service-worker.mjs puts
// VERSION (a hash of every file) and FILES in front of this body: any change to the site makes a
// new sw.js, which the browser installs beside the running one. The new one waits until the
// page asks it to take over (the person pressed Reload on the update offer, shell/offline.js):
// code is never swapped under a game in progress.
'use strict';
const CACHE = `txek-table-${VERSION}`;

self.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so the precache is this build's files, not older ones.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('txek-table-') && name !== CACHE) await caches.delete(name);
    }
    // The first visit's page is this build's: it may use the cache at once (offline after one visit).
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

// config.json is the host's setting (the signalling server): the network's copy first, so that
// a changed setting is seen at once; the cached one when offline.
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  // A page's address carries the game link after '#', never sent; '?' is ignored the same way.
  const key = request.mode === 'navigate' ? 'index.html' : request;
  const cached = await cache.match(key, { ignoreSearch: true });
  return cached || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  event.respondWith(name === 'config.json' ? networkFirst(event.request) : cacheFirst(event.request));
});
