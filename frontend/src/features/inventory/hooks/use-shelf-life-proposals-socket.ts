import type { ServerToClientListeners } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';
import { dropShelfLifeProposal, shelfLifeProposalsKey } from '../api/list-shelf-life-proposals';

/**
 * A proposal answered on another device of the household leaves this one's list too
 * (`shelf-life-proposal:deleted`); after a reconnect the list is read again, since events sent
 * meanwhile were missed.
 */
export function useShelfLifeProposalsSocket(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onDeleted: ServerToClientListeners['shelf-life-proposal:deleted'] = ({ id }) => dropShelfLifeProposal(queryClient, id);
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: shelfLifeProposalsKey });
    socket.on('shelf-life-proposal:deleted', onDeleted);
    socket.on('connect', onConnect);
    return () => {
      socket.off('shelf-life-proposal:deleted', onDeleted);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
