import type { FeedbackAnalytics } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const feedbackAnalyticsKey = [...queryKeys.feedback, 'analytics'] as const;

/** `GET /api/feedback/analytics` (admin): all time. */
export async function fetchFeedbackAnalytics(signal?: AbortSignal): Promise<FeedbackAnalytics | null> {
  return getJson<FeedbackAnalytics>('/api/feedback/analytics', 'throw', signal);
}

export const feedbackAnalyticsQueryOptions = () => queryOptions({ queryKey: feedbackAnalyticsKey, queryFn: ({ signal }) => fetchFeedbackAnalytics(signal) });

export function useFeedbackAnalytics(enabled: boolean) {
  return useQuery({ ...feedbackAnalyticsQueryOptions(), enabled });
}
