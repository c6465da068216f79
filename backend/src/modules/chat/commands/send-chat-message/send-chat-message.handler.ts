import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { ChatMessage } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { FindUploadsQuery } from '../../../uploads/queries/find-uploads/find-uploads.query.js';
import { checkAttachments } from '../../domain/chat-attachments.js';
import { Chef } from '../../chef/chef.js';
import type { ChefResult } from '../../chef/chef-turn.js';
import { TokenBatcher } from '../../chef/token-batcher.js';
import { listChatMessages } from '../../database/chat-message.row.js';
import { saveChatMessage } from '../../database/chat-message.writer.js';
import { ChatMessageSaved, ChatReplyFinished, ChatReplyStreamed } from '../../events/chat.events.js';
import { type ChatExchange, SendChatMessageCommand } from './send-chat-message.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/** Earlier messages the chef sees (the model gets the newest of them). */
const historyForChef = 40;

export const chefErrorReply = 'Sorry, something went wrong on my side. Please try again.';

/**
 * One exchange with the chef: the user's message is saved (and shown on their other devices)
 * once the chef is answering, before the reply's first batch reaches them; the reply streams to
 * the asking device and, batched, to the user's other devices; when it ends, or the asking device
 * leaves, what was written is saved.
 */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  private readonly logger = new Logger('SendChatMessageHandler');

  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
    private readonly chef: Chef,
  ) {}

  async execute({ actor, body, reply }: SendChatMessageCommand): Promise<ChatExchange> {
    // before anything is saved or streamed: a bad attachment is a plain 400
    const [attachments, history] = await Promise.all([
      checkAttachments((householdId, ids) => this.queries.execute(new FindUploadsQuery(householdId, ids)), actor, body.attachments),
      listChatMessages(this.em, actor.userId, historyForChef),
    ]);
    const streamId = randomUUID();
    const sentAt = new Date();
    reply.open(streamId);
    // The user's message is written once the chef is answering (the model's stream has begun, or the
    // first words are out), so the first token waits for the model only; it keeps the time it was
    // sent. A failed write stops the chef, and the reply says something went wrong. Its own fork: the
    // chef's tools flush the request's unit of work meanwhile.
    const chefStop = new AbortController();
    let userSaving: Promise<ChatMessage> | null = null;
    const userSaved = () =>
      (userSaving ??= saveChatMessage(this.em.fork(), { userId: actor.userId, role: 'user', content: body.message, metadata: null, attachments, timestamp: sentAt }).then(
        (message) => {
          publishAfterCommit(this.events, new ChatMessageSaved(message));
          return message;
        },
        (error: unknown) => {
          chefStop.abort();
          throw error;
        },
      ));
    const startSaving = () => {
      // awaited below; until then a rejection is not "unhandled"
      userSaved().catch(() => undefined);
    };

    // other devices show the user's message before the reply's first batch
    const batcher = new TokenBatcher((content) => {
      void userSaved().then(
        () => {
          publishAfterCommit(this.events, new ChatReplyStreamed(actor.userId, streamId, content));
        },
        () => undefined,
      );
    });
    let content = '';
    const write = (text: string) => {
      if (reply.signal.aborted || chefStop.signal.aborted || text === '') return;
      content += text;
      reply.write(text);
      startSaving();
      batcher.push(text);
    };
    let result: ChefResult = { metadata: null };
    try {
      result = await this.chef.reply(
        {
          actor,
          message: body.message,
          attachments,
          history,
          today: todayIn(sentAt),
          signal: AbortSignal.any([reply.signal, chefStop.signal]),
          answering: startSaving,
        },
        write,
      );
    } catch (error) {
      if (!chefStop.signal.aborted) {
        this.logger.error({ err: error }, 'The chef failed to answer');
        write(content === '' ? chefErrorReply : `\n\n${chefErrorReply}`);
      }
    } finally {
      batcher.flush();
    }
    let userMessage: ChatMessage;
    try {
      userMessage = await userSaved();
    } catch (error) {
      // the stream is open: say so in it; the filter logs the error (the status is already sent)
      reply.write(content === '' ? chefErrorReply : `\n\n${chefErrorReply}`);
      throw error;
    }

    let assistantMessage = null;
    if (content.trim() !== '') {
      // a reply cut short keeps what it says, but not a question it never finished asking
      const metadata = reply.signal.aborted && result.metadata ? { ...result.metadata, pending: undefined } : result.metadata;
      const hasMetadata = metadata !== null && Object.values(metadata).some((value) => value !== undefined);
      assistantMessage = await saveChatMessage(this.em, {
        userId: actor.userId,
        role: 'assistant',
        content,
        metadata: hasMetadata ? JSON.stringify(metadata) : null,
        attachments: [],
      });
      publishAfterCommit(this.events, new ChatMessageSaved(assistantMessage));
      publishAfterCommit(this.events, new ChatReplyFinished(streamId, assistantMessage));
    }
    // a client that left before any text leaves no reply: nothing is saved, and as no chat:token
    // went out, the other devices never started showing one, so there is no chat:done to send
    return { streamId, userMessage, assistantMessage };
  }
}
