import type { CalendarFeedSettings, UpdateCalendarFeedBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedKey } from './calendar-feed';

/** `PUT /api/household/calendar-feed`: meal times, event length and time zone. */
export async function updateCalendarFeed(body: UpdateCalendarFeedBody): Promise<CalendarFeedSettings> {
  const res = await apiRequest('PUT', calendarFeedKey[0], body);
  return (await res.json()) as CalendarFeedSettings;
}

export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarFeed,
    onSuccess: (settings) => queryClient.setQueryData(calendarFeedKey, settings),
  });
}
