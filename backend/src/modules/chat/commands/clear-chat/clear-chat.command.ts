import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** `DELETE /api/chat/messages`: empties the caller's chat on every device ("Start New Chat"). */
export class ClearChatCommand extends Command<{ deleted: number }> {
  constructor(readonly actor: Actor) {
    super();
  }
}
