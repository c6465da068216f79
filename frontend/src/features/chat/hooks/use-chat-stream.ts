import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '@/lib/toast-store';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';
import { chatMessagesKey, settleChatHistory } from '../api/chat-messages';
import { streamChat } from '../api/send-chat-message';
import { chatText } from '../lib/chat-text';
import { chatStreamReducer, initialStreamState } from '../lib/stream-state';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a message and follows its streamed reply (spec 001 §4) from the response's SSE stream
 * only: its `saved` event puts the exchange in the history, so nothing is refetched. The request
 * names this device's socket, so the server sends the reply's live copy to the user's other
 * devices only. Leaving the screen aborts the request silently (the server keeps what was
 * written). `send` returns false when sending failed.
 */
export function useChatStream() {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const [state, dispatch] = useReducer(chatStreamReducer, initialStreamState);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const send = useCallback(
    async (message: string, attachments: ChatAttachment[]): Promise<boolean> => {
      const aborter = new AbortController();
      controller.current = aborter;
      const history = queryClient.getQueryData<ChatMessage[]>(chatMessagesKey) ?? [];
      dispatch({ type: 'send', content: message, attachments, timestamp: new Date().toISOString(), baseline: history.map((m) => m.id) });
      try {
        const saved = await streamChat(
          { message, attachments },
          { signal: aborter.signal, socketId: socket?.id ?? null, onContent: (content) => dispatch({ type: 'content', content }) },
        );
        dispatch({ type: 'finishing' });
        await settleChatHistory(queryClient, saved);
        return true;
      } catch (error) {
        if (isAbort(error) || aborter.signal.aborted) return true;
        console.warn('Chat send failed', error);
        toast({ variant: 'destructive', title: chatText.sendFailed });
        // The message may have been saved before the failure: show what the server has.
        void queryClient.invalidateQueries({ queryKey: chatMessagesKey });
        return false;
      } finally {
        if (!aborter.signal.aborted) dispatch({ type: 'reset' });
        if (controller.current === aborter) controller.current = null;
      }
    },
    [queryClient, socket],
  );

  return { state, dispatch, send, busy: state.phase !== 'idle' };
}
