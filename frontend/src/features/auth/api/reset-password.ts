import type { PasswordResetBody, PasswordResetDone } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserKey } from '@/lib/api/current-user';

/** `POST /api/auth/email/password-reset`: sets the password; every session of the account ends. */
export async function resetPassword(body: PasswordResetBody): Promise<PasswordResetDone> {
  const res = await apiRequest('POST', '/api/auth/email/password-reset', body);
  return (await res.json()) as PasswordResetDone;
}

/** Resets, then forgets who is signed in here: this browser may have been one of the sessions ended. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
