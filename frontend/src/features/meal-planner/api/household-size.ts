import type { UserPreferences } from '@sous/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The household size from `GET /api/user/preferences` (the settings' own read, same key), which a
 * planner slot schedules for by default (issue 16); undefined until it is known.
 */
export function useHouseholdSize(): number | undefined {
  const preferences = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => getJson<UserPreferences>(queryKeys.preferences[0], 'throw', signal),
  });
  const size = preferences.data?.householdSize;
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 ? size : undefined;
}
