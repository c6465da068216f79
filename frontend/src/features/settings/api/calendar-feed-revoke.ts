import type { CalendarFeedSettings } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarFeedKey } from './calendar-feed';

/** `DELETE /api/household/calendar-feed`: the feed URL answers 404 from now on. */
export async function revokeCalendarFeed(): Promise<void> {
  await apiRequest('DELETE', calendarFeedKey[0]);
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedSettings>(calendarFeedKey, (settings) => settings && { ...settings, active: false, createdAt: null });
    },
  });
}
