import type { CookSession } from '@sous/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, requiresReauth } from '@/lib/api-client';
import { assignLocation } from '@/lib/browser-location';
import { noteServerTime } from '../lib/server-clock';

export const activeCookSessionKey = ['/api/cook-sessions/active'] as const;

/** `GET /api/cook-sessions/active`: the household's running session, or null (204) when nobody cooks. */
export async function fetchActiveCookSession(signal?: AbortSignal): Promise<CookSession | null> {
  const res = await fetch(activeCookSessionKey[0], { credentials: 'include', signal });
  if (res.status === 204) return null;
  if (!res.ok) {
    const text = await res.text();
    // an expired session starts over at `/`, as every other read does
    if (requiresReauth(res.status, text)) assignLocation('/');
    throw new ApiError(res.status, text, res.statusText);
  }
  const session = (await res.json()) as CookSession;
  noteServerTime(session.serverNow);
  return session;
}

/** Kept live by `cook-session:*` socket events while cook mode is open (hooks/use-cook-session-socket). */
export const activeCookSessionOptions = () =>
  queryOptions({
    queryKey: activeCookSessionKey,
    queryFn: ({ signal }) => fetchActiveCookSession(signal),
    // another device may have moved the cook on while this one was away
    refetchOnWindowFocus: 'always',
  });

export function useActiveCookSession() {
  return useQuery(activeCookSessionOptions());
}

/** The session as the server answered it, for every view of it on this device. */
export function setActiveCookSession(queryClient: QueryClient, session: CookSession | null): void {
  if (session) noteServerTime(session.serverNow);
  queryClient.setQueryData(activeCookSessionKey, session);
}
