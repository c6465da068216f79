import type { ArchivePreview } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { postArchive, type UploadProgress } from './post-archive';

/** `POST /api/recipes/import/archive`: what a file of recipes holds, duplicates flagged; stores nothing. */
export function previewRecipeArchive({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }): Promise<ArchivePreview> {
  return postArchive<ArchivePreview>('/api/recipes/import/archive', file, {}, onProgress);
}

export function usePreviewRecipeArchive() {
  return useMutation({ mutationFn: previewRecipeArchive });
}
