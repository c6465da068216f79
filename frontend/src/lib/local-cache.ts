import { localCache as settings } from '@sous/contracts';
import { clearServiceWorkerApiCache } from './service-worker';

/** What one entry looks like in localStorage (spec 000 §9). */
interface CacheEntry<T> {
  version: number;
  expiresAt: number;
  data: T;
}

/** Keys may be given with or without the `cache:` prefix; they are always stored with it. */
export function cacheKey(key: string): string {
  return key.startsWith(settings.prefix) ? key : `${settings.prefix}${key}`;
}

function isEntry(value: unknown): value is CacheEntry<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    'expiresAt' in value &&
    'data' in value &&
    typeof value.expiresAt === 'number'
  );
}

// Storage can be full, disabled (private mode) or hold junk: the cache is an optimisation, so
// every failure is logged and treated as a miss.
export function readCache<T>(key: string, now = Date.now()): T | null {
  const fullKey = cacheKey(key);
  try {
    const raw = localStorage.getItem(fullKey);
    if (raw === null) return null;
    const entry = JSON.parse(raw) as unknown;
    if (!isEntry(entry) || entry.version !== settings.version || entry.expiresAt <= now) {
      localStorage.removeItem(fullKey);
      return null;
    }
    return entry.data as T;
  } catch (error) {
    console.warn(`Local cache read failed for ${fullKey}`, error);
    return null;
  }
}

export function writeCache<T>(key: string, data: T, ttlMs: number = settings.defaultTtlMs, now = Date.now()): void {
  const fullKey = cacheKey(key);
  const entry: CacheEntry<T> = { version: settings.version, expiresAt: now + ttlMs, data };
  try {
    localStorage.setItem(fullKey, JSON.stringify(entry));
  } catch (error) {
    console.warn(`Local cache write failed for ${fullKey}`, error);
  }
}

export function removeCache(key: string): void {
  try {
    localStorage.removeItem(cacheKey(key));
  } catch (error) {
    console.warn(`Local cache remove failed for ${cacheKey(key)}`, error);
  }
}

/**
 * Drops every `cache:` entry (sign-out), leaving unrelated preferences alone, and the service
 * worker's copies of API answers, which belong to the same user.
 */
export function clearCache(): void {
  clearServiceWorkerApiCache();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(settings.prefix)) keys.push(key);
    }
    keys.forEach((key) => localStorage.removeItem(key));
  } catch (error) {
    console.warn('Local cache clear failed', error);
  }
}
