import { archiveFileField, type ArchivePreview } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, OfflineError } from '@/lib/api-client';

/** A multipart POST of the archive (and form fields); failures become ApiError like JSON requests. */
export async function postArchive(url: string, file: File, fields: Record<string, string> = {}): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const form = new FormData();
  form.append(archiveFileField, file, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(url, { method: 'POST', credentials: 'include', body: form });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** `POST /api/recipes/import/archive`: what a zip of recipes holds, duplicates flagged; stores nothing. */
export async function previewRecipeArchive(file: File): Promise<ArchivePreview> {
  return (await (await postArchive('/api/recipes/import/archive', file)).json()) as ArchivePreview;
}

export function usePreviewRecipeArchive() {
  return useMutation({ mutationFn: previewRecipeArchive });
}
