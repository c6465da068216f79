import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { removeRecipe } from '@/lib/api/recipes';

/** `DELETE /api/recipes/:id`. */
export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/recipes/${encodeURIComponent(id)}`);
}

export function useDeleteRecipe({ onSuccess, meta }: { onSuccess?: () => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_void, id) => {
      removeRecipe(queryClient, id);
      onSuccess?.();
    },
    meta,
  });
}
