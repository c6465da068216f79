import { uploadMessages } from '@sous/contracts';
import { insertHousehold, insertRow, rowById } from '../../../../../test/support/rows.js';
import { MemoryObjectStore } from '../../../../../test/support/memory-object-store.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import type { UploadLimits } from '../../database/upload-limits.js';
import { UploadSigner } from '../../domain/upload-signer.js';
import { StoreUploadCommand, type StoreUploadRequest } from './store-upload.command.js';
import { StoreUploadHandler } from './store-upload.handler.js';

const db = useTestDatabase();

/** Volume limits are the integration tests' business (throttles.int-spec.ts). */
const unlimited = { assertMayReserve: () => Promise.resolve(), assertMayStore: () => Promise.resolve(() => Promise.resolve()) } as unknown as UploadLimits;

const signer = new UploadSigner('a session secret that is long enough to sign with');
const expires = Math.floor(Date.now() / 1000) + 600;

interface UploadRow {
  uploaded_at: unknown;
  content_type: string | null;
  size: number | null;
  name: string | null;
}

/** A reserved upload (its signed URL handed out, no bytes yet) and the handler over it. */
async function reserved() {
  const { householdId, userId } = await insertHousehold(db.em);
  const { id } = await insertRow<{ id: string }>(db.em, 'uploaded_objects', { household_id: householdId, uploader_id: userId, expires_at: new Date(Date.now() + 600_000) });
  const store = new MemoryObjectStore();
  const request = (fields: Partial<StoreUploadRequest> = {}): StoreUploadCommand =>
    new StoreUploadCommand({ id, expires: String(expires), signature: signer.sign(id, expires), contentType: 'Image/PNG', name: null, bytes: Buffer.from('png'), ...fields });
  const stored = async () => (await rowById<UploadRow & Record<string, unknown>>(db.em, 'uploaded_objects', id))!;
  return { id, store, request, stored, handler: new StoreUploadHandler(db.em, signer, store, unlimited) };
}

describe('StoreUploadHandler on the database', () => {
  it('stores the bytes once, records them on the row and answers the object with a made-up name', async () => {
    const { id, store, request, stored, handler } = await reserved();
    expect(await handler.execute(request())).toEqual({ id, url: `/objects/uploads/${id}`, name: `upload-${id.slice(0, 8)}.png`, size: 3, mimeType: 'image/png' });
    expect(store.objects.get(id)).toEqual(Buffer.from('png'));
    expect(await stored()).toMatchObject({ uploaded_at: expect.anything() as unknown, content_type: 'image/png', size: 3, name: `upload-${id.slice(0, 8)}.png` });

    await expect(handler.execute(request({ bytes: Buffer.from('other') }))).rejects.toMatchObject({ code: 'uploads.link-used', message: uploadMessages.usedLink });
    expect(store.objects.get(id)).toEqual(Buffer.from('png'));
    expect(await stored()).toMatchObject({ size: 3 });
  });

  it('refuses a bad signature, a forged id and an expired link, leaving the row reserved', async () => {
    const { id, request, stored, handler } = await reserved();
    await expect(handler.execute(request({ signature: '0'.repeat(64) }))).rejects.toMatchObject({ code: 'uploads.link-invalid', message: uploadMessages.invalidLink });
    await expect(handler.execute(request({ id: '../../etc/passwd' }))).rejects.toMatchObject({ code: 'uploads.link-invalid' });
    const past = Math.floor(Date.now() / 1000) - 5;
    await expect(handler.execute(request({ expires: String(past), signature: signer.sign(id, past) }))).rejects.toMatchObject({ message: uploadMessages.expiredLink });
    expect(await stored()).toMatchObject({ uploaded_at: null, size: null });
  });

  it('refuses an empty file, and a link whose row is gone (its household was deleted)', async () => {
    const { id, request, stored, handler } = await reserved();
    await expect(handler.execute(request({ bytes: Buffer.alloc(0) }))).rejects.toMatchObject({ code: 'uploads.empty-file' });
    expect(await stored()).toMatchObject({ uploaded_at: null });
    await db.em.execute('delete from uploaded_objects where id = ?', [id]);
    await expect(handler.execute(request())).rejects.toMatchObject({ code: 'uploads.link-invalid' });
  });

  it('releases the claim when the bytes cannot be written, so the URL can be retried', async () => {
    const { id, store, request, stored, handler } = await reserved();
    store.failing = true;
    await expect(handler.execute(request())).rejects.toThrow('disk full');
    expect(await stored()).toMatchObject({ uploaded_at: null, content_type: null, size: null, name: null });
    store.failing = false;
    await expect(handler.execute(request())).resolves.toMatchObject({ id });
    expect(await stored()).toMatchObject({ size: 3 });
  });
});
