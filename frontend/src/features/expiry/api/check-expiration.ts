import type { ExpirationCheckResponse } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { expirationNotificationsKey } from './get-expiration-notifications';

/** `POST /api/notifications/expiration/check` (empty body): finds, records and pushes what expires soon. */
export async function checkExpiration(): Promise<ExpirationCheckResponse> {
  const res = await apiRequest('POST', '/api/notifications/expiration/check');
  return (await res.json()) as ExpirationCheckResponse;
}

export function useCheckExpiration({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: checkExpiration,
    onSuccess: ({ notifications }) => {
      queryClient.setQueryData(expirationNotificationsKey, notifications);
    },
  });
}
