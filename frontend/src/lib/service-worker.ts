import { reloadPage } from './browser-location';

/** The runtime cache of `/api` answers kept by public/sw.js; named here so sign-out can drop it. */
export const apiCacheName = 'sous-api-v1';

/**
 * Registers `/sw.js` (spec 001 §4) and reloads the page when a new worker takes control, so the
 * page never runs code from one build against the cached shell of another. The first install
 * also takes control (clients.claim) but there is nothing stale to replace then: no reload.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  enabled: boolean = import.meta.env.PROD,
): void {
  // Not in development: Vite serves modules unbundled, and a worker would cache them stale.
  if (!container || !enabled) return;
  let hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reloadPage();
  });
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  // After load, so installing the worker never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Drops the worker's cached API answers (sign-out, household switch, account deletion). */
export function clearServiceWorkerApiCache(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(apiCacheName).catch((error: unknown) => console.warn('Could not clear the offline API cache', error));
}
