import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { ChatCleared, ChatMessageSaved, ChatReplyFinished, ChatReplyStreamed } from './chat.events.js';

type ChatEvent = ChatMessageSaved | ChatReplyStreamed | ChatReplyFinished | ChatCleared;

/** Chat is personal: every event goes to the user's own devices only, never the household's (DESIGN §3). */
@EventsHandler(ChatMessageSaved, ChatReplyStreamed, ChatReplyFinished, ChatCleared)
export class PushChatChangesHandler implements IEventHandler<ChatEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: ChatEvent): void {
    if (event instanceof ChatMessageSaved) this.realtime.toUser(event.message.userId, 'chat-message:created', event.message);
    else if (event instanceof ChatReplyStreamed) this.realtime.toUser(event.userId, 'chat:token', { streamId: event.streamId, content: event.content });
    else if (event instanceof ChatReplyFinished)
      this.realtime.toUser(event.message.userId, 'chat:done', { streamId: event.streamId, messageId: event.message.id, message: event.message });
    else this.realtime.toUser(event.userId, 'chat:cleared', { clearedAt: event.clearedAt });
  }
}
