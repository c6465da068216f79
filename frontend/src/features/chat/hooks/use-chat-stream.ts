import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '@/lib/toast-store';
import { chatMessagesKey } from '../api/chat-messages';
import { streamChat } from '../api/send-chat-message';
import { chatText } from '../lib/chat-text';
import { chatStreamReducer, initialStreamState } from '../lib/stream-state';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a message and follows its streamed reply (spec 001 §4). Leaving the screen aborts the
 * request silently (the server keeps what was written). Returns false when sending failed.
 */
export function useChatStream() {
  const queryClient = useQueryClient();
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
        await streamChat(
          { message, attachments },
          {
            signal: aborter.signal,
            onOpen: (streamId) => dispatch({ type: 'opened', streamId }),
            onContent: (content) => dispatch({ type: 'content', content }),
          },
        );
        dispatch({ type: 'finishing' });
        await queryClient.invalidateQueries({ queryKey: chatMessagesKey });
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
    [queryClient],
  );

  return { state, dispatch, send, busy: state.phase !== 'idle' };
}
