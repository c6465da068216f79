import type { CalendarFeedSettings } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const calendarFeedKey = ['/api/household/calendar-feed'] as const;

/** `GET /api/household/calendar-feed`: whether the feed URL works, and its meal times and zone. */
export async function fetchCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedSettings> {
  return (await getJson<CalendarFeedSettings>(calendarFeedKey[0], 'throw', signal)) as CalendarFeedSettings;
}

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
