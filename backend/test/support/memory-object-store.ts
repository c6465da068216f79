import type { ObjectStore } from '../../src/modules/uploads/domain/ports/object-store.port.js';

/** The uploads' object store in memory, for handler specs; `failing` makes every put fail as a full disk would. */
export class MemoryObjectStore implements ObjectStore {
  readonly objects = new Map<string, Buffer>();
  failing = false;
  put(key: string, bytes: Buffer): Promise<void> {
    if (this.failing) return Promise.reject(new Error('disk full'));
    this.objects.set(key, bytes);
    return Promise.resolve();
  }
  get(key: string): Promise<Buffer | null> {
    return Promise.resolve(this.objects.get(key) ?? null);
  }
  delete(key: string): Promise<void> {
    this.objects.delete(key);
    return Promise.resolve();
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.objects.keys()]);
  }
}
