import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { FoodItem } from '@sous/contracts';
import { inUnitOfWork, publishAfterCommit } from '../../../../platform/events/unit-of-work.js';
import { AddFoodItemsCommand } from '../../../../platform/integration/inventory/add-food-items.command.js';
import { FoodItem as FoodItemEntity } from '../../domain/food-item.entity.js';
import { foodItemColumns, type FoodItemRow, toFoodItem } from '../../domain/food-item.row.js';
import { storageLocationNotFound } from '../../domain/inventory.errors.js';
import { FoodItemAdded } from '../../events/inventory.events.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Published command of inventory (onboarding): adds several items at once, every value decided by
 * the caller, each into a location of the actor's household. One `food-item:created` per item.
 */
@CommandHandler(AddFoodItemsCommand)
export class AddFoodItemsHandler implements ICommandHandler<AddFoodItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, items }: AddFoodItemsCommand): Promise<FoodItem[]> {
    if (items.length === 0) return [];
    const locationIds = [...new Set(items.map((item) => item.storageLocationId))];
    // another household's location reads as unknown, like a malformed id
    if (!locationIds.every((id) => uuid.test(id))) throw storageLocationNotFound();
    return inUnitOfWork(this.em, this.events, async () => {
      const owned = await this.em.execute<{ id: string }[]>(
        `select id from storage_locations where household_id = ? and id in (${placeholders(locationIds)})`,
        [actor.householdId, ...locationIds],
      );
      if (owned.length !== locationIds.length) throw storageLocationNotFound();
      const entities = items.map((item) =>
        this.em.create(FoodItemEntity, {
          householdId: actor.householdId,
          userId: actor.userId,
          name: item.name,
          quantity: item.quantity,
          unit: item.unit,
          storageLocationId: item.storageLocationId,
          expirationDate: item.expirationDate,
          fcdId: item.fcdId,
          usdaData: item.usdaData ?? null,
          foodCategory: item.foodCategory,
          nutrition: item.nutrition,
          imageUrl: item.imageUrl,
          weightInGrams: item.weightInGrams,
        }),
      );
      await this.em.flush();
      const ids = entities.map((entity) => entity.id);
      const rows = await this.em.execute<FoodItemRow[]>(
        `select ${foodItemColumns} from food_items fi where fi.household_id = ? and fi.id in (${placeholders(ids)})`,
        [actor.householdId, ...ids],
      );
      const byId = new Map(rows.map((row) => [row.id, toFoodItem(row)]));
      const added = ids.map((id) => byId.get(id)).filter((item): item is FoodItem => item !== undefined);
      publishAfterCommit(this.events, ...added.map((item) => new FoodItemAdded(item)));
      return added;
    });
  }
}
