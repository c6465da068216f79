import { ApiError, OfflineError } from './api-client';

/** How much of the file has gone up; `total` is the request's size as the browser counts it. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface PostFileOptions {
  /** Other form fields sent with the file. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload (or drops the answer) and rejects with an AbortError. */
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * A multipart POST of one file under `field` (and form fields), answered JSON. Sent with
 * XMLHttpRequest rather than fetch because only it reports upload progress, which a large file on
 * a slow link needs. Failures become what fetch-based requests give: ApiError for an error answer,
 * TypeError when no answer came, OfflineError when the browser knows it is offline, and an
 * AbortError when the caller's signal aborted it.
 */
export function postFile<T>(url: string, field: string, file: File, { fields = {}, onProgress, signal }: PostFileOptions = {}): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new OfflineError());
  const form = new FormData();
  form.append(field, file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : Math.max(file.size, event.loaded) });
    request.onload = () =>
      settle(() => {
        if (request.status >= 200 && request.status < 300) {
          try {
            resolve(JSON.parse(request.responseText) as T);
          } catch {
            reject(new ApiError(request.status, request.responseText, request.statusText));
          }
        } else reject(new ApiError(request.status, request.responseText, request.statusText));
      });
    request.onerror = () => settle(() => reject(new TypeError('The file could not be sent')));
    request.onabort = () => settle(() => reject(signal?.aborted ? abortError() : new TypeError('The upload was cancelled')));
    signal?.addEventListener('abort', onAbort);
    request.send(form);
  });
}

/** Whether `error` is the rejection of a request the caller cancelled. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
