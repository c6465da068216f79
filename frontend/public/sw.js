// Sous service worker (spec 001 §4; DESIGN PWA). Written by hand; at build time the Vite plugin in
// frontend/build/pwa-plugin.ts replaces the BUILD literal below with the build's version and the
// list of files of the app shell (index.html, the entry's JS and CSS and every hashed asset).
//
// Strategy:
//  - install: precache the shell; activate: drop older shells, take control of open pages;
//  - page navigations: network first, the cached index.html offline (the app routes on the client);
//  - hashed /assets/*: cache first (a changed file is a new URL);
//  - GET /api/* reads: network first, the last good answer offline;
//  - never cached: any write (non-GET), /api/auth/*, sign-in and sign-out, the chat's streamed
//    answers (/api/chat), uploaded files (/objects/*) and the socket transport.

const BUILD = /* SOUS_BUILD */ { version: 'dev', precache: ['/', '/manifest.webmanifest'] } /* END_SOUS_BUILD */;

const SHELL_CACHE = `sous-shell-${BUILD.version}`;
// Must match apiCacheName in src/lib/service-worker.ts (sign-out deletes it).
const API_CACHE = 'sous-api-v1';

const neverCached = [/^\/api\/auth(\/|$)/, /^\/api\/log(in|out)(\/|$)/, /^\/api\/callback(\/|$)/, /^\/api\/chat(\/|$)/, /^\/objects\//, /^\/socket\.io(\/|$)/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('sous-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Tries the network; a good answer refreshes the cached copy, a failure falls back to it. */
async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (fallbackUrl ? await caches.match(fallbackUrl) : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (neverCached.some((pattern) => pattern.test(url.pathname))) return;
  if (request.headers.get('accept')?.includes('text/event-stream')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL_CACHE, '/'));
  } else if (url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, API_CACHE));
  } else if (url.pathname.startsWith('/assets/') || BUILD.precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
