import type { ExpirationNotification } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const expirationNotificationsKey = queryKeys.expirationNotifications;

/** `GET /api/notifications/expiration`: the user's expiring items not dismissed yet. */
export async function fetchExpirationNotifications(signal?: AbortSignal): Promise<ExpirationNotification[]> {
  return (await getJson<ExpirationNotification[]>(expirationNotificationsKey[0], 'throw', signal)) ?? [];
}

export const expirationNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: expirationNotificationsKey,
    queryFn: ({ signal }) => fetchExpirationNotifications(signal),
  });

/** Kept live by the socket's `notification:expiring`. */
export function useExpirationNotifications() {
  return useQuery(expirationNotificationsQueryOptions());
}
