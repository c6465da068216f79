import type { PasswordResetRequestBody, PasswordResetRequested } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/auth/email/password-reset-request`: 202 with the same message for every address;
 * 503 when the server cannot send mail (ask an admin), 429 after too many requests.
 */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<PasswordResetRequested> {
  const res = await apiRequest('POST', '/api/auth/email/password-reset-request', body);
  return (await res.json()) as PasswordResetRequested;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
