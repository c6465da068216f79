import {
  addFoodCapability,
  addFoodItemBody,
  discardFoodCapability,
  listExpiringCapability,
  listFoodItemsQuery,
  listInventoryCapability,
  listStorageLocationsCapability,
  moveFoodCapability,
  type UpdatedFoodItem,
  updateFoodCapability,
  updateFoodItemBody,
  useFoodCapability,
} from '@sous/contracts';
import { AddFoodItemCommand } from '../../inventory/commands/add-food-item/add-food-item.command.js';
import { UpdateFoodItemCommand } from '../../inventory/commands/update-food-item/update-food-item.command.js';
import { type FoodItemEventKind, UseFoodItemCommand } from '../../inventory/commands/use-food-item/use-food-item.command.js';
import { ListExpirationNotificationsQuery } from '../../inventory/queries/list-expiration-notifications/list-expiration-notifications.query.js';
import { ListFoodItemsQuery } from '../../inventory/queries/list-food-items/list-food-items.query.js';
import { type CapabilityContext, count, handle, idOf, parseWith } from './capability-handler.js';
import { findLocation, foodRow, householdLocations, locationRow } from './storage-locations.js';

const foodItemNotFound = 'Food item not found';
const foodItemId = (id: string) => idOf(id, foodItemNotFound, 'inventory.food-item-not-found');

async function takeFood(context: CapabilityContext, id: string, kind: FoodItemEventKind, quantity: string, reason: string | null = null) {
  const used = await context.commands.execute(new UseFoodItemCommand(context.caller.actor, foodItemId(id), kind, quantity, reason));
  const locations = used.item ? await householdLocations(context) : [];
  const verb = kind === 'wasted' ? 'Discarded' : 'Used';
  const left = used.item ? `${used.item.quantity} ${used.item.unit} of ${used.item.name} left` : 'none left, so the item was removed';
  return { text: `${verb} ${used.taken} ${used.unit}; ${left}.`, data: { taken: used.taken, unit: used.unit, item: used.item ? foodRow(used.item, locations) : null } };
}

export const inventoryHandlers = [
  handle(listInventoryCapability, async (context, { search, location, category, expiringWithinDays }) => {
    const locations = await householdLocations(context);
    const storageLocationId = location ? findLocation(locations, location).id : undefined;
    const filters = parseWith(context, listFoodItemsQuery, { q: search, storageLocationId, category, expiringWithinDays });
    const items = (await context.queries.execute(new ListFoodItemsQuery(context.caller.actor, filters))).map((food) => foodRow(food, locations));
    const text = items.length === 0 ? 'No food items match.' : `${count(items.length, 'food item')} found.`;
    return { text, data: { items, locations: locations.map(locationRow) } };
  }),
  handle(listStorageLocationsCapability, async (context) => {
    const locations = (await householdLocations(context)).map(locationRow);
    return { text: `${count(locations.length, 'storage location')}.`, data: { locations } };
  }),
  handle(listExpiringCapability, async (context) => {
    const items = await context.queries.execute(new ListExpirationNotificationsQuery(context.caller.actor));
    const text = items.length === 0 ? 'Nothing is expiring soon.' : `${count(items.length, 'item')} expiring soon or expired.`;
    return { text, data: { items } };
  }),
  handle(addFoodCapability, async (context, { location, ...rest }) => {
    const locations = await householdLocations(context);
    const storageLocationId = findLocation(locations, location).id;
    const added = await context.commands.execute(new AddFoodItemCommand(context.caller.actor, parseWith(context, addFoodItemBody, { ...rest, storageLocationId })));
    // the inventory's own account of the add (created, merged, new lot), to be repeated as is
    return { text: `${added.merge.message}.`, data: { item: foodRow(added, locations), merge: added.merge } };
  }),
  handle(useFoodCapability, (context, { id, quantity }) => takeFood(context, id, 'consumed', quantity)),
  handle(discardFoodCapability, (context, { id, quantity, reason }) => takeFood(context, id, 'wasted', quantity, reason ?? null)),
  handle(moveFoodCapability, async (context, { id, location, version, keepExpirationDate }) => {
    const itemId = foodItemId(id);
    const locations = await householdLocations(context);
    const destination = findLocation(locations, location);
    const body = parseWith(context, updateFoodItemBody, { version, storageLocationId: destination.id, keepExpirationDate });
    // the handler answers the REST PATCH's UpdatedFoodItem: `merge` when the move joined another lot
    const moved: UpdatedFoodItem = await context.commands.execute(new UpdateFoodItemCommand(context.caller.actor, itemId, body));
    const merged = moved.merge ? ` ${moved.merge.message}.` : '';
    return { text: `Moved ${moved.name} to ${destination.name}.${merged}`, data: { item: foodRow(moved, locations), ...(moved.merge ? { merge: moved.merge } : {}) } };
  }),
  handle(updateFoodCapability, async (context, { id, ...changes }) => {
    const itemId = foodItemId(id);
    const updated: UpdatedFoodItem = await context.commands.execute(new UpdateFoodItemCommand(context.caller.actor, itemId, parseWith(context, updateFoodItemBody, changes)));
    const locations = await householdLocations(context);
    const row = foodRow(updated, locations);
    return { text: `Updated ${row.name} (${row.quantity} ${row.unit} in ${row.location ?? 'the kitchen'}).`, data: { item: row } };
  }),
];
