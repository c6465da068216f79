import type { FeedbackItem, UpdateFeedbackBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { patchFeedbackCard } from './feedback-board';

/** `PATCH /api/feedback/:id` (admin): status, priority, category, tags, flag. */
export async function updateFeedback(id: string, changes: UpdateFeedbackBody): Promise<FeedbackItem> {
  const res = await apiRequest('PATCH', `/api/feedback/${encodeURIComponent(id)}`, changes);
  return (await res.json()) as FeedbackItem;
}

export function useUpdateFeedback(id: string, { meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateFeedbackBody) => updateFeedback(id, changes),
    onSuccess: (item) => {
      patchFeedbackCard(queryClient, id, item);
      // a status change may move the card out of a filtered board
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedback });
    },
    meta,
  });
}
