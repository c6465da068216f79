import type { CookSession, UpdateCookSessionBody } from '@sous/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { activeCookSessionKey, setActiveCookSession } from './active-cook-session';

export interface CookSessionChange {
  id: string;
  changes: UpdateCookSessionBody;
}

/** `PATCH /api/cook-sessions/:id`: a step to show and timer actions, guarded by the version last seen. */
export async function updateCookSession({ id, changes }: CookSessionChange): Promise<CookSession> {
  const res = await apiRequest('PATCH', `/api/cook-sessions/${encodeURIComponent(id)}`, changes);
  return (await res.json()) as CookSession;
}

/** The session another device left behind a 409, if the answer carries it. */
export function currentOf(error: unknown): CookSession | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { current?: CookSession };
    return body.current ?? null;
  } catch {
    return null;
  }
}

/**
 * Moves the step at once on this device (a cook's tap must not wait for the network); the answer,
 * or on 409 the session as another device left it, replaces the guess.
 */
export function useUpdateCookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCookSession,
    onMutate: async ({ changes }) => {
      await queryClient.cancelQueries({ queryKey: activeCookSessionKey });
      const before = queryClient.getQueryData<CookSession | null>(activeCookSessionKey);
      if (before && changes.step !== undefined) queryClient.setQueryData(activeCookSessionKey, { ...before, step: changes.step });
      return { before };
    },
    onSuccess: (session) => setActiveCookSession(queryClient, session),
    onError: (error, _change, context) => {
      const current = currentOf(error);
      if (current) setActiveCookSession(queryClient, current);
      // ended meanwhile (its recipe deleted takes it without an event): leave cook mode
      else if (error instanceof ApiError && error.status === 404) setActiveCookSession(queryClient, null);
      else if (context?.before !== undefined) queryClient.setQueryData(activeCookSessionKey, context.before);
    },
    // a 409 is no failure to report: the view now shows where the other device left the cook
    meta: {
      errorTitle: 'Could not update the cook session',
      errorToast: (error: Error) => currentOf(error) === null && !(error instanceof ApiError && error.status === 404),
    },
  });
}
