import type { ShelfLifeAnswer } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dropShelfLifeProposal } from './list-shelf-life-proposals';

/** `POST /api/shelf-life-proposals/:id/ignore`: keep the usual shelf life; not asked again while the history says the same. */
export async function ignoreShelfLifeProposal(id: string): Promise<ShelfLifeAnswer> {
  const res = await apiRequest('POST', `/api/shelf-life-proposals/${encodeURIComponent(id)}/ignore`, {});
  return (await res.json()) as ShelfLifeAnswer;
}

export function useIgnoreShelfLifeProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ignoreShelfLifeProposal,
    onSuccess: (_answer, id) => dropShelfLifeProposal(queryClient, id),
    meta: { errorTitle: 'Could not ignore the shelf life' },
  });
}
