import { Command } from '@nestjs/cqrs';
import type { ChatMessage, saveChatMessageBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/chat/messages`: a note the client adds to the chat, such as the recipe it just created. */
export class SaveChatMessageCommand extends Command<ChatMessage> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof saveChatMessageBody>,
  ) {
    super();
  }
}
