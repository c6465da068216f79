import type { CalendarFeedSettings, CreatedCalendarFeed } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedKey } from './calendar-feed';

/** `POST /api/household/calendar-feed`: a new feed URL (any earlier one stops working). */
export async function createCalendarFeed(): Promise<CreatedCalendarFeed> {
  const res = await apiRequest('POST', calendarFeedKey[0]);
  return (await res.json()) as CreatedCalendarFeed;
}

/** The URL is in the mutation's answer only: it is not put in the query cache, which may be persisted. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ url: _url, ...settings }) => {
      queryClient.setQueryData<CalendarFeedSettings>(calendarFeedKey, settings);
    },
  });
}
