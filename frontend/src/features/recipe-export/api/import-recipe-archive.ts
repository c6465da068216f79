import { archiveEntriesField, type ArchiveImportResult } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesKey } from '@/lib/api/recipes';
import { postArchive } from './preview-recipe-archive';

/**
 * `POST /api/recipes/import/archive/commit`: the same file again with the chosen entries; the
 * server stores them all or none, and each reaches every device as `recipe:created`.
 */
export async function importRecipeArchive({ file, entries }: { file: File; entries: string[] }): Promise<ArchiveImportResult> {
  return (await (await postArchive('/api/recipes/import/archive/commit', file, { [archiveEntriesField]: JSON.stringify(entries) })).json()) as ArchiveImportResult;
}

export function useImportRecipeArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecipeArchive,
    // the socket adds each recipe too; a refetch covers a device whose socket was down
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
