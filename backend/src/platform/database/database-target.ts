import type { DataDirLock } from './data-dir-lock.js';

/** Where the data lives, decided once at boot from the config (and, in tests, a dump to restore). */
export type DatabaseTarget =
  | { kind: 'postgresql'; url: string }
  | { kind: 'pglite'; dataDir: string; lock: DataDirLock }
  | { kind: 'pglite'; dataDir: 'memory://'; dump?: Blob };

export type DatabaseKind = DatabaseTarget['kind'];
