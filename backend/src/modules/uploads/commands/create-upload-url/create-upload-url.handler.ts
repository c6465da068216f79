import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CreateUploadUrlResponse, uploadPathPrefix, uploadUrlTtlSeconds } from '@sous/contracts';
import { UploadLimits } from '../../database/upload-limits.js';
import { UploadSigner } from '../../domain/upload-signer.js';
import { UploadedObject } from '../../domain/uploaded-object.entity.js';
import { CreateUploadUrlCommand } from './create-upload-url.command.js';

/**
 * Reserves an object id for the caller's household and signs a URL for it. The URL is a
 * same-origin path (no host), so it works behind any proxy and from the Vite dev server alike.
 */
@CommandHandler(CreateUploadUrlCommand)
export class CreateUploadUrlHandler implements ICommandHandler<CreateUploadUrlCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly signer: UploadSigner,
    private readonly limits: UploadLimits,
  ) {}

  async execute({ actor }: CreateUploadUrlCommand): Promise<CreateUploadUrlResponse> {
    await this.limits.assertMayReserve(this.em, actor.userId, actor.householdId);
    const expires = Math.floor(Date.now() / 1000) + uploadUrlTtlSeconds;
    const object = this.em.create(UploadedObject, {
      householdId: actor.householdId,
      uploaderId: actor.userId,
      expiresAt: new Date(expires * 1000),
    });
    await this.em.flush();
    const query = new URLSearchParams({ expires: String(expires), signature: this.signer.sign(object.id, expires) });
    return { uploadURL: `${uploadPathPrefix}${object.id}?${query.toString()}` };
  }
}
