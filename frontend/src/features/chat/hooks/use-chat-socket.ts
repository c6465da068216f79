import type { ChatMessage, ServerToClientListeners } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';
import { chatMessagesKey, settleChatHistory } from '../api/chat-messages';
import type { ChatStreamAction } from '../lib/stream-state';

/**
 * The chat's live events from the user's other devices (DESIGN §3), on the session's socket while
 * this screen is open: `chat:token` grows their reply here, `chat:done` swaps that text for the
 * saved message it carries, `chat:cleared` empties the history. The server never sends this
 * device its own reply's stream (the request names this socket), so every stream here is another
 * device's.
 *
 * A `chat:done` for a stream none of whose tokens reached this device means it missed the start (its
 * socket joined or reconnected after the text went out): only then is the history refetched, as the
 * user's message of that exchange may be missing from it too. `chat-message:*` and the refetch
 * after a reconnect are applied to the history by the socket itself (`lib/socket-cache`).
 */
export function useChatSocket(dispatch: Dispatch<ChatStreamAction>): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  // streams whose tokens reached this device, until their done
  const followed = useRef(new Set<string>());
  useEffect(() => {
    if (!socket) return;
    const onToken: ServerToClientListeners['chat:token'] = ({ streamId, content }) => {
      followed.current.add(streamId);
      dispatch({ type: 'remote-token', streamId, content });
    };
    const onDone: ServerToClientListeners['chat:done'] = ({ streamId, message }) => {
      const wasFollowed = followed.current.delete(streamId);
      void settleChatHistory(queryClient, wasFollowed ? [message] : []).finally(() => dispatch({ type: 'remote-done', streamId }));
    };
    const onCleared: ServerToClientListeners['chat:cleared'] = () => {
      followed.current.clear();
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
