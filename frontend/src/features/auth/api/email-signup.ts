import type { AuthUser, EmailSignupBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserKey } from '@/lib/api/current-user';

/** `POST /api/auth/email/signup`: 201 with the new user and a session cookie. */
export async function signUpWithEmail(body: EmailSignupBody): Promise<AuthUser> {
  const res = await apiRequest('POST', '/api/auth/email/signup', body);
  return (await res.json()) as AuthUser;
}

/** Signs up, then refetches the current user so the auth gate moves on to onboarding. */
export function useEmailSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
