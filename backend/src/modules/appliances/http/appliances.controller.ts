import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Appliance,
  type ApplianceBarcodeLookup,
  type ApplianceCategory,
  applianceBarcodeParams,
  applianceNotFoundMessage,
  createApplianceBody,
  updateApplianceBody,
} from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreateApplianceCommand } from '../commands/create-appliance/create-appliance.command.js';
import { DeleteApplianceCommand } from '../commands/delete-appliance/delete-appliance.command.js';
import { UpdateApplianceCommand } from '../commands/update-appliance/update-appliance.command.js';
import { ListApplianceCategoriesQuery } from '../queries/list-appliance-categories/list-appliance-categories.query.js';
import { ListAppliancesQuery } from '../queries/list-appliances/list-appliances.query.js';
import { LookUpApplianceBarcodeQuery } from '../queries/look-up-appliance-barcode/look-up-appliance-barcode.query.js';

const ApplianceId = new IdParamPipe(applianceNotFoundMessage, 'appliances.not-found');

/** The household's kitchen: every member reads and writes it. */
@Controller('api')
export class AppliancesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('appliance-categories')
  categories(): Promise<ApplianceCategory[]> {
    return this.queries.execute(new ListApplianceCategoriesQuery());
  }

  @Get('appliances')
  list(@CurrentActor() actor: Actor): Promise<Appliance[]> {
    return this.queries.execute(new ListAppliancesQuery(actor));
  }

  @Get('appliances/barcode/:code')
  lookUp(@CurrentActor() actor: Actor, @Param(zod(applianceBarcodeParams)) { code }: z.output<typeof applianceBarcodeParams>): Promise<ApplianceBarcodeLookup> {
    return this.queries.execute(new LookUpApplianceBarcodeQuery(actor, code));
  }

  @Post('appliances')
  create(@CurrentActor() actor: Actor, @Body(zod(createApplianceBody)) body: z.output<typeof createApplianceBody>): Promise<Appliance> {
    return this.commands.execute(new CreateApplianceCommand(actor, body));
  }

  @Patch('appliances/:id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ApplianceId) id: string,
    @Body(zod(updateApplianceBody)) body: z.output<typeof updateApplianceBody>,
  ): Promise<Appliance> {
    return this.commands.execute(new UpdateApplianceCommand(actor, id, body));
  }

  @Delete('appliances/:id')
  @HttpCode(204)
  async remove(@CurrentActor() actor: Actor, @Param('id', ApplianceId) id: string): Promise<void> {
    await this.commands.execute(new DeleteApplianceCommand(actor, id));
  }
}
