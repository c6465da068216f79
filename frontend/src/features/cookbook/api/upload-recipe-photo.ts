import { isAllowedUploadType, uploadMaxBytes } from '@sous/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * A recipe's photo (issue 30): `POST /api/objects/upload` for a signed URL, then a `PUT` of the
 * picture. Resolves with the photo's URL, `/objects/uploads/{id}`, which `imageUrl` takes.
 */
export async function uploadRecipePhoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/') || !isAllowedUploadType(file.type)) throw new Error(`${file.name} is not a picture that can be uploaded`);
  if (file.size > uploadMaxBytes) throw new Error(`${file.name} is larger than 10 MB`);
  const res = await fetch('/api/objects/upload', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const { uploadURL } = (await res.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== 'string' || uploadURL === '') throw new Error('The server gave no upload URL');
  const put = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type, 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  if (!put.ok) throw new ApiError(put.status, await put.text(), put.statusText);
  const id = new URL(uploadURL, window.location.origin).pathname.split('/').filter(Boolean).at(-1);
  if (!id) throw new Error('The server gave no upload URL');
  return `/objects/uploads/${id}`;
}
