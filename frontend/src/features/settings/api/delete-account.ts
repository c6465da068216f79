import type { DeleteAccountBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assignLocation } from '@/lib/browser-location';
import { clearCache } from '@/lib/local-cache';

/** `DELETE /api/account`: with the password, or the typed confirmation for accounts without one. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest('DELETE', '/api/account', body);
}

/** On 204 the session is gone: clear every client cache and start over at `/`. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      clearCache();
      assignLocation('/');
    },
  });
}
