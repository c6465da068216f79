import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { StorageLocation } from '@sous/contracts';
import { StorageLocationNameTakenError } from '../../domain/inventory.errors.js';
import { StorageLocation as StorageLocationEntity } from '../../domain/storage-location.entity.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { StorageLocationAdded } from '../../events/inventory.events.js';
import { CreateStorageLocationCommand } from './create-storage-location.command.js';
import { publishWritten } from '#platform/events/unit-of-work.js';

@CommandHandler(CreateStorageLocationCommand)
export class CreateStorageLocationHandler implements ICommandHandler<CreateStorageLocationCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, body }: CreateStorageLocationCommand): Promise<StorageLocation> {
    const [{ next }] = await this.em.execute<{ next: number | string }[]>(
      'select coalesce(max(sort_order), -1) + 1 as next from storage_locations where household_id = ?',
      [actor.householdId],
    );
    const entity = this.em.create(StorageLocationEntity, {
      householdId: actor.householdId,
      userId: actor.userId,
      name: body.name,
      icon: body.icon,
      sortOrder: Number(next),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // names are unique per household regardless of case
      if (error instanceof UniqueConstraintViolationException) throw new StorageLocationNameTakenError(body.name);
      throw error;
    }
    return publishWritten(
      this.events,
      findStorageLocation(this.em, actor.householdId, entity.id),
      (location) => new StorageLocationAdded(actor.householdId, location),
      `Storage location ${entity.id}`,
    );
  }
}
