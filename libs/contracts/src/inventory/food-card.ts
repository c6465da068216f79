import { z } from 'zod';
import { nameText } from '../text-fields.js';
import { foodItem, foodItemMerge, foodItemStates, foodNameMaxLength } from './food-item.js';
import type { InventoryErrorCode } from './inventory-errors.js';

/**
 * `PATCH /api/food-items/:id` answer: the row as it is now. When the edit (a rename or a move) put
 * the lot on a card that already had a lot with the same expiry and a convertible unit, the two
 * became one: the answer is that surviving lot with `merge` saying so, and the edited row is gone.
 */
export const updatedFoodItem = foodItem.extend({ merge: foodItemMerge.optional() });
export type UpdatedFoodItem = z.infer<typeof updatedFoodItem>;

/** Every lot of the card as the client read it: a lot changed, added or removed since answers 409. */
export const foodCardLotVersion = z.object({
  id: z.uuid('must be a food item id'),
  version: z.number({ error: 'Required' }).int(),
});

/**
 * `PATCH /api/food-items/:id/card`: the card-wide fields (name, category, place, state) for every lot of the
 * card of `:id` (same food key, same place) in one transaction. `lots` lists each lot with the
 * version the client read; `keepExpirationDate` keeps the dates on a move to another kind of place.
 */
export const updateFoodCardBody = z
  .object({
    lots: z.array(foodCardLotVersion).min(1, 'must list the lots of the card').max(500, 'must list at most 500 lots'),
    name: nameText(foodNameMaxLength).optional(),
    foodCategory: z.string().trim().max(120).nullish(),
    storageLocationId: z.uuid('must be a storage location id').optional(),
    /** Opened (or thawed, cooked…) now: each lot takes the state and is re-dated by it, never later than it was. */
    state: z.enum(foodItemStates).optional(),
    keepExpirationDate: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.foodCategory !== undefined || body.storageLocationId !== undefined || body.state !== undefined, {
    path: ['name'],
    message: 'send a name, foodCategory, storageLocationId or state to change',
  });
export type UpdateFoodCardBody = z.input<typeof updateFoodCardBody>;

/**
 * The card after the edit: its lots as they are now (earliest expiry first), the ids of lots that
 * merged into an identical lot at the destination (each also announced as `food-item:deleted`), and
 * one `merge` per lot that grew, with the sentence to show.
 */
export const updatedFoodCard = z.object({
  lots: z.array(foodItem),
  removedIds: z.array(z.string()),
  merges: z.array(foodItemMerge),
});
export type UpdatedFoodCard = z.infer<typeof updatedFoodCard>;

/** 409 of `PATCH /api/food-items/:id/card`: some lot changed since it was read; nothing was saved. `current` is the card as it is now. */
export const foodCardConflictBody = z.object({ message: z.string(), code: z.literal('inventory.stale-card' satisfies InventoryErrorCode), current: z.array(foodItem) });
export type FoodCardConflictBody = z.infer<typeof foodCardConflictBody>;
