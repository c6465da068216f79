import { Command } from '@nestjs/cqrs';
import type { UploadedObject } from '@sous/contracts';

export interface StoreUploadRequest {
  id: string;
  /** The URL's query: unix seconds and the hex HMAC. */
  expires: string | undefined;
  signature: string | undefined;
  /** An accepted type (the HTTP layer answers 415 for others), read from the name for the generic binary type. */
  contentType: string;
  /** From the optional `X-File-Name` header (URL-encoded); a name is made up without one. */
  name: string | null;
  bytes: Buffer;
}

/** `PUT <uploadURL>`: stores the file the signed URL was issued for, once. */
export class StoreUploadCommand extends Command<UploadedObject> {
  constructor(readonly request: StoreUploadRequest) {
    super();
  }
}
