import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import { ChatMessage as ChatMessageEntity, type ChatRole } from '../domain/chat-message.entity.js';
import { findChatMessage } from './chat-message.row.js';

/** Saves one message of the user's chat (sent now, unless `timestamp` says when) and answers it as REST shows it. */
export async function saveChatMessage(
  em: SqlEntityManager,
  message: { userId: string; role: ChatRole; content: string; metadata: string | null; attachments: ChatAttachment[]; timestamp?: Date },
): Promise<ChatMessage> {
  const entity = em.create(ChatMessageEntity, { ...message, timestamp: message.timestamp ?? new Date() });
  await em.flush();
  const saved = await findChatMessage(em, message.userId, entity.id);
  if (!saved) throw new Error(`Chat message ${entity.id} vanished after insert`);
  return saved;
}
