import type { UpvoteResult } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { patchFeedbackCard } from './feedback-board';

/** `POST /api/feedback/:id/upvote`: toggles the caller's vote; answers the exact count. */
export async function toggleUpvote(id: string): Promise<UpvoteResult> {
  const res = await apiRequest('POST', `/api/feedback/${encodeURIComponent(id)}/upvote`);
  return (await res.json()) as UpvoteResult;
}

/**
 * Flips the button at once; the server's answer (the true count, others' votes included) then
 * replaces the guess. Clicks on one card queue, so a double click is two toggles in order.
 */
export function useToggleUpvote(id: string, { meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleUpvote(id),
    scope: { id: `feedback-upvote:${id}` },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.feedback });
      patchFeedbackCard(queryClient, id, (item) => ({ upvoted: !item.upvoted, upvoteCount: Math.max(0, item.upvoteCount + (item.upvoted ? -1 : 1)) }));
    },
    onSuccess: (result) => patchFeedbackCard(queryClient, id, { upvoted: result.upvoted, upvoteCount: result.upvoteCount }),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
    meta,
  });
}
