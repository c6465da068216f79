import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type ChatMessage,
  chatSocketId,
  chatSocketIdHeader,
  type ChatStreamChunk,
  chatStreamDone,
  chatStreamIdHeader,
  type ChatStreamSaved,
  saveChatMessageBody,
  sendChatMessageBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import type { HttpResponse } from '#platform/http/http-types.js';
import { SseWriter } from '#platform/http/sse-writer.js';
import { zod } from '#platform/http/zod.pipe.js';
import { ClearChatCommand } from '../commands/clear-chat/clear-chat.command.js';
import { SaveChatMessageCommand } from '../commands/save-chat-message/save-chat-message.command.js';
import { type ChatReplyEvent, SendChatMessageCommand } from '../commands/send-chat-message/send-chat-message.command.js';
import { ListChatMessagesQuery } from '../queries/list-chat-messages/list-chat-messages.query.js';

// Nest runs no pipes on @Headers: the header is parsed here, with the same 400 naming it
const socketIdHeader = zod(chatSocketId.optional());

@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Streams the reply as Server-Sent Events (spec 001 §7): `data: {"content":"…"}` per piece, each
   * followed by a blank line, `data: {"content":"","saved":[…]}` once the messages are saved, and
   * `data: [DONE]` at the end; the `x-chat-stream-id` header names the stream. A bad body or socket
   * id header is refused with 400 before any stream starts. The device's socket, named by
   * `x-chat-socket-id`, gets none of this reply's `chat:token`/`chat:done`: it has this response.
   * The client leaving aborts the exchange; what was written so far is saved.
   */
  @Post()
  async send(
    @CurrentActor() actor: Actor,
    @Body(zod(sendChatMessageBody)) body: z.output<typeof sendChatMessageBody>,
    @Headers(chatSocketIdHeader) socketIdValue: string | undefined,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const socketId = socketIdHeader.transform(socketIdValue, { type: 'custom', data: chatSocketIdHeader }) ?? null;
    const sse = new SseWriter(res);
    const reply = await this.commands.execute(new SendChatMessageCommand(actor, body, { socketId, signal: sse.signal }));
    sse.open({ [chatStreamIdHeader]: reply.streamId });
    try {
      for await (const event of reply.events) sse.send(JSON.stringify(sseEvent(event)));
    } finally {
      // without `saved` (the exchange failed) the client refetches its history instead
      sse.send(chatStreamDone);
      sse.end();
    }
  }

  @Get('messages')
  list(@CurrentActor() actor: Actor): Promise<ChatMessage[]> {
    return this.queries.execute(new ListChatMessagesQuery(actor));
  }

  @Post('messages')
  save(@CurrentActor() actor: Actor, @Body(zod(saveChatMessageBody)) body: z.output<typeof saveChatMessageBody>): Promise<ChatMessage> {
    return this.commands.execute(new SaveChatMessageCommand(actor, body));
  }

  @Delete('messages')
  @HttpCode(204)
  async clear(@CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new ClearChatCommand(actor));
  }
}

/** Every data line carries JSON with content (spec): the saved messages' event has an empty one. */
function sseEvent(event: ChatReplyEvent): ChatStreamChunk | ChatStreamSaved {
  return event.type === 'text' ? { content: event.text } : { content: '', saved: event.messages };
}
