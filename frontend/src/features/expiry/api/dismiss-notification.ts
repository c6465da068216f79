import type { ExpirationNotification } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { expirationNotificationsKey } from './get-expiration-notifications';

/** `POST /api/notifications/{id}/dismiss` (empty body, 204). */
export async function dismissNotification(id: string): Promise<void> {
  await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/dismiss`);
}

/** The dismissed item leaves the ticker once the server has agreed. */
export function useDismissNotification({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: dismissNotification,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ExpirationNotification[]>(expirationNotificationsKey, (list) => list?.filter((n) => n.id !== id));
    },
  });
}
