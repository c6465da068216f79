/**
 * Where uploaded bytes live, by object id. The filesystem adapter keeps them under DATA_DIR; an
 * S3-compatible adapter can implement the same port later without touching the use cases.
 */
export abstract class ObjectStore {
  /** Stores (or replaces) the object's bytes. */
  abstract put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  abstract get(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;
  /** Every stored key, for the prune job to find objects whose row is gone. */
  abstract keys(): Promise<string[]>;
}
