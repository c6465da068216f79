import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/sw.js?raw';

type Listener = (event: Record<string, unknown>) => void;

/** public/sw.js run against a stand-in worker global: its listeners, notifications, windows and fetches. */
function loadWorker({ maxActions = 2, windows = [] as { url: string; focus: () => Promise<void>; navigate: (url: string) => Promise<void> }[] } = {}) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve());
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const self = {
    location: { origin: 'https://sous.example' },
    registration: { showNotification },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow, claim: vi.fn() },
    Notification: { maxActions },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
  };
  // the worker's globals: `self` and what it calls bare; URL, JSON and Response come from this realm
  runInNewContext(source, { self, caches: {}, fetch: fetchMock, URL, console });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { dispatch, showNotification, openWindow, fetchMock };
}

const payload = {
  kind: 'expiring',
  title: 'Milk expires today',
  body: 'Use it soon, or add it to your shopping list.',
  url: '/inventory',
  tag: 'expiring-1',
  actions: [
    { action: 'open', title: 'Open' },
    { action: 'used-it', title: 'Used it' },
    { action: 'add-to-list', title: 'Add to list' },
  ],
  data: { foodItemId: 'f1', foodItemName: 'Milk' },
};
const pushEvent = (body: unknown) => ({ data: { json: () => (typeof body === 'string' ? (JSON.parse(body) as unknown) : body) } });
const click = (action: string, data: Record<string, unknown>) => ({ action, notification: { close: vi.fn(), data } });

describe('service worker push', () => {
  it('shows the payload, giving up "Open" when the platform has room for two buttons', async () => {
    const worker = loadWorker({ maxActions: 2 });
    await worker.dispatch('push', pushEvent(payload));
    expect(worker.showNotification).toHaveBeenCalledWith('Milk expires today', {
      body: payload.body,
      tag: 'expiring-1',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions: payload.actions.slice(1),
      data: { kind: 'expiring', url: '/inventory', foodItemId: 'f1', foodItemName: 'Milk' },
    });
  });

  it("rings a cook timer's end as an alarm that stays, under the tag of the app's own timer notification", async () => {
    const worker = loadWorker({ maxActions: 2 });
    const timer = {
      kind: 'cook-timer',
      title: "Simmer — time's up",
      body: 'Leek soup',
      url: '/recipes/r1/cook',
      tag: 'cook-timer-1.0',
      actions: [{ action: 'open', title: 'Open' }],
      data: { sessionId: 's1', timerId: '1.0' },
    };
    await worker.dispatch('push', pushEvent(timer));
    expect(worker.showNotification).toHaveBeenCalledWith("Simmer — time's up", {
      body: 'Leek soup',
      tag: 'cook-timer-1.0',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      actions: timer.actions,
      data: { kind: 'cook-timer', url: '/recipes/r1/cook', sessionId: 's1', timerId: '1.0' },
      renotify: true,
      requireInteraction: true,
      vibrate: [300, 150, 300, 150, 300],
    });
    await worker.dispatch('notificationclick', click('', { kind: 'cook-timer', url: '/recipes/r1/cook' }));
    expect(worker.openWindow).toHaveBeenCalledWith('https://sous.example/recipes/r1/cook');
  });

  it('still shows something for a message it cannot read', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent('not json'));
    expect(worker.showNotification).toHaveBeenCalledWith('Sous', expect.objectContaining({ data: { url: '/' } }));
  });

  it('answers "Used it" and "Add to list" with the session cookie, without opening a window', async () => {
    const worker = loadWorker();
    const data = { kind: 'expiring', url: '/inventory', foodItemId: 'f1', foodItemName: 'Milk' };
    await worker.dispatch('notificationclick', click('used-it', data));
    await worker.dispatch('notificationclick', click('add-to-list', data));
    const sent = (worker.fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => [url, init.credentials, JSON.parse(init.body as string) as unknown]);
    expect(sent).toEqual([
      ['/api/push/actions', 'include', { action: 'used-it', foodItemId: 'f1' }],
      ['/api/push/actions', 'include', { action: 'add-to-list', ingredient: 'Milk' }],
    ]);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens the app at the payload path (same origin only), or focuses an open window', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', click('', { url: '/shopping-list' }));
    await worker.dispatch('notificationclick', click('open', { url: 'https://evil.example/phish' }));
    expect(worker.openWindow.mock.calls).toEqual([['https://sous.example/shopping-list'], ['https://sous.example/']]);

    const open = { url: 'https://sous.example/chat', focus: vi.fn(() => Promise.resolve()), navigate: vi.fn(() => Promise.resolve()) };
    const withWindow = loadWorker({ windows: [open] });
    await withWindow.dispatch('notificationclick', click('', { url: '/inventory' }));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://sous.example/inventory');
    expect(withWindow.openWindow).not.toHaveBeenCalled();
  });

  it('opens the app when a button fails (signed out, offline)', async () => {
    const worker = loadWorker();
    worker.fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await worker.dispatch('notificationclick', click('used-it', { url: '/inventory', foodItemId: 'f1' }));
    expect(worker.openWindow).toHaveBeenCalledWith('https://sous.example/inventory');
  });
});
