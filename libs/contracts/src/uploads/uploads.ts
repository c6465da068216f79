import { z } from 'zod';

/** Largest file `PUT <uploadURL>` and `POST /api/voice/transcribe` accept (10 MB). */
export const uploadMaxBytes = 10 * 1024 * 1024;
/** How long an upload URL stays valid after `POST /api/objects/upload`. */
export const uploadUrlTtlSeconds = 15 * 60;
/** Where uploaded files are served: `/objects/uploads/{id}` (spec 001 §7). */
export const uploadPathPrefix = '/objects/uploads/';

/** Exact types accepted besides `image/*` and `audio/*`: PDF, .doc, .docx, .txt. */
export const uploadDocumentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;

/** The media type alone, lower-cased: `Text/Plain; charset=utf-8` → `text/plain`. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Images, audio, PDF, .doc, .docx and .txt (spec 001 §2 composer). */
export function isAllowedUploadType(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType);
  if (/^(image|audio)\/[a-z0-9.+-]+$/.test(type)) return true;
  return (uploadDocumentTypes as readonly string[]).includes(type);
}

/** Types the generic binary type stands for, by the file's extension (the browser gave no type). */
const typesByExtension: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  weba: 'audio/webm',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

/**
 * The type an upload is stored with, or null when it is not accepted. Spec 001 §7 lets the client
 * send the generic binary type when the browser knows none; the file name's extension
 * (`X-File-Name`) then says what it is, and it must still be one of the accepted kinds.
 */
export function resolveUploadType(contentType: string | null | undefined, fileName?: string | null): string | null {
  const type = mediaTypeOf(contentType);
  if (type === 'application/octet-stream' || type === '') {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
    return extension ? (typesByExtension[extension] ?? null) : null;
  }
  return isAllowedUploadType(type) ? (contentType ?? '').trim() : null;
}

/**
 * `POST /api/objects/upload` (JSON content type, no body) answers this. `uploadURL` is a
 * same-origin path: `/objects/uploads/{id}?expires={unix seconds}&signature={hex}`, valid for one
 * `PUT` within `uploadUrlTtlSeconds`. The attachment url is then `/objects/uploads/{id}`.
 */
export const createUploadUrlResponse = z.object({ uploadURL: z.string() });
export type CreateUploadUrlResponse = z.infer<typeof createUploadUrlResponse>;

/** `PUT <uploadURL>` answers 200 with the stored object (the client only needs the status). */
export const uploadedObject = z.object({
  id: z.string(),
  /** `/objects/uploads/{id}`: the attachment url. */
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
});
export type UploadedObject = z.infer<typeof uploadedObject>;

/** The object id of an attachment url `/objects/uploads/{id}` (query and trailing slash ignored), else null. */
export function uploadIdFromUrl(url: string): string | null {
  const path = url.split(/[?#]/)[0];
  if (!path.startsWith(uploadPathPrefix)) return null;
  const id = path.slice(uploadPathPrefix.length).replace(/\/$/, '');
  return id !== '' && !id.includes('/') ? id : null;
}

export const uploadMessages = {
  tooLarge: 'The file is too large (the limit is 10 MB).',
  unsupportedType: 'This file type is not supported. Upload an image, audio, PDF, .doc, .docx or .txt file.',
  invalidLink: 'This upload link is not valid.',
  expiredLink: 'This upload link has expired. Ask for a new one.',
  usedLink: 'This upload link has already been used. Ask for a new one.',
  emptyFile: 'The file is empty.',
  contentMismatch: 'The file does not look like the type it was sent as.',
  quotaExceeded: "This household's storage for uploads is full. Delete some chats with attachments first.",
} as const;
