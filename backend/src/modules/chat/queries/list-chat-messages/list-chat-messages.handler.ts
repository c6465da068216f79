import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ChatMessage } from '@sous/contracts';
import { listChatMessages } from '../../database/chat-message.row.js';
import { ListChatMessagesQuery } from './list-chat-messages.query.js';

@QueryHandler(ListChatMessagesQuery)
export class ListChatMessagesHandler implements IQueryHandler<ListChatMessagesQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  execute({ actor }: ListChatMessagesQuery): Promise<ChatMessage[]> {
    return listChatMessages(this.em, actor.userId);
  }
}
