import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ChatMessage } from '@sous/contracts';
import { saveChatMessage } from '../../database/chat-message.writer.js';
import { ChatMessageSaved } from '../../events/chat.events.js';
import { SaveChatMessageCommand } from './save-chat-message.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(SaveChatMessageCommand)
export class SaveChatMessageHandler implements ICommandHandler<SaveChatMessageCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, body }: SaveChatMessageCommand): Promise<ChatMessage> {
    const message = await saveChatMessage(this.em, {
      userId: actor.userId,
      role: body.role,
      content: body.content,
      metadata: body.metadata ?? null,
      attachments: [],
    });
    publishAfterCommit(this.events, new ChatMessageSaved(message));
    return message;
  }
}
