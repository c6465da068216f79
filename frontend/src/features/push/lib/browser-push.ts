/**
 * The browser half of Web Push: what this browser can do, and its one subscription. Kept apart from
 * the components so tests (and browsers without the API) replace it in one place.
 */

export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export function pushSupport(win: Window = window): PushSupport {
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win)) return 'unsupported';
  // Chromium and Firefox offer the API on http:// pages but refuse to subscribe there
  if (!win.isSecureContext) return 'insecure';
  return 'supported';
}

export const notificationPermission = (): NotificationPermission => Notification.permission;

/** PushManager wants the key as bytes; the server sends it as base64url. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The worker registered by lib/service-worker.ts; waits for it rather than registering a second one. */
async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Asks for permission (from the user's click) and subscribes; null when the user says no. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const worker = await registration();
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}

/** The subscription's endpoint and keys as the server's `webpush` push token takes them. */
export function subscriptionKeys(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
