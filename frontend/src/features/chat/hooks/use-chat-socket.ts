import type { ChatMessage, ServerToClientListeners } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';
import { chatMessagesKey } from '../api/chat-messages';
import type { ChatStreamAction } from '../lib/stream-state';

/**
 * The chat's live events from the user's other devices (DESIGN §3), on the session's socket while
 * this screen is open: `chat:token` grows their reply here, `chat:done` refetches the history,
 * `chat:cleared` empties it. `chat-message:*` and the refetch after a reconnect are already applied
 * to the history by the socket itself (`lib/socket-cache`).
 */
export function useChatSocket(dispatch: Dispatch<ChatStreamAction>): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket) return;
    const onToken: ServerToClientListeners['chat:token'] = ({ streamId, content }) => dispatch({ type: 'remote-token', streamId, content });
    const onDone: ServerToClientListeners['chat:done'] = ({ streamId }) => {
      void queryClient.invalidateQueries({ queryKey: chatMessagesKey }).finally(() => dispatch({ type: 'remote-done', streamId }));
    };
    const onCleared: ServerToClientListeners['chat:cleared'] = () => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, []);
      dispatch({ type: 'cleared' });
    };
    socket.on('chat:token', onToken);
    socket.on('chat:done', onDone);
    socket.on('chat:cleared', onCleared);
    return () => {
      socket.off('chat:token', onToken);
      socket.off('chat:done', onDone);
      socket.off('chat:cleared', onCleared);
    };
  }, [socket, dispatch, queryClient]);
}
