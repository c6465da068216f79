import type { ApiToken } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiTokensKey } from './api-tokens-list';

/** `DELETE /api/tokens/:id`: the token stops working at once. */
export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/tokens/${encodeURIComponent(id)}`);
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (tokens) => tokens?.filter((t) => t.id !== id));
    },
  });
}
