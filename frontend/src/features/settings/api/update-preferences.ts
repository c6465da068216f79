import type { UserPreferences, UserPreferencesBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `PUT /api/user/preferences`: the whole set of onboarding fields; answers the saved preferences. */
export async function updatePreferences(body: UserPreferencesBody): Promise<UserPreferences | null> {
  const res = await apiRequest('PUT', queryKeys.preferences[0], body);
  const text = await res.text();
  return text ? (JSON.parse(text) as UserPreferences) : null;
}

/** Saves, keeps the answer as the cached preferences, and refreshes the storage locations. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(queryKeys.preferences, saved);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.preferences });
      return queryClient.invalidateQueries({ queryKey: queryKeys.storageLocations });
    },
  });
}
