import { Logger } from '@nestjs/common';
import type { ChatAttachment, ChatMessage } from '@sous/contracts';
import type { IsoDate } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';
import type { Chef } from '../../chef/chef.js';
import type { ChefResult } from '../../chef/chef-turn.js';
import { ReplyQueue } from '../../chef/reply-queue.js';
import { TokenBatcher } from '../../chef/token-batcher.js';
import type { ChatStreamAudience, ChatStreamPublisher } from '../../domain/ports/chat-stream-publisher.port.js';
import type { ChatAsker, ChatReplyEvent } from './send-chat-message.command.js';

export const chefErrorReply = 'Sorry, something went wrong on my side. Please try again.';

/** A message to save, as the chat's writer takes it. */
export interface NewChatMessage {
  userId: string;
  role: 'user' | 'assistant';
  content: string;
  metadata: string | null;
  attachments: ChatAttachment[];
  /** When it was sent; now when absent. */
  timestamp?: Date;
}

/** What an exchange works with; the handler wires the database and the realtime service in. */
export interface ChatExchangeParts {
  chef: Pick<Chef, 'reply'>;
  stream: ChatStreamPublisher;
  /** Saves and announces (`chat-message:created`) the user's message; its own unit of work, as the chef's tools flush meanwhile. */
  saveUserMessage(message: NewChatMessage): Promise<ChatMessage>;
  /** Saves and announces the reply; resolves once it is committed. */
  saveReply(message: NewChatMessage): Promise<ChatMessage>;
}

export interface ChatExchangeInput {
  actor: Actor;
  streamId: string;
  /** Trimmed; '' when only attachments were sent. */
  message: string;
  attachments: ChatAttachment[];
  history: ChatMessage[];
  sentAt: Date;
  today: IsoDate;
  asker: ChatAsker;
}

const logger = new Logger('ChatExchange');

/**
 * One exchange with the chef, as the asking device reads it: the reply's text as it is written,
 * then the saved messages. Meanwhile the user's message is saved (and shown on the user's other
 * devices) once the chef is answering, before the reply's first batch reaches them; the reply goes
 * to those devices in batches, never to the asking one; when it ends, or the asking device
 * leaves, what was written is saved and the other devices get it whole.
 */
export async function* chatExchange(parts: ChatExchangeParts, input: ChatExchangeInput): AsyncGenerator<ChatReplyEvent> {
  const pieces = new ReplyQueue<string>();
  const answered = answer(parts, input, (text) => pieces.push(text)).finally(() => pieces.close());
  // awaited below, once its pieces have been read; until then a rejection is not "unhandled"
  answered.catch(() => undefined);
  for await (const text of pieces) yield { type: 'text', text };
  yield { type: 'saved', messages: await answered };
}

async function answer(parts: ChatExchangeParts, input: ChatExchangeInput, out: (text: string) => void): Promise<ChatMessage[]> {
  const { actor, asker, streamId } = input;
  const audience: ChatStreamAudience = { userId: actor.userId, exceptSocketId: asker.socketId };
  // The user's message is written once the chef is answering (the model's stream has begun, or the
  // first words are out), so the first token waits for the model only; it keeps the time it was
  // sent. A failed write stops the chef, and the reply says something went wrong.
  const chefStop = new AbortController();
  let userSaving: Promise<ChatMessage> | null = null;
  const userSaved = () =>
    (userSaving ??= parts
      .saveUserMessage({ userId: actor.userId, role: 'user', content: input.message, metadata: null, attachments: input.attachments, timestamp: input.sentAt })
      .catch((error: unknown) => {
        chefStop.abort();
        throw error;
      }));
  const startSaving = () => {
    // awaited below; until then a rejection is not "unhandled"
    userSaved().catch(() => undefined);
  };

  // other devices show the user's message before the reply's first batch
  const batcher = new TokenBatcher((content) => {
    void userSaved().then(
      () => parts.stream.token(audience, streamId, content),
      () => undefined,
    );
  });
  let content = '';
  const write = (text: string) => {
    if (asker.signal.aborted || chefStop.signal.aborted || text === '') return;
    content += text;
    out(text);
    // after this turn: the piece goes out on the HTTP response before the save's synchronous
    // database work (PGlite) can hold the response's next write back
    setImmediate(startSaving);
    batcher.push(text);
  };
  let result: ChefResult = { metadata: null };
  try {
    result = await parts.chef.reply(
      {
        actor,
        message: input.message,
        attachments: input.attachments,
        history: input.history,
        today: input.today,
        signal: AbortSignal.any([asker.signal, chefStop.signal]),
        answering: startSaving,
      },
      write,
    );
  } catch (error) {
    if (!chefStop.signal.aborted) {
      logger.error({ err: error }, 'The chef failed to answer');
      write(content === '' ? chefErrorReply : `\n\n${chefErrorReply}`);
    }
  } finally {
    batcher.flush();
  }
  let userMessage: ChatMessage;
  try {
    userMessage = await userSaved();
  } catch (error) {
    // the asking device's stream is open: say so in it (the caller's error filter logs the error)
    out(content === '' ? chefErrorReply : `\n\n${chefErrorReply}`);
    throw error;
  }
  // a device that left before any text leaves no reply: nothing is saved, and as no chat:token
  // went out, the other devices never started showing one, so there is no chat:done to send
  if (content.trim() === '') return [userMessage];

  // a reply cut short keeps what it says, but not a question it never finished asking
  const metadata = asker.signal.aborted && result.metadata ? { ...result.metadata, pending: undefined } : result.metadata;
  const hasMetadata = metadata !== null && Object.values(metadata).some((value) => value !== undefined);
  const reply = await parts.saveReply({ userId: actor.userId, role: 'assistant', content, metadata: hasMetadata ? JSON.stringify(metadata) : null, attachments: [] });
  parts.stream.done(audience, streamId, reply);
  return [userMessage, reply];
}
