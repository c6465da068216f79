import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createStorageLocationBody, deleteStorageLocationQuery, type StorageLocation, updateStorageLocationBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParam } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CreateStorageLocationCommand } from '../commands/create-storage-location/create-storage-location.command.js';
import { DeleteStorageLocationCommand } from '../commands/delete-storage-location/delete-storage-location.command.js';
import { UpdateStorageLocationCommand } from '../commands/update-storage-location/update-storage-location.command.js';
import { ListStorageLocationsQuery } from '../queries/list-storage-locations/list-storage-locations.query.js';

@Controller('api/storage-locations')
export class StorageLocationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<StorageLocation[]> {
    return this.queries.execute(new ListStorageLocationsQuery(actor));
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(zod(createStorageLocationBody)) body: z.output<typeof createStorageLocationBody>): Promise<StorageLocation> {
    return this.commands.execute(new CreateStorageLocationCommand(actor, body));
  }

  @Patch(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Body(zod(updateStorageLocationBody)) body: z.output<typeof updateStorageLocationBody>,
  ): Promise<StorageLocation> {
    return this.commands.execute(new UpdateStorageLocationCommand(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id', IdParam) id: string,
    @Query(zod(deleteStorageLocationQuery)) query: z.output<typeof deleteStorageLocationQuery>,
  ): Promise<void> {
    await this.commands.execute(new DeleteStorageLocationCommand(actor, id, query.moveTo));
  }
}
