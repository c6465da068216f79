import { Command } from '@nestjs/cqrs';
import type { ChatMessage, sendChatMessageBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** The device that asked: its socket, left out of the live copy, and when it goes away. */
export interface ChatAsker {
  /** Its socket's id (header `x-chat-socket-id`); null when it sent none. */
  socketId: string | null;
  /** Aborted when the device leaves: the chef stops and what was written is saved. */
  signal: AbortSignal;
}

/** One piece of the reply as the asking device reads it: text in order, then the saved messages once. */
export type ChatReplyEvent = { type: 'text'; text: string } | { type: 'saved'; messages: ChatMessage[] };

export interface ChatReplyStream {
  streamId: string;
  /**
   * The reply, pulled by the caller (the HTTP layer writes it out). Read it to its end, once: the
   * exchange runs as it is read. It throws when the user's message could not be saved (after
   * saying so in a text piece); `saved` is then never sent.
   */
  events: AsyncIterable<ChatReplyEvent>;
}

/**
 * `POST /api/chat`: checks the message, then answers its reply as a stream to pull. Saving the
 * user's message, the chef's answer, the other devices' live copy and saving the reply happen
 * while it is read. Nothing of the HTTP response comes in here.
 */
export class SendChatMessageCommand extends Command<ChatReplyStream> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof sendChatMessageBody>,
    readonly asker: ChatAsker,
  ) {
    super();
  }
}
