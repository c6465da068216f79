import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@sous/kitchen';
import { FindUploadsQuery } from '../../../uploads/queries/find-uploads/find-uploads.query.js';
import { checkAttachments } from '../../domain/chat-attachments.js';
import { Chef } from '../../chef/chef.js';
import { listChatMessages } from '../../database/chat-message.row.js';
import { saveChatMessage } from '../../database/chat-message.writer.js';
import { CHAT_STREAM_PUBLISHER, type ChatStreamPublisher } from '../../domain/ports/chat-stream-publisher.port.js';
import { ChatMessageSaved } from '../../events/chat.events.js';
import { chatExchange, type NewChatMessage } from './chat-exchange.js';
import { type ChatReplyStream, SendChatMessageCommand } from './send-chat-message.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/** Earlier messages the chef sees (the model gets the newest of them). */
const historyForChef = 40;

/**
 * Checks the message (a bad attachment is a plain 400, before anything is saved or streamed) and
 * answers the exchange as a stream for the caller to read (`chat-exchange.ts`). No unit of work
 * spans the exchange: a reply takes seconds, and each message is committed on its own.
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
    private readonly chef: Chef,
    @Inject(CHAT_STREAM_PUBLISHER) private readonly stream: ChatStreamPublisher,
  ) {}

  async execute({ actor, body, asker }: SendChatMessageCommand): Promise<ChatReplyStream> {
    const [attachments, history] = await Promise.all([
      checkAttachments((householdId, ids) => this.queries.execute(new FindUploadsQuery(householdId, ids)), actor, body.attachments),
      listChatMessages(this.em, actor.userId, historyForChef),
    ]);
    const streamId = randomUUID();
    const sentAt = new Date();
    const saveOn = (em: SqlEntityManager) => async (message: NewChatMessage) => {
      const saved = await saveChatMessage(em, message);
      publishAfterCommit(this.events, new ChatMessageSaved(saved));
      return saved;
    };
    const events = chatExchange(
      // the user's message on its own fork: the chef's tools flush the request's unit of work meanwhile
      { chef: this.chef, stream: this.stream, saveUserMessage: saveOn(this.em.fork()), saveReply: saveOn(this.em) },
      { actor, streamId, message: body.message, attachments, history, sentAt, today: todayIn(sentAt), asker },
    );
    return { streamId, events };
  }
}
