import type { SubmitFeedbackBody } from '@sous/contracts';
import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/feedback` (spec 001 §7): type, rating, sentiment, content, contextId, contextType. */
export async function submitFeedback(body: SubmitFeedbackBody): Promise<unknown> {
  const res = await apiRequest('POST', '/api/feedback', body);
  return (await res.json()) as unknown;
}

export function useSubmitFeedback({ onError, meta }: { onError?: (error: Error) => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // Spec 001 §7: the feedback list is refreshed after a submission.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback }),
    onError,
    meta,
  });
}
