import { Body, Controller, Delete, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type PushToken, pushTokenParam, registerPushTokenBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { RegisterPushTokenCommand } from '../commands/register-push-token/register-push-token.command.js';
import { RemovePushTokenCommand } from '../commands/remove-push-token/remove-push-token.command.js';

/** The status of an answer; the platform adapter's response object has it (Express and Fastify alike). */
interface StatusReply {
  status(code: number): unknown;
}

/** The caller's devices for push notifications (spec 001 §3 push_tokens). */
@Controller('api/push-tokens')
export class PushTokensController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * 201 with the row when the token is new; 204 when it was already the caller's (or the same
   * subscription's, now the caller's); 400 naming `token` for a push endpoint the outbound policy
   * refuses; 409 when it is another account's.
   */
  @Post()
  async register(
    @CurrentActor() actor: Actor,
    @Body(zod(registerPushTokenBody)) body: z.output<typeof registerPushTokenBody>,
    @Res({ passthrough: true }) reply: StatusReply,
  ): Promise<PushToken | undefined> {
    const { token, created } = await this.commands.execute(new RegisterPushTokenCommand(actor.userId, body));
    if (created) return token;
    reply.status(204);
    return undefined;
  }

  @Delete(':token')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('token', zod(pushTokenParam)) token: string): Promise<void> {
    await this.commands.execute(new RemovePushTokenCommand(actor.userId, token));
  }
}
