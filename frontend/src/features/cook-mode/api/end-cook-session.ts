import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setActiveCookSession } from './active-cook-session';

/** `DELETE /api/cook-sessions/:id`: every device leaves cook mode. */
export async function endCookSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/cook-sessions/${encodeURIComponent(id)}`);
}

export function useEndCookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCookSession,
    onSuccess: () => setActiveCookSession(queryClient, null),
    meta: { errorTitle: 'Could not end the cook session' },
  });
}
