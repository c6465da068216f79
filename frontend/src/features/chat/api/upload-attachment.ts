import { isAllowedUploadType, uploadMaxBytes, type ChatAttachment } from '@sous/contracts';
import { uploadObject } from '@/lib/upload-object';
import { toAttachment } from '../lib/attachments';

/** Spec 001 §7: a chat attachment is uploaded as any object; its url is `/objects/uploads/{id}`. */
export async function uploadAttachment(file: File): Promise<ChatAttachment> {
  // The server would refuse these (413, 415): no need to send megabytes to learn it.
  if (file.size > uploadMaxBytes) throw new Error(`${file.name} is larger than 10 MB`);
  if (file.type !== '' && !isAllowedUploadType(file.type)) throw new Error(`${file.name} is of a type that cannot be uploaded`);
  const { uploadURL } = await uploadObject(file);
  return toAttachment(file, uploadURL);
}

/** Spec 001 §8: each file is tried on its own; a failed one is skipped. */
export async function uploadAll(files: readonly File[], upload = uploadAttachment): Promise<{ uploaded: ChatAttachment[]; failed: File[] }> {
  const uploaded: ChatAttachment[] = [];
  const failed: File[] = [];
  for (const file of files) {
    try {
      uploaded.push(await upload(file));
    } catch (error) {
      console.warn(`Upload of ${file.name} failed`, error);
      failed.push(file);
    }
  }
  return { uploaded, failed };
}

