import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { expiryForNewItem } from '../../domain/expiry-rules.js';
import { FoodItem as FoodItemEntity } from '../../domain/food-item.entity.js';
import { findFoodItem } from '../../domain/food-item.row.js';
import { storageLocationNotFound } from '../../domain/inventory.errors.js';
import { nutritionOnAdd } from '../../domain/nutrition-on-add.js';
import { findStorageLocation } from '../../domain/storage-location.row.js';
import { FoodItemAdded } from '../../events/inventory.events.js';
import { AddFoodItemCommand } from '../../../../platform/integration/inventory/add-food-item.command.js';

/** Adds food to a storage location of the caller's household (DESIGN §8). */
@CommandHandler(AddFoodItemCommand)
export class AddFoodItemHandler implements ICommandHandler<AddFoodItemCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, body }: AddFoodItemCommand): Promise<FoodItem> {
    if (!(await findStorageLocation(this.em, actor.householdId, body.storageLocationId))) throw storageLocationNotFound();
    const { nutrition, weightInGrams } = nutritionOnAdd(body.usdaData, body.quantity, body.unit);
    const entity = this.em.create(FoodItemEntity, {
      householdId: actor.householdId,
      userId: actor.userId,
      name: body.name,
      quantity: body.quantity,
      unit: body.unit,
      storageLocationId: body.storageLocationId,
      expirationDate: expiryForNewItem(body.expirationDate, body.foodCategory, new Date()),
      fcdId: body.fcdId ?? null,
      usdaData: body.usdaData ?? null,
      foodCategory: body.foodCategory ?? null,
      nutrition,
      weightInGrams,
    });
    await this.em.flush();
    const item = await findFoodItem(this.em, actor.householdId, entity.id);
    if (!item) throw new Error(`Food item ${entity.id} vanished after insert`);
    this.events.publish(new FoodItemAdded(item));
    return item;
  }
}
