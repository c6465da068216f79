/** One write made offline, waiting to be sent. `key` is its Idempotency-Key, kept for every retry. */
export interface QueuedWrite {
  id: string;
  key: string;
  method: string;
  path: string;
  body?: unknown;
  /** Epoch ms; with `seq`, the replay order. */
  createdAt: number;
  seq: number;
  /** What the user did, for the pending list ("Check Milk"). */
  label: string;
}

/** Where queued writes live: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(id: string): Promise<void>;
}

export function createMemoryStore(): OutboxStore {
  const rows = new Map<string, QueuedWrite>();
  return {
    all: () => Promise.resolve([...rows.values()].map((row) => ({ ...row }))),
    put: (write) => {
      rows.set(write.id, { ...write });
      return Promise.resolve();
    },
    remove: (id) => {
      rows.delete(id);
      return Promise.resolve();
    },
  };
}

const dbName = 'sous-outbox';
const storeName = 'writes';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * The outbox in IndexedDB, with the raw API (no package): one object store keyed by id. It survives
 * reloads, unlike TanStack's paused mutations, which live in memory.
 */
export function createIndexedDbStore(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('Could not open the outbox'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return done(action(db.transaction(storeName, mode).objectStore(storeName)));
  };
  return {
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<QueuedWrite[]>),
    put: async (write) => {
      await run('readwrite', (store) => store.put(write));
    },
    remove: async (id) => {
      await run('readwrite', (store) => store.delete(id));
    },
  };
}
