import type { SqlEntityManager } from '@mikro-orm/sql';
import { uploadMaxBytes } from '@sous/contracts';
import type { AppConfig } from '#config/app-config.js';
import { StoreImportedImageCommand } from './store-imported-image.command.js';
import type { ObjectStore } from '../../domain/ports/object-store.port.js';
import { sniffImageType, StoreImportedImageHandler } from './store-imported-image.handler.js';

class MemoryStore implements ObjectStore {
  readonly objects = new Map<string, Buffer>();
  put(key: string, bytes: Buffer): Promise<void> {
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

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const household = '0f8e2a9c-1111-4c2b-9d3e-5a6b7c8d9e0f';

/** The stored bytes so far and the inserted rows. */
function fakeDb(storedBytes: number) {
  const inserted: unknown[][] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      if (sql.startsWith('select coalesce')) return Promise.resolve([{ total: String(storedBytes) }]);
      inserted.push(params);
      return Promise.resolve([]);
    },
  } as unknown as SqlEntityManager;
  return { em, inserted };
}
const config = (householdBytes: number) => ({ uploadQuota: { householdBytes, bytesPerHour: 1 } }) as unknown as AppConfig;
const command = (bytes: Uint8Array, name = 'recipes/soup/images/original.webp') => new StoreImportedImageCommand(household, 'user-1', name, bytes);

describe('StoreImportedImageHandler', () => {
  it('stores a sniffed image as an uploaded object of the household, named by its type', async () => {
    const { em, inserted } = fakeDb(0);
    const store = new MemoryStore();
    const stored = await new StoreImportedImageHandler(em, store, config(1024)).execute(command(png));
    expect(stored).toMatchObject({ contentType: 'image/png', size: png.length, url: `/objects/uploads/${stored!.id}` });
    expect(inserted).toEqual([[stored!.id, household, 'user-1', 'image/png', png.length, 'original.png']]);
    expect(store.objects.get(stored!.id)).toEqual(Buffer.from(png));
  });

  it('answers null for what is not an image uploads accept, or is larger than an upload may be', async () => {
    const { em, inserted } = fakeDb(0);
    const handler = new StoreImportedImageHandler(em, new MemoryStore(), config(100 * uploadMaxBytes));
    await expect(handler.execute(command(new TextEncoder().encode('<svg onload="x()"/>'), 'a.png'))).resolves.toBeNull();
    await expect(handler.execute(command(new Uint8Array(0)))).resolves.toBeNull();
    const huge = new Uint8Array(uploadMaxBytes + 1);
    huge.set(png);
    await expect(handler.execute(command(huge))).resolves.toBeNull();
    expect(inserted).toEqual([]);
  });

  it('refuses past the household storage quota (413) and writes nothing', async () => {
    const { em, inserted } = fakeDb(1000);
    const store = new MemoryStore();
    await expect(new StoreImportedImageHandler(em, store, config(1005)).execute(command(png))).rejects.toMatchObject({ code: 'uploads.quota-exceeded' });
    expect(inserted).toEqual([]);
    expect(store.objects.size).toBe(0);
  });

  it('tells AVIF from HEIC by the brand', () => {
    const heif = (brand: string) => Buffer.from([0, 0, 0, 24, ...Buffer.from(`ftyp${brand}`)]);
    expect(sniffImageType(heif('avif'))).toBe('image/avif');
    expect(sniffImageType(heif('heic'))).toBe('image/heic');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
