import type { FeedbackItem } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patchFeedbackCard } from './feedback-board';

/** `POST /api/feedback/:id/responses` (admin reply). */
export async function addFeedbackResponse(id: string, message: string): Promise<FeedbackItem> {
  const res = await apiRequest('POST', `/api/feedback/${encodeURIComponent(id)}/responses`, { message });
  return (await res.json()) as FeedbackItem;
}

export function useAddFeedbackResponse(id: string, { meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => addFeedbackResponse(id, message),
    onSuccess: (item) => patchFeedbackCard(queryClient, id, item),
    meta,
  });
}
