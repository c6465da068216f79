import type { SqlEntityManager } from '@mikro-orm/sql';
import { uploadMessages } from '@sous/contracts';
import type { ObjectStore } from '../../domain/ports/object-store.port.js';
import { UploadSigner } from '../../domain/upload-signer.js';
import { StoreUploadCommand, type StoreUploadRequest } from './store-upload.command.js';
import { cleanName, StoreUploadHandler } from './store-upload.handler.js';
import type { UploadLimits } from '../../database/upload-limits.js';

/** Volume limits are the integration tests' business (throttles.int-spec.ts). */
const unlimited = { assertMayReserve: () => Promise.resolve(), assertMayStore: () => Promise.resolve(() => Promise.resolve()) } as unknown as UploadLimits;

const id = '4a4d7f4e-8c55-4d5e-9f4c-2f5d8f1b7a10';
const signer = new UploadSigner('a session secret that is long enough to sign with');
const expires = Math.floor(Date.now() / 1000) + 600;

class MemoryStore implements ObjectStore {
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

/** One reserved row; records every statement the handler runs. */
function fakeDb(state: { uploaded: boolean; exists: boolean }) {
  const statements: string[] = [];
  const em = {
    execute: (sql: string) => {
      statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
      if (sql.startsWith('update uploaded_objects set uploaded_at = now()')) {
        if (!state.exists || state.uploaded) return Promise.resolve([]);
        state.uploaded = true;
        return Promise.resolve([{ id }]);
      }
      if (sql.startsWith('update uploaded_objects set uploaded_at = null')) {
        state.uploaded = false;
        return Promise.resolve([]);
      }
      return Promise.resolve(state.exists ? [{ id }] : []);
    },
  } as unknown as SqlEntityManager;
  return { em, statements };
}

const request = (fields: Partial<StoreUploadRequest> = {}): StoreUploadCommand =>
  new StoreUploadCommand({ id, expires: String(expires), signature: signer.sign(id, expires), contentType: 'Image/PNG', name: null, bytes: Buffer.from('png'), ...fields });

describe('StoreUploadHandler', () => {
  it('stores the bytes once and answers the object with a made-up name', async () => {
    const state = { uploaded: false, exists: true };
    const { em } = fakeDb(state);
    const store = new MemoryStore();
    const stored = await new StoreUploadHandler(em, signer, store, unlimited).execute(request());
    expect(stored).toEqual({ id, url: `/objects/uploads/${id}`, name: `upload-${id.slice(0, 8)}.png`, size: 3, mimeType: 'image/png' });
    expect(store.objects.get(id)).toEqual(Buffer.from('png'));
    await expect(new StoreUploadHandler(em, signer, store, unlimited).execute(request())).rejects.toMatchObject({ code: 'uploads.link-used', message: uploadMessages.usedLink });
  });

  it('checks the signature before touching the database', async () => {
    const { em, statements } = fakeDb({ uploaded: false, exists: true });
    const handler = new StoreUploadHandler(em, signer, new MemoryStore(), unlimited);
    await expect(handler.execute(request({ signature: '0'.repeat(64) }))).rejects.toMatchObject({ code: 'uploads.link-invalid', message: uploadMessages.invalidLink });
    await expect(handler.execute(request({ id: '../../etc/passwd' }))).rejects.toMatchObject({ code: 'uploads.link-invalid' });
    const past = Math.floor(Date.now() / 1000) - 5;
    await expect(handler.execute(request({ expires: String(past), signature: signer.sign(id, past) }))).rejects.toMatchObject({ message: uploadMessages.expiredLink });
    expect(statements).toEqual([]);
  });

  it('refuses an empty file and a row that is gone', async () => {
    await expect(new StoreUploadHandler(fakeDb({ uploaded: false, exists: true }).em, signer, new MemoryStore(), unlimited).execute(request({ bytes: Buffer.alloc(0) }))).rejects.toMatchObject({
      code: 'uploads.empty-file',
    });
    await expect(new StoreUploadHandler(fakeDb({ uploaded: false, exists: false }).em, signer, new MemoryStore(), unlimited).execute(request())).rejects.toMatchObject({ code: 'uploads.link-invalid' });
  });

  it('releases the claim when the bytes cannot be written, so the URL can be retried', async () => {
    const state = { uploaded: false, exists: true };
    const store = new MemoryStore();
    store.failing = true;
    const handler = new StoreUploadHandler(fakeDb(state).em, signer, store, unlimited);
    await expect(handler.execute(request())).rejects.toThrow('disk full');
    expect(state.uploaded).toBe(false);
    store.failing = false;
    await expect(handler.execute(request())).resolves.toMatchObject({ id });
  });
});

describe('cleanName', () => {
  it.each([
    [null, null],
    ['', null],
    ['photo.jpg', 'photo.jpg'],
    [encodeURIComponent('été à Paris.png'), 'été à Paris.png'],
    ['..%2F..%2Fsecret.txt', 'secret.txt'],
    ['C:\\fakepath\\list.txt', 'list.txt'],
    ['bad%E0name.txt', 'bad%E0name.txt'],
    ['a\u0000b.txt', 'ab.txt'],
  ])('%s → %s', (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });
});
