import { ApiError } from './api-client';

/**
 * Spec 001 §7, the two steps every upload takes: `POST /api/objects/upload` (JSON content type, no
 * body) for a signed URL, then a `PUT` of the raw file with its own content type (or the generic
 * binary type). Resolves with the signed URL and the object's own address, `/objects/uploads/{id}`.
 * Callers check the file's type and size first: the server would refuse them (413, 415) only after
 * the megabytes went up.
 */
export async function uploadObject(file: File): Promise<{ uploadURL: string; url: string }> {
  const res = await fetch('/api/objects/upload', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
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
  const id = new URL(uploadURL, window.location.origin).pathname.split('/').filter(Boolean).at(-1);
  if (!id) throw new Error('The server gave no upload URL');
  return { uploadURL, url: `/objects/uploads/${id}` };
}
