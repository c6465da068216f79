import type { ChatMessage, SaveChatMessageBody } from '@sous/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';

/** The key is the read's URL (spec 000 §7); the socket's `chat-message:*` events keep it live. */
export const chatMessagesKey = ['/api/chat/messages'] as const;

/** `GET /api/chat/messages`: the user's chat, oldest first, with attachments and metadata. */
export async function fetchChatMessages(signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await getJson<ChatMessage[]>(chatMessagesKey[0], 'throw', signal)) ?? [];
}

export const chatMessagesQueryOptions = () =>
  queryOptions({
    queryKey: chatMessagesKey,
    queryFn: ({ signal }) => fetchChatMessages(signal),
  });

export function useChatMessages() {
  return useQuery(chatMessagesQueryOptions());
}

/** `DELETE /api/chat/messages`: empties the chat here at once; `chat:cleared` empties the other devices. */
export async function clearChat(): Promise<void> {
  await apiRequest('DELETE', chatMessagesKey[0]);
}

export function useClearChat({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChat,
    onSuccess: () => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, []);
      onSuccess?.();
    },
    onError,
  });
}

/** `POST /api/chat/messages` (spec 001 §7): the assistant's note of a created recipe. */
export async function saveChatNote(body: SaveChatMessageBody): Promise<ChatMessage> {
  const res = await apiRequest('POST', chatMessagesKey[0], body);
  return (await res.json()) as ChatMessage;
}

/** Puts one message into the cached chat (the socket event may come later, or, for a local-only note, never). */
export function appendChatMessage(list: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] | undefined {
  if (!list) return list;
  return list.some((row) => row.id === message.id) ? [...list] : [...list, message];
}
