import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CookSession, startCookSessionBody, updateCookSessionBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import type { HttpResponse } from '#platform/http/http-types.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { EndCookSessionCommand } from '../commands/end-cook-session/end-cook-session.command.js';
import { StartCookSessionCommand } from '../commands/start-cook-session/start-cook-session.command.js';
import { UpdateCookSessionCommand } from '../commands/update-cook-session/update-cook-session.command.js';
import { GetActiveCookSessionQuery } from '../queries/get-active-cook-session/get-active-cook-session.query.js';

const SessionId = new IdParamPipe('Cook session not found', 'cook-sessions.session-not-found');

@Controller('api/cook-sessions')
export class CookSessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  start(@CurrentActor() actor: Actor, @Body(zod(startCookSessionBody)) body: z.output<typeof startCookSessionBody>): Promise<CookSession> {
    return this.commands.execute(new StartCookSessionCommand(actor, body));
  }

  /** The running session, or 204 when the household is not cooking. */
  @Get('active')
  async active(@CurrentActor() actor: Actor, @Res({ passthrough: true }) response: HttpResponse): Promise<CookSession | undefined> {
    const session = await this.queries.execute(new GetActiveCookSessionQuery(actor));
    if (session) return session;
    response.status(204);
    return undefined;
  }

  @Patch(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', SessionId) id: string,
    @Body(zod(updateCookSessionBody)) body: z.output<typeof updateCookSessionBody>,
  ): Promise<CookSession> {
    return this.commands.execute(new UpdateCookSessionCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async end(@CurrentActor() actor: Actor, @Param('id', SessionId) id: string): Promise<void> {
    await this.commands.execute(new EndCookSessionCommand(actor, id));
  }
}
