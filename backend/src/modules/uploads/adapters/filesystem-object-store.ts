import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from '../domain/ports/object-store.port.js';

/** Keys are object ids; anything else could climb out of the folder. */
const safeKey = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Objects as files in `<DATA_DIR>/uploads/<key>`. Written to a temporary name and renamed, so a
 * reader never sees half a file and a crash leaves no partial object.
 */
export class FilesystemObjectStore implements ObjectStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${key}.${randomUUID()}.part`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async keys(): Promise<string[]> {
    try {
      // temporary `.…part` files start with a dot and never match a key
      return (await readdir(this.dir)).filter((name) => safeKey.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private fileOf(key: string): string {
    if (!safeKey.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return join(this.dir, key);
  }
}
