import type { SignedInUser } from '../support/auth.js';

export interface Uploaded {
  uploadURL: string;
  id: string;
  /** The attachment url: `/objects/uploads/{id}`. */
  url: string;
}

/** A 1×1 transparent PNG. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Asks for an upload URL as the browser does (JSON content type, no body). */
export async function uploadUrl(user: SignedInUser): Promise<string> {
  const res = await user.agent.post('/api/objects/upload').set('Content-Type', 'application/json').expect(200);
  return (res.body as { uploadURL: string }).uploadURL;
}

/** The object id: the last path segment of the upload URL. */
export const idOf = (uploadURL: string) => new URL(uploadURL, 'http://x').pathname.split('/').pop()!;

/** Uploads `bytes` the way the chat screen does: POST for the URL, then PUT the raw file. */
export async function uploadFile(user: SignedInUser, bytes: Buffer, contentType: string): Promise<Uploaded> {
  const url = await uploadUrl(user);
  await user.agent.put(url).set('Content-Type', contentType).send(bytes).expect(200);
  const id = idOf(url);
  return { uploadURL: url, id, url: `/objects/uploads/${id}` };
}
