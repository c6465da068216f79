import type { AuthUser, EmailLoginBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserKey } from '@/lib/api/current-user';

/** `POST /api/auth/email/login`: 200 with the user and a session cookie; 401 on wrong credentials. */
export async function logInWithEmail(body: EmailLoginBody): Promise<AuthUser> {
  const res = await apiRequest('POST', '/api/auth/email/login', body);
  return (await res.json()) as AuthUser;
}

/** Logs in, then refetches the current user so the auth gate shows onboarding or the app. */
export function useEmailLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInWithEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
