import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type ApiToken, apiTokenMessages, createApiTokenBody, type CreatedApiToken } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, SessionOnly } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreateApiTokenCommand } from '../commands/create-api-token/create-api-token.command.js';
import { RevokeApiTokenCommand } from '../commands/revoke-api-token/revoke-api-token.command.js';
import { ListApiTokensQuery } from '../queries/list-api-tokens/list-api-tokens.query.js';

/** Personal access tokens (Settings → API tokens); a token cannot manage tokens (@SessionOnly). */
@Controller('api/tokens')
@SessionOnly()
export class ApiTokensController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<ApiToken[]> {
    return this.queries.execute(new ListApiTokensQuery(actor.userId));
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(zod(createApiTokenBody)) body: z.output<typeof createApiTokenBody>): Promise<CreatedApiToken> {
    return this.commands.execute(new CreateApiTokenCommand(actor.userId, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async revoke(@CurrentActor() actor: Actor, @Param('id', new IdParamPipe(apiTokenMessages.notFound, 'identity.api-token-not-found')) id: string): Promise<void> {
    await this.commands.execute(new RevokeApiTokenCommand(actor.userId, id));
  }
}
