import { type ChatAttachment, uploadIdFromUrl } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';

export class ChatAttachmentError extends DomainError {
  constructor(message: string) {
    super('VALIDATION', 'chat.invalid-attachment', `attachments: ${message}`);
  }
}

const typeOf = (mimeType: string): ChatAttachment['type'] =>
  mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('audio/') ? 'audio' : 'file';

/**
 * Attachments pointing at our own objects must be uploads of the caller's household (an id of
 * another household is refused like an unknown one); their type, size and mimeType are taken
 * from what was stored, not from the client. Other `/objects/` paths are refused; http(s) and
 * image data URLs pass as they are.
 */
/** What the uploads module stored for an upload of the household (its size, type and name). */
export interface StoredUpload {
  id: string;
  contentType: string;
  size: number;
}

/** The household's uploads among `ids` (the caller asks the uploads module; domain stays pure). */
export type FindUploads = (householdId: string, ids: readonly string[]) => Promise<readonly StoredUpload[]>;

export async function checkAttachments(findUploads: FindUploads, actor: Actor, attachments: readonly ChatAttachment[]): Promise<ChatAttachment[]> {
  const ids = attachments.map((a) => uploadIdFromUrl(a.url));
  const wanted = ids.filter((id): id is string => id !== null);
  const found = wanted.length > 0 ? await findUploads(actor.householdId, wanted) : [];
  const byId = new Map(found.map((info) => [info.id, info]));
  return attachments.map((attachment, index) => {
    const id = ids[index];
    if (id === null) {
      if (attachment.url.startsWith('/')) throw new ChatAttachmentError(`${attachment.name} is not an uploaded file`);
      return attachment;
    }
    const info = byId.get(id);
    if (!info) throw new ChatAttachmentError(`${attachment.name} is not a file uploaded by your household`);
    return { ...attachment, url: `/objects/uploads/${info.id}`, type: typeOf(info.contentType), size: info.size, mimeType: info.contentType };
  });
}
