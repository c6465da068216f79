import { uploadMaxBytes } from '@sous/contracts';
import type { AppConfig } from '#config/app-config.js';
import { insertHousehold, insertRow } from '../../../../../test/support/rows.js';
import { MemoryObjectStore } from '../../../../../test/support/memory-object-store.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import { StoreImportedImageCommand } from './store-imported-image.command.js';
import { StoreImportedImageHandler } from './store-imported-image.handler.js';

const db = useTestDatabase();

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const config = (householdBytes: number) => ({ uploadQuota: { householdBytes, bytesPerHour: 1 } }) as unknown as AppConfig;

/** A household that has stored `storedBytes` already (one finished upload), and another household that stored more. */
async function kitchen(storedBytes: number, householdBytes: number) {
  const { em } = db;
  const { householdId, userId } = await insertHousehold(em);
  const later = new Date(Date.now() + 600_000);
  if (storedBytes > 0) await insertRow(em, 'uploaded_objects', { household_id: householdId, uploader_id: userId, size: storedBytes, expires_at: later, uploaded_at: new Date() });
  // a reservation without bytes yet, and another household's files, count for nothing here
  await insertRow(em, 'uploaded_objects', { household_id: householdId, expires_at: later, size: 10_000 });
  const other = await insertHousehold(em);
  await insertRow(em, 'uploaded_objects', { household_id: other.householdId, size: 10_000, expires_at: later, uploaded_at: new Date() });

  const store = new MemoryObjectStore();
  const rows = () => em.execute<Record<string, unknown>[]>('select * from uploaded_objects where household_id = ? and name is not null', [householdId]);
  const command = (bytes: Uint8Array, name = 'recipes/soup/images/original.webp') => new StoreImportedImageCommand(householdId, userId, name, bytes);
  return { householdId, userId, store, rows, command, handler: new StoreImportedImageHandler(em, store, config(householdBytes)) };
}

describe('StoreImportedImageHandler on the database', () => {
  it('stores a sniffed image as an uploaded object of the household, named by its type', async () => {
    const { householdId, userId, store, rows, command, handler } = await kitchen(0, 1024);
    const stored = await handler.execute(command(png));
    expect(stored).toMatchObject({ contentType: 'image/png', size: png.length, url: `/objects/uploads/${stored!.id}` });
    expect(await rows()).toEqual([
      expect.objectContaining({ id: stored!.id, household_id: householdId, uploader_id: userId, content_type: 'image/png', size: png.length, name: 'original.png', uploaded_at: expect.anything() as unknown }),
    ]);
    expect(store.objects.get(stored!.id)).toEqual(Buffer.from(png));
  });

  it('answers null for what is not an image uploads accept, or is larger than an upload may be', async () => {
    const { rows, command, handler } = await kitchen(0, 100 * uploadMaxBytes);
    await expect(handler.execute(command(new TextEncoder().encode('<svg onload="x()"/>'), 'a.png'))).resolves.toBeNull();
    await expect(handler.execute(command(new Uint8Array(0)))).resolves.toBeNull();
    const huge = new Uint8Array(uploadMaxBytes + 1);
    huge.set(png);
    await expect(handler.execute(command(huge))).resolves.toBeNull();
    expect(await rows()).toEqual([]);
  });

  it("refuses past the household's storage quota (413), counting only its stored files, and writes nothing", async () => {
    const within = await kitchen(1000, 1000 + png.length);
    await expect(within.handler.execute(within.command(png))).resolves.toMatchObject({ size: png.length });

    const past = await kitchen(1000, 1000 + png.length - 1);
    await expect(past.handler.execute(past.command(png))).rejects.toMatchObject({ code: 'uploads.quota-exceeded' });
    expect(await past.rows()).toEqual([]);
    expect(past.store.objects.size).toBe(0);
  });
});
