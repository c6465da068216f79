import type { PasswordResetOptions } from '@sous/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const passwordResetOptionsKey = ['/api/auth/email/password-reset-options'] as const;

/** `GET /api/auth/email/password-reset-options`: whether a reset link can be asked for by email. */
export async function fetchPasswordResetOptions(signal?: AbortSignal): Promise<PasswordResetOptions> {
  return (await getJson<PasswordResetOptions>(passwordResetOptionsKey[0], 'throw', signal)) ?? { byEmail: false };
}

export const passwordResetOptionsQueryOptions = () =>
  queryOptions({
    queryKey: passwordResetOptionsKey,
    queryFn: ({ signal }) => fetchPasswordResetOptions(signal),
    // the server's mail setup does not change while a page is open
    staleTime: Infinity,
  });

export function usePasswordResetOptions() {
  return useQuery(passwordResetOptionsQueryOptions());
}
