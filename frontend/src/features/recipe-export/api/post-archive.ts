import { archiveFileField } from '@sous/contracts';
import { ApiError, OfflineError } from '@/lib/api-client';

/** How much of the file has gone up; `total` is the request's size as the browser counts it. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A multipart POST of the file (and form fields), answered JSON. Sent with XMLHttpRequest rather
 * than fetch because only it reports upload progress, which a 25 MB archive on a slow link needs.
 * Failures become what fetch-based requests give: ApiError for an error answer, TypeError when no
 * answer came, OfflineError when the browser knows it is offline.
 */
export function postArchive<T>(url: string, file: File, fields: Record<string, string> = {}, onProgress?: (progress: UploadProgress) => void): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new OfflineError());
  const form = new FormData();
  form.append(archiveFileField, file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : Math.max(file.size, event.loaded) });
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, request.responseText, request.statusText));
        }
      } else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new TypeError('The file could not be sent'));
    request.onabort = () => reject(new TypeError('The upload was cancelled'));
    request.send(form);
  });
}
