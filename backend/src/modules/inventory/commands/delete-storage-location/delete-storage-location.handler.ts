import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { foodItemColumns, type FoodItemRow, toFoodItem } from '../../database/food-item.row.js';
import { StorageLocationNotEmptyError, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { FoodItemChanged, StorageLocationChanged, StorageLocationRemoved } from '../../events/inventory.events.js';
import { DeleteStorageLocationCommand } from './delete-storage-location.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

@CommandHandler(DeleteStorageLocationCommand)
export class DeleteStorageLocationHandler implements ICommandHandler<DeleteStorageLocationCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id, moveTo }: DeleteStorageLocationCommand): Promise<void> {
    const moved = await this.em.transactional(async (tx) => {
      const location = await findStorageLocation(tx, actor.householdId, id);
      if (!location) throw storageLocationNotFound();
      let movedRows: FoodItemRow[] = [];
      if (location.itemCount > 0) {
        if (!moveTo || moveTo === id) throw new StorageLocationNotEmptyError(location.itemCount);
        if (!(await findStorageLocation(tx, actor.householdId, moveTo))) throw storageLocationNotFound();
        movedRows = await tx.execute<FoodItemRow[]>(
          `update food_items fi set storage_location_id = ?, version = version + 1 where fi.storage_location_id = ? and fi.household_id = ? returning ${foodItemColumns}`,
          [moveTo, id, actor.householdId],
        );
      }
      await tx.execute('delete from storage_locations where id = ? and household_id = ?', [id, actor.householdId]);
      return movedRows;
    });
    for (const row of moved) publishAfterCommit(this.events, new FoodItemChanged(toFoodItem(row)));
    if (moved.length > 0 && moveTo) {
      const target = await findStorageLocation(this.em, actor.householdId, moveTo);
      if (target) publishAfterCommit(this.events, new StorageLocationChanged(actor.householdId, target));
    }
    publishAfterCommit(this.events, new StorageLocationRemoved(actor.householdId, id));
  }
}
