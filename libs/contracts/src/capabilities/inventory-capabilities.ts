import { z } from 'zod';
import { addFoodItemBody, discardFoodItemBody, listFoodItemsQuery, quantityText, updateFoodItemBody } from '../inventory/food-item.js';
import { defineCapability } from './capability.js';
import { capabilityExpiringRow, capabilityFoodRow, capabilityLocationRow, capabilityMerge, capabilityTaken } from './capability-rows.js';

/** A model knows "the fridge", not a UUID: a storage location is named (any case) or given by id. */
export const locationNameOrId = z.string().trim().min(1).max(120);
const foodItemId = z.string().describe('The food item id from list_inventory');

export const listInventoryCapability = defineCapability({
  name: 'list_inventory',
  title: 'List the food on hand',
  description:
    "The household's food items, soonest expiry first: id, name, quantity, unit, location, expirationDate (yyyy-MM-dd), category and version (needed by move_food). Optional filters: search (name contains), location (a storage location's name or id), category, expiringWithinDays.",
  input: z.object({
    search: listFoodItemsQuery.shape.q.describe('Only items whose name contains this'),
    location: locationNameOrId.optional().describe('A storage location name (e.g. "Fridge") or id'),
    category: listFoodItemsQuery.shape.category.describe('Only items of this food category'),
    expiringWithinDays: z.number().int().min(0).max(365).optional().describe('Only items expiring within this many days (0: today or already expired)'),
  }),
  output: z.object({ items: z.array(capabilityFoodRow), locations: z.array(capabilityLocationRow) }),
  scope: 'read',
  doors: ['chat', 'mcp'],
});

export const listStorageLocationsCapability = defineCapability({
  name: 'list_storage_locations',
  title: 'List the storage locations',
  description: "The household's storage locations (id, name, item count).",
  input: z.object({}),
  output: z.object({ locations: z.array(capabilityLocationRow) }),
  scope: 'read',
  // MCP clients get the locations with list_inventory; the chat model has them in its prompt too
  doors: ['chat'],
});

export const listExpiringCapability = defineCapability({
  name: 'list_expiring',
  title: 'What is expiring',
  description: 'Food items expiring soon or already expired: id, foodItemName and daysUntilExpiry (0 today, negative already expired).',
  input: z.object({}),
  output: z.object({ items: z.array(capabilityExpiringRow) }),
  scope: 'read',
  doors: ['chat', 'mcp'],
});

export const addFoodCapability = defineCapability({
  name: 'add_food',
  title: 'Add food',
  description:
    'Adds food to a storage location. quantity is numeric text ("2", "0.5", "1/2"); unit such as item, lb, oz, g, kg, cup; location is a storage location name or id (list_inventory lists them); expirationDate yyyy-MM-dd, or omit it for the usual shelf life. Food already in that place joins its card (same expiry: the amount rises; another: a new lot); merge.message says what happened, tell the user that.',
  input: addFoodItemBody.omit({ storageLocationId: true, usdaData: true, fcdId: true }).extend({ location: locationNameOrId.describe('A storage location name (e.g. "Pantry") or id') }),
  output: z.object({ item: capabilityFoodRow, merge: capabilityMerge }),
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const useFoodCapability = defineCapability({
  name: 'use_food',
  title: 'Use food',
  description: "Takes an amount of a food item that was eaten or cooked with, in the item's own unit. Taking all of it removes the item.",
  input: z.object({ id: foodItemId, quantity: quantityText.describe('How much was used, in the item\'s unit ("1", "0.5", "1/2")') }),
  output: capabilityTaken,
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const discardFoodCapability = defineCapability({
  name: 'discard_food',
  title: 'Discard food',
  description: "Records food thrown away (counted as waste), in the item's own unit, with an optional reason. Taking all of it removes the item.",
  input: discardFoodItemBody.extend({ id: foodItemId }),
  output: capabilityTaken,
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const moveFoodCapability = defineCapability({
  name: 'move_food',
  title: 'Move food',
  description:
    "Moves a food item to another storage location. Needs the item's id and its current version from list_inventory (a stale version is refused: list again). The expiry is re-dated from the new place's shelf life unless keepExpirationDate is true.",
  input: z.object({
    id: foodItemId,
    location: locationNameOrId.describe('The destination: a storage location name or id'),
    version: updateFoodItemBody.shape.version.describe("The item's version from list_inventory"),
    keepExpirationDate: z.boolean().optional(),
  }),
  output: z.object({ item: capabilityFoodRow, merge: capabilityMerge.optional() }),
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const updateFoodCapability = defineCapability({
  name: 'update_food',
  title: 'Change a food item',
  description:
    "Changes a food item's name, quantity, unit, expirationDate or category (move_food moves it). Needs the item's id and its current version from list_inventory.",
  input: updateFoodItemBody.omit({ storageLocationId: true, keepExpirationDate: true, price: true }).extend({ id: foodItemId }),
  output: z.object({ item: capabilityFoodRow }),
  scope: 'read-write',
  // a general edit the chat model needs for "it's 2 pounds, not 3"; MCP keeps its documented list
  doors: ['chat'],
});

export const inventoryCapabilities = [listInventoryCapability, listStorageLocationsCapability, listExpiringCapability, addFoodCapability, useFoodCapability, discardFoodCapability, moveFoodCapability, updateFoodCapability] as const;
