import type { ChatAttachment } from '@sous/contracts';

/** The file picker's accept list (spec 001 §2): images, PDF, .doc, .docx, .txt. */
export const attachAccept = 'image/*,application/pdf,.pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.txt,text/plain';

/** Spec 001 §7: image, audio or file by the mime prefix. */
export function attachmentType(mimeType: string): ChatAttachment['type'] {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  return 'file';
}

/** Spec 001 §7: the stored url is `/objects/uploads/{last segment of uploadURL}` (its query, the signature, dropped). */
export function objectPathOf(uploadURL: string): string {
  const path = new URL(uploadURL, 'http://sous.invalid').pathname;
  const id = path.split('/').filter(Boolean).pop();
  if (!id) throw new Error('The upload URL names no object');
  return `/objects/uploads/${id}`;
}

export function toAttachment(file: File, uploadURL: string): ChatAttachment {
  return {
    type: attachmentType(file.type),
    url: objectPathOf(uploadURL),
    name: file.name,
    size: file.size,
    mimeType: file.type || 'application/octet-stream',
  };
}

/** A size as people read it: 512 B, 14 KB, 2.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
