import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { mediaTypeOf, type UploadedObject, uploadPathPrefix } from '@sous/contracts';
import { OBJECT_STORE, type ObjectStore } from '../../domain/ports/object-store.port.js';
import { UploadLimits } from '../../database/upload-limits.js';
import { UploadSigner } from '../../domain/upload-signer.js';
import { isUploadId } from '../../database/uploaded-object.row.js';
import { EmptyUploadError, UploadUrlRefusedError, UploadUrlUsedError } from '../../domain/uploads.errors.js';
import { StoreUploadCommand } from './store-upload.command.js';

const maxNameLength = 255;

/**
 * Checks the signature and expiry, claims the reserved row (the claim is the single use: a second
 * PUT finds it taken, 409), then writes the bytes; if writing fails the claim is released so the
 * same URL can be retried while it is valid.
 */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  private readonly logger = new Logger('StoreUploadHandler');

  constructor(
    private readonly em: SqlEntityManager,
    private readonly signer: UploadSigner,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly limits: UploadLimits,
  ) {}

  async execute({ request }: StoreUploadCommand): Promise<UploadedObject> {
    const { id, bytes } = request;
    if (!isUploadId(id)) throw new UploadUrlRefusedError('invalid');
    const problem = this.signer.check(id, request.expires, request.signature, new Date());
    if (problem) throw new UploadUrlRefusedError(problem);
    if (bytes.length === 0) throw new EmptyUploadError();
    const giveBack = await this.limits.assertMayStore(this.em, id, bytes.length);

    const contentType = request.contentType.trim().toLowerCase();
    const name = cleanName(request.name) ?? defaultName(id, contentType);
    const claimed = await this.em.execute<{ id: string }[]>(
      `update uploaded_objects set uploaded_at = now(), content_type = ?, size = ?, name = ?
        where id = ? and uploaded_at is null returning id`,
      [contentType, bytes.length, name, id],
    );
    if (claimed.length === 0) {
      await giveBack();
      const exists = await this.em.execute<{ id: string }[]>('select id from uploaded_objects where id = ?', [id]);
      // a valid signature for a row that is gone: its household was deleted
      throw exists.length > 0 ? new UploadUrlUsedError() : new UploadUrlRefusedError('invalid');
    }
    try {
      await this.store.put(id, bytes);
    } catch (error) {
      this.logger.error({ err: error, id }, 'Could not store an upload; releasing its URL');
      await giveBack();
      await this.em.execute('update uploaded_objects set uploaded_at = null, content_type = null, size = null, name = null where id = ?', [id]);
      throw error;
    }
    return { id, url: `${uploadPathPrefix}${id}`, name, size: bytes.length, mimeType: contentType };
  }
}

/** A file name without folders or control characters, or null when nothing is left. */
export function cleanName(raw: string | null): string | null {
  if (!raw) return null;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // not URL-encoded: take it as it is
  }
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f]/g, '').split(/[/\\]/).pop()!.trim();
  return name === '' ? null : name.slice(0, maxNameLength);
}

const extensions: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'text/plain': '.txt',
  'image/jpeg': '.jpg',
  'audio/mpeg': '.mp3',
};

function defaultName(id: string, contentType: string): string {
  const type = mediaTypeOf(contentType);
  const subtype = type.split('/')[1]?.replace(/[^a-z0-9]/g, '') ?? '';
  return `upload-${id.slice(0, 8)}${extensions[type] ?? (subtype ? `.${subtype}` : '')}`;
}
