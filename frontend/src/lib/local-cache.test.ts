import { localCache } from '@sous/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey, clearCache, readCache, removeCache, writeCache } from './local-cache';

const hour = 60 * 60 * 1000;

describe('local cache', () => {
  it('stores entries under the cache: prefix with version 1', () => {
    writeCache('storage:locations', [{ id: 'l1' }], undefined, 1_000);
    const raw = JSON.parse(localStorage.getItem('cache:storage:locations') ?? 'null') as Record<string, unknown>;
    expect(raw).toEqual({ version: 1, expiresAt: 1_000 + 24 * hour, data: [{ id: 'l1' }] });
    expect(cacheKey(localCache.storageLocationsKey)).toBe('cache:storage:locations');
  });

  it('returns the data within the default 24 h lifetime and drops it after', () => {
    writeCache('recipes', ['a'], undefined, 0);
    expect(readCache('recipes', 24 * hour - 1)).toEqual(['a']);
    expect(readCache('recipes', 24 * hour)).toBeNull();
    expect(localStorage.getItem('cache:recipes')).toBeNull();
  });

  it('honours a custom lifetime', () => {
    writeCache('short', 1, 1000, 0);
    expect(readCache('short', 999)).toBe(1);
    expect(readCache('short', 1000)).toBeNull();
  });

  it('drops entries of another version', () => {
    localStorage.setItem('cache:old', JSON.stringify({ version: 0, expiresAt: Date.now() + hour, data: 'x' }));
    expect(readCache('old')).toBeNull();
    expect(localStorage.getItem('cache:old')).toBeNull();
  });

  it('treats junk as a miss and logs instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cache:junk', '{not json');
    expect(readCache('junk')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('only logs when storage refuses a write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeCache('big', 'x')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cache:big'), expect.any(DOMException));
  });

  it('removes one entry, and clears only cache: entries', () => {
    writeCache('a', 1);
    writeCache('b', 2);
    localStorage.setItem('theme', '"dark"');
    removeCache('a');
    expect(readCache('a')).toBeNull();
    clearCache();
    expect(readCache('b')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('"dark"');
  });
});
