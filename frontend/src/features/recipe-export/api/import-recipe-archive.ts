import { archiveEntriesField, type ArchiveImportResult } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesKey } from '@/lib/api/recipes';
import { postArchive, type UploadProgress } from './post-archive';

/**
 * `POST /api/recipes/import/archive/commit`: the same file again with the chosen entries; the
 * server stores them all or none, and each reaches every device as `recipe:created`.
 */
export function importRecipeArchive({ file, entries, onProgress }: { file: File; entries: string[]; onProgress?: (progress: UploadProgress) => void }): Promise<ArchiveImportResult> {
  return postArchive<ArchiveImportResult>('/api/recipes/import/archive/commit', file, { [archiveEntriesField]: JSON.stringify(entries) }, onProgress);
}

export function useImportRecipeArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecipeArchive,
    // the socket adds each recipe too; a refetch covers a device whose socket was down
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
