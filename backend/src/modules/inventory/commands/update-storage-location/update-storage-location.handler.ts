import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { StorageLocation } from '@sous/contracts';
import { StorageLocationNameTakenError, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { StorageLocationChanged } from '../../events/inventory.events.js';
import { UpdateStorageLocationCommand } from './update-storage-location.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(UpdateStorageLocationCommand)
export class UpdateStorageLocationHandler implements ICommandHandler<UpdateStorageLocationCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id, body }: UpdateStorageLocationCommand): Promise<StorageLocation> {
    let updated: { id: string }[];
    try {
      updated = await this.em.execute<{ id: string }[]>(
        'update storage_locations set name = coalesce(?, name), icon = coalesce(?, icon) where id = ? and household_id = ? returning id',
        [body.name ?? null, body.icon ?? null, id, actor.householdId],
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new StorageLocationNameTakenError(body.name ?? '');
      throw error;
    }
    if (updated.length === 0) throw storageLocationNotFound();
    const location = await findStorageLocation(this.em, actor.householdId, id);
    if (!location) throw storageLocationNotFound();
    publishAfterCommit(this.events, new StorageLocationChanged(actor.householdId, location));
    return location;
  }
}
