import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { LEFTOVER_CATEGORY, LEFTOVER_UNIT, leftoverExpirationDate, leftoverName, todayIn } from '@sous/kitchen';
import { inUnitOfWork, publishWritten } from '#platform/events/unit-of-work.js';
import { AddLeftoverCommand } from './add-leftover.command.js';
import { storageLocationNotFound } from '../../domain/inventory.errors.js';
import { FoodItem as FoodItemEntity } from '../../domain/food-item.entity.js';
import { findFoodItem } from '../../database/food-item.row.js';
import { storagePlaceOf } from '../../domain/place-shelf-life.js';
import { findStorageLocation } from '../../database/storage-location.row.js';
import { FoodItemAdded } from '../../events/inventory.events.js';

/**
 * Leftovers are a new lot every time (never merged: each cooking keeps its own date), on one card
 * per recipe and place (`leftover:<recipe>` as the food key), so two cookings of the same dish sit
 * side by side like two lots of milk. The household hears `food-item:created`.
 */
@CommandHandler(AddLeftoverCommand)
export class AddLeftoverHandler implements ICommandHandler<AddLeftoverCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, leftover }: AddLeftoverCommand): Promise<FoodItem> {
    return inUnitOfWork(this.em, this.events, async () => {
      const location = await findStorageLocation(this.em, actor.householdId, leftover.storageLocationId);
      if (!location) throw storageLocationNotFound();
      const entity = this.em.create(FoodItemEntity, {
        householdId: actor.householdId,
        userId: actor.userId,
        kind: 'leftover',
        recipeId: leftover.recipeId,
        name: leftoverName(leftover.recipeTitle),
        foodKey: `leftover:${leftover.recipeId}`,
        cardKey: `leftover:${leftover.recipeId}`,
        state: 'leftover',
        quantity: String(leftover.servings),
        unit: LEFTOVER_UNIT,
        storageLocationId: location.id,
        expirationDate: leftoverExpirationDate(storagePlaceOf(location), todayIn(new Date())),
        foodCategory: LEFTOVER_CATEGORY,
        usdaData: null,
      });
      await this.em.flush();
      return publishWritten(
        this.events,
        findFoodItem(this.em, actor.householdId, entity.id),
        (item) => new FoodItemAdded(item),
        `Leftover ${entity.id}`,
      );
    });
  }
}
