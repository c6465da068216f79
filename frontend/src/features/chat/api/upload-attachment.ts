import { isAllowedUploadType, uploadMaxBytes, type ChatAttachment } from '@sous/contracts';
import { ApiError } from '@/lib/api-client';
import { toAttachment } from '../lib/attachments';

/**
 * Spec 001 §7: `POST /api/objects/upload` (JSON content type, no body) for a signed URL, then a
 * `PUT` of the raw file with its own content type (or the generic binary type). Resolves with the
 * attachment whose url is `/objects/uploads/{id}`.
 */
export async function uploadAttachment(file: File): Promise<ChatAttachment> {
  // The server would refuse these (413, 415): no need to send megabytes to learn it.
  if (file.size > uploadMaxBytes) throw new Error(`${file.name} is larger than 10 MB`);
  if (file.type !== '' && !isAllowedUploadType(file.type)) throw new Error(`${file.name} is of a type that cannot be uploaded`);
  const res = await fetch('/api/objects/upload', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const { uploadURL } = (await res.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== 'string' || uploadURL === '') throw new Error('The server gave no upload URL');

  const put = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'include',
    // The server keeps the file's name for downloads; encoded because headers are ASCII only.
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  if (!put.ok) throw new ApiError(put.status, await put.text(), put.statusText);
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

