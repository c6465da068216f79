import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import type { ChatRole } from '../domain/chat-message.entity.js';

/** The columns of a chat message as REST and sockets show it, for the read side's lean SQL. */
const columns = 'cm.id, cm.user_id, cm.role, cm.content, cm.timestamp, cm.metadata, cm.attachments';

interface ChatMessageRow {
  id: string;
  user_id: string;
  role: ChatRole;
  content: string;
  timestamp: Date | string;
  metadata: string | null;
  attachments: unknown;
}

/** Most messages a history read answers: the newest ones, oldest first. */
export const chatHistoryLimit = 500;

function attachmentsOf(value: unknown): ChatAttachment[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as ChatAttachment[]) : [];
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    userId: row.user_id,
    role: row.role,
    content: row.content,
    timestamp: (row.timestamp instanceof Date ? row.timestamp : new Date(row.timestamp)).toISOString(),
    metadata: row.metadata,
    attachments: attachmentsOf(row.attachments),
  };
}

/** The user's newest `limit` messages, oldest first (a user message before its reply at the same instant). */
export async function listChatMessages(em: SqlEntityManager, userId: string, limit = chatHistoryLimit): Promise<ChatMessage[]> {
  const rows = await em.execute<ChatMessageRow[]>(
    `select * from (
        select ${columns}, case cm.role when 'user' then 0 else 1 end as turn from chat_messages cm
         where cm.user_id = ? order by cm.timestamp desc, turn desc limit ?
      ) recent order by recent.timestamp asc, recent.turn asc`,
    [userId, limit],
  );
  return rows.map(toChatMessage);
}

export async function findChatMessage(em: SqlEntityManager, userId: string, id: string): Promise<ChatMessage | null> {
  const rows = await em.execute<ChatMessageRow[]>(`select ${columns} from chat_messages cm where cm.id = ? and cm.user_id = ?`, [id, userId]);
  return rows[0] ? toChatMessage(rows[0]) : null;
}
