import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { acceptShelfLifeProposalBody, type ShelfLifeAnswer, type ShelfLifeProposal } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { AcceptShelfLifeProposalCommand } from '../commands/accept-shelf-life-proposal/accept-shelf-life-proposal.command.js';
import { IgnoreShelfLifeProposalCommand } from '../commands/ignore-shelf-life-proposal/ignore-shelf-life-proposal.command.js';
import { ListShelfLifeProposalsQuery } from '../queries/list-shelf-life-proposals/list-shelf-life-proposals.query.js';

const ProposalId = new IdParamPipe('Shelf-life proposal not found', 'inventory.shelf-life-proposal-not-found');

/** Shelf lives that learn (issue 35): the household's proposals, and its answers to them. */
@Controller('api/shelf-life-proposals')
export class ShelfLifeProposalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<ShelfLifeProposal[]> {
    return this.queries.execute(new ListShelfLifeProposalsQuery(actor));
  }

  @Post(':id/accept')
  @HttpCode(200)
  accept(
    @CurrentActor() actor: Actor,
    @Param('id', ProposalId) id: string,
    @Body(zod(acceptShelfLifeProposalBody)) body: z.output<typeof acceptShelfLifeProposalBody>,
  ): Promise<ShelfLifeAnswer> {
    return this.commands.execute(new AcceptShelfLifeProposalCommand(actor, id, body.days));
  }

  @Post(':id/ignore')
  @HttpCode(200)
  ignore(@CurrentActor() actor: Actor, @Param('id', ProposalId) id: string): Promise<ShelfLifeAnswer> {
    return this.commands.execute(new IgnoreShelfLifeProposalCommand(actor, id));
  }
}
