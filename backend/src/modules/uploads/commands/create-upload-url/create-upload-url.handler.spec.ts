import type { SqlEntityManager } from '@mikro-orm/sql';
import { uploadUrlTtlSeconds } from '@sous/contracts';
import { UploadSigner } from '../../domain/upload-signer.js';
import { UploadedObject } from '../../domain/uploaded-object.entity.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';
import { CreateUploadUrlHandler } from './create-upload-url.handler.js';
import type { UploadLimits } from '../../database/upload-limits.js';

/** Volume limits are the integration tests' business (throttles.int-spec.ts). */
const unlimited = { assertMayReserve: () => Promise.resolve(), assertMayStore: () => Promise.resolve(() => Promise.resolve()) } as unknown as UploadLimits;

describe('CreateUploadUrlHandler', () => {
  it("reserves a row for the caller's household and signs a same-origin URL ending in its id", async () => {
    const created: UploadedObject[] = [];
    const steps: string[] = [];
    const em = {
      create: (_entity: typeof UploadedObject, data: Partial<UploadedObject>) => {
        const object = Object.assign(new UploadedObject(), data);
        created.push(object);
        steps.push('create');
        return object;
      },
      flush: () => {
        steps.push('flush');
        return Promise.resolve();
      },
    } as unknown as SqlEntityManager;
    const signer = new UploadSigner('a session secret that is long enough to sign with');
    const now = Math.floor(Date.now() / 1000);
    const { uploadURL } = await new CreateUploadUrlHandler(em, signer, unlimited).execute(new CreateUploadUrlCommand({ userId: 'u1', householdId: 'h1', role: 'member' }));

    expect(steps).toEqual(['create', 'flush']);
    const [object] = created;
    expect(object).toMatchObject({ householdId: 'h1', uploaderId: 'u1', uploadedAt: null });
    const url = new URL(uploadURL, 'http://sous.test');
    expect(uploadURL.startsWith('/objects/uploads/')).toBe(true);
    expect(url.pathname.split('/').pop()).toBe(object.id);
    const expires = url.searchParams.get('expires')!;
    expect(Number(expires) - now).toBeGreaterThanOrEqual(uploadUrlTtlSeconds - 1);
    expect(object.expiresAt.getTime()).toBe(Number(expires) * 1000);
    expect(signer.check(object.id, expires, url.searchParams.get('signature')!, new Date())).toBeNull();
  });
});
