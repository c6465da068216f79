import { uploadUrlTtlSeconds } from '@sous/contracts';
import { insertHousehold, rowById } from '../../../../../test/support/rows.js';
import { useTestDatabase } from '../../../../../test/support/test-database.js';
import type { UploadLimits } from '../../database/upload-limits.js';
import { UploadSigner } from '../../domain/upload-signer.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';
import { CreateUploadUrlHandler } from './create-upload-url.handler.js';

const db = useTestDatabase();

/** Volume limits are the integration tests' business (throttles.int-spec.ts). */
const unlimited = { assertMayReserve: () => Promise.resolve(), assertMayStore: () => Promise.resolve(() => Promise.resolve()) } as unknown as UploadLimits;

interface UploadRow {
  household_id: string;
  uploader_id: string | null;
  uploaded_at: Date | null;
  expires_at: Date;
}

describe('CreateUploadUrlHandler on the database', () => {
  it("reserves a row for the caller's household and signs a same-origin URL ending in its id", async () => {
    const { householdId, userId } = await insertHousehold(db.em);
    const signer = new UploadSigner('a session secret that is long enough to sign with');
    const now = Math.floor(Date.now() / 1000);
    const { uploadURL } = await new CreateUploadUrlHandler(db.em, signer, unlimited).execute(new CreateUploadUrlCommand({ userId, householdId, role: 'member' }));

    const url = new URL(uploadURL, 'http://sous.test');
    expect(uploadURL.startsWith('/objects/uploads/')).toBe(true);
    const id = url.pathname.split('/').pop()!;
    // written (flushed), not only created: the row is in the table under the URL's id
    const row = await rowById<UploadRow & Record<string, unknown>>(db.em, 'uploaded_objects', id);
    expect(row).toMatchObject({ household_id: householdId, uploader_id: userId, uploaded_at: null });
    const expires = url.searchParams.get('expires')!;
    expect(Number(expires) - now).toBeGreaterThanOrEqual(uploadUrlTtlSeconds - 1);
    expect(new Date(row!.expires_at).getTime()).toBe(Number(expires) * 1000);
    expect(signer.check(id, expires, url.searchParams.get('signature')!, new Date())).toBeNull();
  });
});
