import type { ShelfLifeAnswer } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { expiryPreviewsKey } from './get-expiry-preview';
import { dropShelfLifeProposal } from './list-shelf-life-proposals';

/** `POST /api/shelf-life-proposals/:id/accept`: later adds of that food there are dated by the proposed days. */
export async function acceptShelfLifeProposal(id: string): Promise<ShelfLifeAnswer> {
  const res = await apiRequest('POST', `/api/shelf-life-proposals/${encodeURIComponent(id)}/accept`, {});
  return (await res.json()) as ShelfLifeAnswer;
}

export function useAcceptShelfLifeProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptShelfLifeProposal,
    onSuccess: (_answer, id) => {
      dropShelfLifeProposal(queryClient, id);
      // moves are dated by the accepted figure from now on (issue 35): no dialog may show an answer from before
      queryClient.removeQueries({ queryKey: expiryPreviewsKey });
    },
    meta: { errorTitle: 'Could not accept the shelf life' },
  });
}
