import type { WebVitalsSummary } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const webVitalsSummaryKey = ['/api/analytics/web-vitals'] as const;

/** `GET /api/analytics/web-vitals` (admin): p75 per metric and page over the last 30 days. */
export async function fetchWebVitalsSummary(signal?: AbortSignal): Promise<WebVitalsSummary | null> {
  return getJson<WebVitalsSummary>(webVitalsSummaryKey[0], 'throw', signal);
}

export const webVitalsSummaryQueryOptions = () => queryOptions({ queryKey: webVitalsSummaryKey, queryFn: ({ signal }) => fetchWebVitalsSummary(signal) });

export function useWebVitalsSummary(enabled: boolean) {
  return useQuery({ ...webVitalsSummaryQueryOptions(), enabled });
}
