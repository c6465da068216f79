import { Body, Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type ChatMessage, saveChatMessageBody, sendChatMessageBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import type { HttpResponse } from '#platform/http/http-types.js';
import { zod } from '#platform/http/zod.pipe.js';
import { ClearChatCommand } from '../commands/clear-chat/clear-chat.command.js';
import { SaveChatMessageCommand } from '../commands/save-chat-message/save-chat-message.command.js';
import { type ChatExchange, SendChatMessageCommand } from '../commands/send-chat-message/send-chat-message.command.js';
import { ListChatMessagesQuery } from '../queries/list-chat-messages/list-chat-messages.query.js';
import { SseReplyChannel } from './sse-reply-channel.js';

@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Streams the reply (spec 001 §7); a bad body is refused with 400 before any stream starts. */
  @Post()
  async send(
    @CurrentActor() actor: Actor,
    @Body(zod(sendChatMessageBody)) body: z.output<typeof sendChatMessageBody>,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const channel = new SseReplyChannel(res);
    let exchange: ChatExchange | null = null;
    try {
      exchange = await this.commands.execute(new SendChatMessageCommand(actor, body, channel));
    } finally {
      channel.end(exchange ? [exchange.userMessage, ...(exchange.assistantMessage ? [exchange.assistantMessage] : [])] : []);
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
