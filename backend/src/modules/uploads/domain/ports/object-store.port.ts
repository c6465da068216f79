/**
 * Where uploaded bytes live, by object id. The filesystem adapter (`adapters/`) keeps them under
 * DATA_DIR; an S3-compatible adapter implements the same port without touching the use cases.
 * Use cases inject it with `@Inject(OBJECT_STORE)`; a test hands them an in-memory one.
 */
export interface ObjectStore {
  /** Stores (or replaces) the object's bytes. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, for the prune job to find objects whose row is gone. */
  keys(): Promise<string[]>;
}

export const OBJECT_STORE = Symbol('ObjectStore');
