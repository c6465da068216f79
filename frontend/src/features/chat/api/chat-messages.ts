import type { ChatMessage, SaveChatMessageBody } from '@sous/contracts';
import { type MutationMeta, type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';
import { upsertRows } from '@/lib/list-merge';

/** The key is the read's URL (spec 000 §7); the socket's `chat-message:*` events keep it live. */
export const chatMessagesKey = ['/api/chat/messages'] as const;

/** `GET /api/chat/messages`: the user's chat, oldest first, with attachments and metadata. */
export async function fetchChatMessages(signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await getJson<ChatMessage[]>(chatMessagesKey[0], 'throw', signal)) ?? [];
}

/**
 * The chat oldest first by the time each message was sent. Socket events arrive in the order the
 * server saved them, which is not always the order they were sent: a message whose sender hung up
 * before the reply began is saved as that exchange ends, possibly after a newer exchange's.
 */
export function inSentOrder(list: ChatMessage[]): ChatMessage[] {
  const ordered = list.every((message, index) => index === 0 || list[index - 1].timestamp <= message.timestamp);
  return ordered ? list : [...list].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

export const chatMessagesQueryOptions = () =>
  queryOptions({
    queryKey: chatMessagesKey,
    queryFn: ({ signal }) => fetchChatMessages(signal),
    select: inSentOrder,
  });

export function useChatMessages() {
  return useQuery(chatMessagesQueryOptions());
}

/** `DELETE /api/chat/messages`: empties the chat here at once; `chat:cleared` empties the other devices. */
export async function clearChat(): Promise<void> {
  await apiRequest('DELETE', chatMessagesKey[0]);
}

export function useClearChat({ onSuccess, meta }: { onSuccess?: () => void; meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChat,
    onSuccess: () => {
      queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, []);
      onSuccess?.();
    },
    meta,
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

/**
 * Puts saved messages into the cached chat, replacing any with the same id (the socket's
 * `chat-message:created` may have brought them first). Undefined while the history is not loaded:
 * its load will bring them.
 */
export function upsertChatMessages(list: readonly ChatMessage[] | undefined, messages: readonly ChatMessage[]): ChatMessage[] | undefined {
  return list && upsertRows(list, messages);
}

/**
 * Settles the cached history after a reply ended, with the saved messages that ended it. Refetches
 * instead only when those cannot be trusted to land: none came (the save failed, or an older
 * server), or the history is loading right now (that load may have been read before they were saved).
 */
export async function settleChatHistory(queryClient: QueryClient, messages: readonly ChatMessage[]): Promise<void> {
  if (messages.length === 0 || queryClient.getQueryState(chatMessagesKey)?.fetchStatus === 'fetching') {
    await queryClient.invalidateQueries({ queryKey: chatMessagesKey });
    return;
  }
  queryClient.setQueryData<ChatMessage[]>(chatMessagesKey, (list) => upsertChatMessages(list, messages));
}
