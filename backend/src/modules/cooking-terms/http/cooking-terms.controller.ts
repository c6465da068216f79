import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CookingTerm,
  cookingTermNotFoundMessage,
  createCookingTermBody,
  listCookingTermsQuery,
  updateCookingTermBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor, Roles } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreateCookingTermCommand } from '../commands/create-cooking-term/create-cooking-term.command.js';
import { DeleteCookingTermCommand } from '../commands/delete-cooking-term/delete-cooking-term.command.js';
import { UpdateCookingTermCommand } from '../commands/update-cooking-term/update-cooking-term.command.js';
import { ListCookingTermsQuery } from '../queries/list-cooking-terms/list-cooking-terms.query.js';

const TermId = new IdParamPipe(cookingTermNotFoundMessage, 'cooking-terms.not-found');

/** The glossary: every signed-in user reads it, only admins write it (DESIGN §4). */
@Controller('api/cooking-terms')
export class CookingTermsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  list(@Query(zod(listCookingTermsQuery)) filter: z.output<typeof listCookingTermsQuery>): Promise<CookingTerm[]> {
    return this.queries.execute(new ListCookingTermsQuery(filter));
  }

  @Post()
  @Roles('admin')
  create(@CurrentActor() actor: Actor, @Body(zod(createCookingTermBody)) body: z.output<typeof createCookingTermBody>): Promise<CookingTerm> {
    return this.commands.execute(new CreateCookingTermCommand(actor, body));
  }

  @Patch(':id')
  @Roles('admin')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', TermId) id: string,
    @Body(zod(updateCookingTermBody)) body: z.output<typeof updateCookingTermBody>,
  ): Promise<CookingTerm> {
    return this.commands.execute(new UpdateCookingTermCommand(actor, id, body));
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', TermId) id: string): Promise<void> {
    await this.commands.execute(new DeleteCookingTermCommand(actor, id));
  }
}
