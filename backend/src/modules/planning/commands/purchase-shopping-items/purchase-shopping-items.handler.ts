import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { PurchaseResponse, ShoppingItem } from '@sous/contracts';
import { AddFoodItemsCommand, type NewFoodItem } from '../../../inventory/commands/add-food-items/add-food-items.command.js';
import { ListStorageLocationsQuery } from '../../../inventory/queries/list-storage-locations/list-storage-locations.query.js';
import { inUnitOfWork, publishAfterCommit } from '#platform/events/unit-of-work.js';
import { NoStorageLocationError, shoppingItemNotFound } from '../../domain/planning.errors.js';
import { listShoppingItems } from '../../application/shopping-items.js';
import { sectionStorageWords } from '../../domain/store-section.js';
import { ShoppingListChanged } from '../../events/planning.events.js';
import { PurchaseShoppingItemsCommand } from './purchase-shopping-items.command.js';

interface Location {
  id: string;
  name: string;
}

/** Where an entry goes: the chosen location, else one named for its section (fridge, freezer, pantry), else the first. */
function locationFor(item: ShoppingItem, locations: readonly Location[], chosen: string | undefined): string {
  if (chosen) return chosen;
  const words = sectionStorageWords[item.storeSection];
  const named = locations.find((l) => words.some((w) => l.name.toLowerCase().includes(w)));
  return (named ?? locations[0]).id;
}

/**
 * Closes the loop from the store to the kitchen: one unit of work adds the food (through the
 * inventory's own command, so its rules apply: canonical food, expiry from the one shelf-life
 * table for that food and place, merging, events) and removes the entries. The answer
 * carries what the inventory did with each entry, so the screen can say it.
 */
@CommandHandler(PurchaseShoppingItemsCommand)
export class PurchaseShoppingItemsHandler implements ICommandHandler<PurchaseShoppingItemsCommand> {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, body }: PurchaseShoppingItemsCommand): Promise<PurchaseResponse> {
    const ids = [...new Set(body.itemIds)];
    return inUnitOfWork(this.em, this.events, async () => {
      const items = await listShoppingItems(this.em, this.queries, actor.householdId, ids);
      if (items.length !== ids.length) throw shoppingItemNotFound();
      // in the household's order (sort order, then oldest): the first is where an unplaced entry goes
      const locations: Location[] = await this.queries.execute(new ListStorageLocationsQuery(actor));
      if (locations.length === 0) throw new NoStorageLocationError();
      const food: NewFoodItem[] = items.map((item) => ({
        name: item.ingredient,
        quantity: item.quantity ?? '1',
        unit: item.unit ?? 'item',
        storageLocationId: locationFor(item, locations, body.storageLocationId),
        // the inventory dates it from its shelf-life table by food and place, like the Add Food dialog
        expirationDate: null,
        fcdId: null,
        usdaData: null,
        foodCategory: null,
        nutrition: null,
        imageUrl: null,
        weightInGrams: null,
      }));
      const added = await this.commands.execute(new AddFoodItemsCommand(actor, food));
      await this.em.execute(`delete from shopping_list_items where household_id = ? and id in (${ids.map(() => '?').join(', ')})`, [actor.householdId, ...ids]);
      publishAfterCommit(this.events, new ShoppingListChanged(actor.householdId, [], [], ids));
      // the inventory's own account of each add (merged, new lot, created), never recomputed here
      const putAway = added.map(({ id, merge }, index) => ({ shoppingItemId: items[index].id, foodItemId: id, merge }));
      return { purchased: items.length, foodItemIds: added.map((f) => f.id), putAway };
    });
  }
}
