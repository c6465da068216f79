import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { assertNotPast } from '../../domain/expiry-rules.js';
import { foodItemColumns, type FoodItemRow, findFoodItem, toFoodItem } from '../../domain/food-item.row.js';
import { foodItemNotFound, StaleFoodItemError, storageLocationNotFound } from '../../domain/inventory.errors.js';
import { findStorageLocation } from '../../domain/storage-location.row.js';
import { FoodItemChanged } from '../../events/inventory.events.js';
import { UpdateFoodItemCommand } from '../../../../platform/integration/inventory/update-food-item.command.js';
import { setClause } from '../../../../platform/database/set-clause.js';

const columns = { name: 'name', quantity: 'quantity', unit: 'unit', storageLocationId: 'storage_location_id', expirationDate: 'expiration_date' } as const;

/**
 * Edits an item only if nobody changed it since the caller read it: the update matches on
 * `version` and bumps it, so of two devices saving at once the second gets 409, not a silent loss.
 */
@CommandHandler(UpdateFoodItemCommand)
export class UpdateFoodItemHandler implements ICommandHandler<UpdateFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, id, body }: UpdateFoodItemCommand): Promise<FoodItem> {
    const { version, ...changes } = body;
    if (changes.storageLocationId && !(await findStorageLocation(this.em, actor.householdId, changes.storageLocationId))) {
      throw storageLocationNotFound();
    }
    if (changes.expirationDate) assertNotPast(changes.expirationDate, new Date());
    const { sets: fieldSets, params } = setClause(columns, changes);
    const sets = ['version = version + 1', ...fieldSets];
    // a new date means a new chance to be warned about it
    if (changes.expirationDate !== undefined) sets.push('notification_dismissed = false', 'last_notified_at = null');
    const rows = await this.em.execute<FoodItemRow[]>(
      `update food_items fi set ${sets.join(', ')} where fi.id = ? and fi.household_id = ? and fi.version = ? returning ${foodItemColumns}`,
      [...params, id, actor.householdId, version],
    );
    if (!rows[0]) {
      if (await findFoodItem(this.em, actor.householdId, id)) throw new StaleFoodItemError();
      throw foodItemNotFound();
    }
    const item = toFoodItem(rows[0]);
    this.events.publish(new FoodItemChanged(item));
    return item;
  }
}
