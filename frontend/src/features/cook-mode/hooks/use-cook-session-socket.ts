import type { ServerToClientListeners } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';
import { activeCookSessionKey, setActiveCookSession } from '../api/active-cook-session';

/**
 * Follows the household's cook session live while cook mode is open: `cook-session:updated` is the
 * session as every device now shows it, `cook-session:ended` leaves cook mode. After a reconnect
 * the session is read again, since events sent meanwhile were missed.
 */
export function useCookSessionSocket(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onUpdated: ServerToClientListeners['cook-session:updated'] = (session) => setActiveCookSession(queryClient, session);
    const onEnded: ServerToClientListeners['cook-session:ended'] = ({ id }) => {
      const shown = queryClient.getQueryData<{ id: string } | null>(activeCookSessionKey);
      if (shown?.id === id) setActiveCookSession(queryClient, null);
    };
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: activeCookSessionKey });
    socket.on('cook-session:updated', onUpdated);
    socket.on('cook-session:ended', onEnded);
    socket.on('connect', onConnect);
    return () => {
      socket.off('cook-session:updated', onUpdated);
      socket.off('cook-session:ended', onEnded);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
