import { Inject } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { uploadMaxBytes, uploadPathPrefix } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { type StoredImage, StoreImportedImageCommand } from './store-imported-image.command.js';
import { contentMatchesType } from '../../domain/content-sniffer.js';
import { OBJECT_STORE, type ObjectStore } from '../../domain/ports/object-store.port.js';
import { UploadQuotaExceededError } from '../../domain/uploads.errors.js';

/** Image types an upload may be, in the order they are tried; the bytes decide, not the name. */
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/bmp'] as const;
const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

/** The image type the bytes are, or null; HEIF-family files say AVIF by their brand. */
export function sniffImageType(bytes: Buffer): string | null {
  const type = imageTypes.find((candidate) => contentMatchesType(candidate, bytes)) ?? null;
  if (type === 'image/heic' && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'image/avif';
  return type;
}

/** A name for the stored file: the archive's base name with the extension its sniffed type has. */
function fileName(name: string, type: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\#]/).filter(Boolean).pop() ?? 'photo').replace(/[\u0000-\u001f\u007f]/g, '').replace(/\.[^.]*$/, '').slice(0, 200) || 'photo';
  return `${base}.${extensions[type]}`;
}

/**
 * Stores an imported photo as the household's upload: sniffed, held to the upload size, counted
 * against the household's storage quota (the rows of the same import before it included, as they
 * are on the same transaction). The hourly upload volume is not charged: an import is one request,
 * bounded by the archive limits.
 */
@CommandHandler(StoreImportedImageCommand)
export class StoreImportedImageHandler implements ICommandHandler<StoreImportedImageCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly config: AppConfig,
  ) {}

  async execute({ householdId, uploaderId, name, bytes }: StoreImportedImageCommand): Promise<StoredImage | null> {
    if (bytes.length === 0 || bytes.length > uploadMaxBytes) return null;
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const contentType = sniffImageType(buffer);
    if (!contentType) return null;
    const [{ total }] = await this.em.execute<{ total: string | number | null }[]>(
      'select coalesce(sum(size), 0) as total from uploaded_objects where household_id = ? and uploaded_at is not null',
      [householdId],
    );
    if (Number(total ?? 0) + bytes.length > this.config.uploadQuota.householdBytes) throw new UploadQuotaExceededError();
    const id = randomUUID();
    // no URL was ever issued: the row is born uploaded, its validity already over
    await this.em.execute(
      `insert into uploaded_objects (id, household_id, uploader_id, content_type, size, name, created_at, expires_at, uploaded_at)
       values (?, ?, ?, ?, ?, ?, now(), now(), now())`,
      [id, householdId, uploaderId, contentType, bytes.length, fileName(name, contentType)],
    );
    await this.store.put(id, buffer);
    return { id, url: `${uploadPathPrefix}${id}`, contentType, size: bytes.length };
  }
}
