import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiTokensKey } from './api-tokens-list';

/** `POST /api/tokens`: the answer carries the secret, shown this once. */
export async function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const res = await apiRequest('POST', '/api/tokens', body);
  return (await res.json()) as CreatedApiToken;
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ apiToken }) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (tokens) => [apiToken, ...(tokens ?? []).filter((t) => t.id !== apiToken.id)]);
    },
  });
}
