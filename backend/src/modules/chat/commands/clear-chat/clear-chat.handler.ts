import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ChatCleared } from '../../events/chat.events.js';
import { ClearChatCommand } from './clear-chat.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(ClearChatCommand)
export class ClearChatHandler implements ICommandHandler<ClearChatCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor }: ClearChatCommand): Promise<{ deleted: number }> {
    const rows = await this.em.execute<{ id: string }[]>('delete from chat_messages where user_id = ? returning id', [actor.userId]);
    publishAfterCommit(this.events, new ChatCleared(actor.userId, new Date().toISOString()));
    return { deleted: rows.length };
  }
}
