// The service worker: precaches every file of this build, so that games against bots
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
  // A page that was still loading when activate claimed the open pages is missed by it; that
  // page asks here (shell/offline.js), so that it too is served from the cache at once.
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
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

// The site's files, and its page at the folder's own address; a game link rides after '#',
// never sent, and '?' is ignored the same way.
async function cacheFirst(request, key) {
  const cached = await (await caches.open(CACHE)).match(key, { ignoreSearch: true });
  return cached || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope).pathname;
  if (!url.pathname.startsWith(scope)) return;
  const file = url.pathname.slice(scope.length) || 'index.html';
  if (file === 'config.json') event.respondWith(networkFirst(event.request));
  // Anything else the host serves beside the site (another page, a missing one) is the host's.
  else if (FILES.includes(file)) event.respondWith(cacheFirst(event.request, file));
});
