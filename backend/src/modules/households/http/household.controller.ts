import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Household, type HouseholdInvite, joinHouseholdBody, renameHouseholdBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import type { HttpRequest } from '#platform/http/http-types.js';
import { zod } from '#platform/http/zod.pipe.js';
import { clientAddress } from '#platform/rate-limit/client-address.js';
import { CreateInviteCommand } from '../commands/create-invite/create-invite.command.js';
import { JoinHouseholdCommand } from '../commands/join-household/join-household.command.js';
import { LeaveHouseholdCommand } from '../commands/leave-household/leave-household.command.js';
import { RenameHouseholdCommand } from '../commands/rename-household/rename-household.command.js';
import { GetHouseholdQuery } from '../queries/get-household/get-household.query.js';

/** The caller's household: members, invitations, joining and leaving (DESIGN §4). */
@Controller('api/household')
export class HouseholdController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<Household> {
    return this.queries.execute(new GetHouseholdQuery(actor));
  }

  @Patch()
  rename(@CurrentActor() actor: Actor, @Body(zod(renameHouseholdBody)) body: z.output<typeof renameHouseholdBody>): Promise<Household> {
    return this.commands.execute(new RenameHouseholdCommand(actor, body.name));
  }

  @Post('invite')
  invite(@CurrentActor() actor: Actor): Promise<HouseholdInvite> {
    return this.commands.execute(new CreateInviteCommand(actor));
  }

  @Post('join')
  @HttpCode(200)
  join(@CurrentActor() actor: Actor, @Body(zod(joinHouseholdBody)) body: z.output<typeof joinHouseholdBody>, @Req() request: HttpRequest): Promise<Household> {
    return this.commands.execute(new JoinHouseholdCommand(actor, body.code, clientAddress(request)));
  }

  @Post('leave')
  @HttpCode(200)
  leave(@CurrentActor() actor: Actor): Promise<Household> {
    return this.commands.execute(new LeaveHouseholdCommand(actor));
  }
}
