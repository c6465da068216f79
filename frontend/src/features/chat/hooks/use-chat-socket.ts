import type { ChatMessage, ServerToClientListeners } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { io, type Socket } from 'socket.io-client';
import { chatMessagesKey } from '../api/chat-messages';
import type { ChatStreamAction } from '../lib/stream-state';

/**
 * The chat's live events from the user's other devices (DESIGN §3): `chat:token` grows their
 * reply here, `chat:done` refetches the history, `chat:cleared` empties it. The app's socket
 * already applies `chat-message:*` to the history; the streaming events are only of use while
 * this screen is open, so the chat listens on its own connection while mounted.
 */
export function useChatSocket(dispatch: Dispatch<ChatStreamAction>, connect: typeof io = io): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket: Socket<ServerToClientListeners> = connect({ withCredentials: true, forceNew: true });
    socket.on('chat:token', ({ streamId, content }) => dispatch({ type: 'remote-token', streamId, content }));
    socket.on('chat:done', ({ streamId }) => {
      void queryClient.invalidateQueries({ queryKey: chatMessagesKey }).finally(() => dispatch({ type: 'remote-done', streamId }));
    });
    socket.on('chat:cleared', () => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, []);
      dispatch({ type: 'cleared' });
    });
    socket.on('chat-message:created', (row) => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, (list) =>
        list && !list.some((m) => m.id === row.id) ? [...list, row as unknown as ChatMessage] : list,
      );
    });
    socket.io.on('reconnect', () => {
      void queryClient.invalidateQueries({ queryKey: chatMessagesKey });
    });
    return () => {
      socket.disconnect();
    };
  }, [connect, dispatch, queryClient]);
}
