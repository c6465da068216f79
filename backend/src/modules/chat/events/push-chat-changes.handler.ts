import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { ChatCleared, ChatMessageSaved } from './chat.events.js';

type ChatEvent = ChatMessageSaved | ChatCleared;

/**
 * Chat is personal: every event goes to the user's own devices only, never the household's (DESIGN §3).
 * A reply in progress (`chat:token`, `chat:done`) is not a domain event: the exchange sends it
 * through its ChatStreamPublisher, leaving out the device that asked.
 */
@EventsHandler(ChatMessageSaved, ChatCleared)
export class PushChatChangesHandler implements IEventHandler<ChatEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: ChatEvent): void {
    if (event instanceof ChatMessageSaved) this.realtime.toUser(event.message.userId, 'chat-message:created', event.message);
    else this.realtime.toUser(event.userId, 'chat:cleared', { clearedAt: event.clearedAt });
  }
}
