import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime, disconnectRealtime } from '@/lib/socket';

/** Holds the socket while mounted: the auth gate mounts it only for a signed-in user. */
export function RealtimeConnection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectRealtime(queryClient);
    return () => {
      disconnectRealtime(socket);
    };
  }, [queryClient]);
  return null;
}
