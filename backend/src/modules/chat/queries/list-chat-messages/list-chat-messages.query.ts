import { Query } from '@nestjs/cqrs';
import type { ChatMessage } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/chat/messages`: the caller's own messages, oldest first. */
export class ListChatMessagesQuery extends Query<ChatMessage[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
