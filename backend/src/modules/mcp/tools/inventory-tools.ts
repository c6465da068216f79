import {
  addFoodItemBody,
  discardFoodItemBody,
  type FoodItem,
  listFoodItemsQuery,
  quantityText,
  type StorageLocation,
  type UpdatedFoodItem,
  updateFoodItemBody,
} from '@sous/contracts';
import { z } from 'zod';
import { AddFoodItemCommand } from '../../inventory/commands/add-food-item/add-food-item.command.js';
import { ListExpirationNotificationsQuery } from '../../inventory/queries/list-expiration-notifications/list-expiration-notifications.query.js';
import { ListFoodItemsQuery } from '../../inventory/queries/list-food-items/list-food-items.query.js';
import { UpdateFoodItemCommand } from '../../inventory/commands/update-food-item/update-food-item.command.js';
import { type FoodItemEventKind, UseFoodItemCommand } from '../../inventory/commands/use-food-item/use-food-item.command.js';
import { count, defineTool, idOf, parseBody, type ToolContext } from './kitchen-tool.js';
import { findLocation, householdLocations, locationNamed, locationRef } from './storage-locations.js';

const foodItemId = z.string().describe('The food item id from list_inventory');
const foodItemNotFound = 'Food item not found';

/** What the model needs of a lot: enough to name it, find it and change it (`version`). */
export const foodRow = (food: FoodItem, locations: readonly StorageLocation[]) => ({
  id: food.id,
  name: food.name,
  quantity: food.quantity,
  unit: food.unit,
  location: locationNamed(locations, food.storageLocationId),
  storageLocationId: food.storageLocationId,
  expirationDate: food.expirationDate,
  category: food.foodCategory,
  version: food.version,
});

export const listFood = async (context: ToolContext, filters: z.input<typeof listFoodItemsQuery> = {}) => {
  const [items, locations] = await Promise.all([
    context.queries.execute(new ListFoodItemsQuery(context.actor, parseBody(listFoodItemsQuery, filters))),
    householdLocations(context),
  ]);
  return { items: items.map((food) => foodRow(food, locations)), locations };
};

async function useFood(context: ToolContext, id: string, kind: FoodItemEventKind, quantity: string, reason: string | null = null) {
  const used = await context.commands.execute(new UseFoodItemCommand(context.actor, idOf(id, foodItemNotFound), kind, quantity, reason));
  const verb = kind === 'wasted' ? 'Discarded' : 'Used';
  const left = used.item ? `${used.item.quantity} ${used.item.unit} of ${used.item.name} left` : 'none left, so the item was removed';
  return { text: `${verb} ${used.taken} ${used.unit}; ${left}.`, data: { taken: used.taken, unit: used.unit, item: used.item } };
}

export const inventoryTools = [
  defineTool({
    name: 'list_inventory',
    title: 'List the food on hand',
    description:
      "The household's food items, soonest expiry first: id, name, quantity, unit, location, expirationDate (yyyy-MM-dd), category and version (needed by move_food). Optional filters: search (name contains), location (a storage location's name or id), expiringWithinDays.",
    input: z.object({
      search: listFoodItemsQuery.shape.q.describe('Only items whose name contains this'),
      location: locationRef.optional().describe('A storage location name (e.g. "Fridge") or id'),
      expiringWithinDays: z.number().int().min(0).max(365).optional().describe('Only items expiring within this many days (0: today or already expired)'),
    }),
    writes: false,
    run: async (context, { search, location, expiringWithinDays }) => {
      const storageLocationId = location ? findLocation(await householdLocations(context), location).id : undefined;
      const { items, locations } = await listFood(context, { q: search, storageLocationId, expiringWithinDays });
      const text = items.length === 0 ? 'No food items match.' : `${count(items.length, 'food item')} found.`;
      return { text, data: { items, locations: locations.map(({ id, name, itemCount }) => ({ id, name, itemCount })) } };
    },
  }),
  defineTool({
    name: 'list_expiring',
    title: 'What is expiring',
    description: 'Food items expiring soon or already expired: id, foodItemName and daysUntilExpiry (0 today, negative already expired).',
    input: z.object({}),
    writes: false,
    run: async (context) => {
      const expiring = await context.queries.execute(new ListExpirationNotificationsQuery(context.actor));
      const text = expiring.length === 0 ? 'Nothing is expiring soon.' : `${count(expiring.length, 'item')} expiring soon or expired.`;
      return { text, data: { items: expiring } };
    },
  }),
  defineTool({
    name: 'add_food',
    title: 'Add food',
    description:
      'Adds food to a storage location. quantity is numeric text ("2", "0.5", "1/2"); unit such as item, lb, oz, g, kg, cup; location is a storage location name or id (list_inventory lists them); expirationDate yyyy-MM-dd, or omit it for the usual shelf life. Food already in that place joins its card; the answer says whether it was created or merged.',
    input: addFoodItemBody.omit({ storageLocationId: true, usdaData: true, fcdId: true }).extend({ location: locationRef.describe('A storage location name (e.g. "Pantry") or id') }),
    writes: true,
    run: async (context, { location, ...rest }) => {
      const locations = await householdLocations(context);
      const storageLocationId = findLocation(locations, location).id;
      const added = await context.commands.execute(new AddFoodItemCommand(context.actor, parseBody(addFoodItemBody, { ...rest, storageLocationId })));
      return { text: `${added.merge.message}.`, data: { item: foodRow(added, locations), merge: added.merge } };
    },
  }),
  defineTool({
    name: 'use_food',
    title: 'Use food',
    description: "Takes an amount of a food item that was eaten or cooked with, in the item's own unit. Taking all of it removes the item.",
    input: z.object({ id: foodItemId, quantity: quantityText.describe('How much was used, in the item\'s unit ("1", "0.5", "1/2")') }),
    writes: true,
    run: (context, { id, quantity }) => useFood(context, id, 'consumed', quantity),
  }),
  defineTool({
    name: 'discard_food',
    title: 'Discard food',
    description: "Records food thrown away (counted as waste), in the item's own unit, with an optional reason. Taking all of it removes the item.",
    input: discardFoodItemBody.extend({ id: foodItemId }),
    writes: true,
    run: (context, { id, quantity, reason }) => useFood(context, id, 'wasted', quantity, reason ?? null),
  }),
  defineTool({
    name: 'move_food',
    title: 'Move food',
    description:
      "Moves a food item to another storage location. Needs the item's id and its current version from list_inventory (a stale version is refused: list again). The expiry is re-dated from the new place's shelf life unless keepExpirationDate is true.",
    input: z.object({
      id: foodItemId,
      location: locationRef.describe('The destination: a storage location name or id'),
      version: updateFoodItemBody.shape.version.describe('The item\'s version from list_inventory'),
      keepExpirationDate: z.boolean().optional(),
    }),
    writes: true,
    run: async (context, { id, location, version, keepExpirationDate }) => {
      const itemId = idOf(id, foodItemNotFound);
      const locations = await householdLocations(context);
      const destination = findLocation(locations, location);
      const body = parseBody(updateFoodItemBody, { version, storageLocationId: destination.id, keepExpirationDate });
      // the handler answers the REST PATCH's UpdatedFoodItem: `merge` when the move joined another lot
      const moved: UpdatedFoodItem = await context.commands.execute(new UpdateFoodItemCommand(context.actor, itemId, body));
      const merged = moved.merge ? ` ${moved.merge.message}.` : '';
      return { text: `Moved ${moved.name} to ${destination.name}.${merged}`, data: { item: foodRow(moved, locations) } };
    },
  }),
];
