import { Command } from '@nestjs/cqrs';
import type { ChatMessage, sendChatMessageBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import type { ChatReplyChannel } from '../../chef/reply-channel.js';

export interface ChatExchange {
  streamId: string;
  userMessage: ChatMessage;
  /** null when the client left before any of the reply was written. */
  assistantMessage: ChatMessage | null;
}

/** `POST /api/chat`: saves the message, streams the chef's reply to `reply`, then saves the reply. */
export class SendChatMessageCommand extends Command<ChatExchange> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof sendChatMessageBody>,
    readonly reply: ChatReplyChannel,
  ) {
    super();
  }
}
