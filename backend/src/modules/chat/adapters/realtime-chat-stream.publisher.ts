import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@sous/contracts';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import type { ChatStreamAudience, ChatStreamPublisher } from '../domain/ports/chat-stream-publisher.port.js';

/**
 * The reply stream on sockets (DESIGN §3): `chat:token` and `chat:done` to the user's room only
 * (chat is personal), minus the asking socket, so no device gets its own reply twice.
 */
@Injectable()
export class RealtimeChatStreamPublisher implements ChatStreamPublisher {
  constructor(private readonly realtime: RealtimeService) {}

  token({ userId, exceptSocketId }: ChatStreamAudience, streamId: string, content: string): void {
    this.realtime.toUserExcept(userId, exceptSocketId, 'chat:token', { streamId, content });
  }

  done({ userId, exceptSocketId }: ChatStreamAudience, streamId: string, message: ChatMessage): void {
    this.realtime.toUserExcept(userId, exceptSocketId, 'chat:done', { streamId, messageId: message.id, message });
  }
}
