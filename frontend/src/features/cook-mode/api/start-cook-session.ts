import type { CookSession, StartCookSessionBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setActiveCookSession } from './active-cook-session';

/** `POST /api/cook-sessions`: 409 `cook-sessions.already-cooking` (with `current`) while the household cooks. */
export async function startCookSession(body: StartCookSessionBody): Promise<CookSession> {
  const res = await apiRequest('POST', '/api/cook-sessions', body);
  return (await res.json()) as CookSession;
}

export function useStartCookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCookSession,
    onSuccess: (session) => setActiveCookSession(queryClient, session),
    // no toast: the view says what went wrong (another recipe cooking is not an error)
  });
}
