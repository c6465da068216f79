// Sous service worker (spec 001 §4; DESIGN PWA). Written by hand; at build time the Vite plugin in
// frontend/build/pwa-plugin.ts replaces the BUILD literal below with the build's version and the
// list of files of the app shell (index.html, the entry's JS and CSS and every hashed asset).
//
// Strategy:
//  - install: precache the shell; activate: drop older shells, take control of open pages;
//  - page navigations: network first, the cached index.html offline (the app routes on the client);
//  - hashed /assets/*: cache first (a changed file is a new URL);
//  - GET /api/* reads: network first, the last good answer offline;
//  - push: show the payload as a notification; its buttons call /api/push/actions (see the end);
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

// Web Push (issue 21). The payload is `{ kind, title, body, url, tag, actions, data }` (PushPayload
// in libs/contracts/src/push/push.ts). A tap opens `url`; "Used it" and "Add to list" call the app
// with the session cookie and need no window, so they work while Sous is closed.

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

// A cook-mode timer that ran out (issue 35) is an alarm: it rings even when it replaces the app's own
// notification of that timer (same tag), buzzes, and stays until the cook answers it.
const timerAlarm = { renotify: true, requireInteraction: true, vibrate: [300, 150, 300, 150, 300] };

async function showPush(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  // a push must show something (userVisibleOnly); one that cannot be read still says where to look
  if (!payload || typeof payload.title !== 'string') {
    await self.registration.showNotification('Sous', { body: 'Something in your kitchen needs a look.', icon: '/icons/icon-192.png', data: { url: '/' } });
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    actions: visibleActions(payload.actions),
    data: { kind: payload.kind, url: payload.url, ...payload.data },
    ...(payload.kind === 'cook-timer' ? timerAlarm : {}),
  });
}

/**
 * The buttons the platform can show (Chromium shows two). A tap on the notification itself opens the
 * app, so "Open" is the one given up first.
 */
function visibleActions(actions) {
  if (!Array.isArray(actions)) return [];
  const max = self.Notification?.maxActions ?? actions.length;
  if (actions.length <= max) return actions;
  return actions.filter((action) => action.action !== 'open').slice(0, max);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  event.waitUntil(answerNotification(event.action, data));
});

/** Same-origin paths only: a payload can never send the user elsewhere. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

async function answerNotification(action, data) {
  if (action === 'used-it' && data.foodItemId) {
    if (await postAction({ action: 'used-it', foodItemId: data.foodItemId })) return;
  } else if (action === 'add-to-list' && data.foodItemName) {
    if (await postAction({ action: 'add-to-list', ingredient: data.foodItemName })) return;
  }
  // "Open", a tap on the body, or a button that failed (signed out, offline): show the app
  await openWindow(appUrl(data.url));
}

async function postAction(body) {
  try {
    const response = await fetch('/api/push/actions', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function openWindow(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    if ('navigate' in open) await open.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
