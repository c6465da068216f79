import { archiveFileField } from '@sous/contracts';
import { postFile, type UploadProgress } from '@/lib/post-file';

export type { UploadProgress } from '@/lib/post-file';

/** A multipart POST of the archive (and form fields) with upload progress, answered JSON (lib/post-file.ts). */
export function postArchive<T>(url: string, file: File, fields: Record<string, string> = {}, onProgress?: (progress: UploadProgress) => void): Promise<T> {
  return postFile<T>(url, archiveFileField, file, { fields, onProgress });
}
