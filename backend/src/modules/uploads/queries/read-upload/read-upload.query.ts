import { Query } from '@nestjs/cqrs';

/** One stored upload with its bytes. */
export interface StoredUpload {
  id: string;
  contentType: string;
  name: string;
  size: number;
  bytes: Buffer;
}

/**
 * Handled by uploads: the household's stored object `id` with its bytes, or null when it is
 * unknown, another household's, not uploaded yet or gone from the store. Used to serve
 * `/objects/uploads/:id` and by the chat to pass images to the model.
 */
export class ReadUploadQuery extends Query<StoredUpload | null> {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {
    super();
  }
}
