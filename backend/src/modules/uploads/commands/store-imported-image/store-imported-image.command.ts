import { Command } from '@nestjs/cqrs';

/** An image stored as one of the household's uploads, served at `url` (`/objects/uploads/{id}`). */
export interface StoredImage {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

/**
 * Handled by uploads: stores an image another module received in bulk (a recipe photo from an
 * imported archive) as an upload of the household, without a signed URL. The type is sniffed
 * from the bytes; null when they are not an image uploads accept or are larger than an upload
 * may be (the recipe is then kept without its photo). 413 when the household's storage is full.
 *
 * The row is written on the caller's transaction and goes with it; the bytes are written at once,
 * so after a rollback they are an object without a row, which the daily prune deletes.
 */
export class StoreImportedImageCommand extends Command<StoredImage | null> {
  constructor(
    readonly householdId: string,
    readonly uploaderId: string,
    /** The file's name in the archive, kept as the upload's name. */
    readonly name: string,
    readonly bytes: Uint8Array,
  ) {
    super();
  }
}
