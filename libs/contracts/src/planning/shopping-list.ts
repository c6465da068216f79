import { z } from 'zod';
import { someChange } from '../patch-body.js';
import { foodItemMerge, quantityText } from '../inventory/food-item.js';

export const storeSections = ['produce', 'dairy', 'meat', 'bakery', 'pantry', 'frozen', 'other'] as const;
export type StoreSection = (typeof storeSections)[number];

/** `GET /api/shopping-list/items` row and every `shopping-item:*` payload (spec 001 §3). */
export const shoppingItem = z.object({
  id: z.string(),
  householdId: z.string(),
  userId: z.string().nullable(),
  ingredient: z.string(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  recipeId: z.string().nullable(),
  /** The recipe's title when the item came from one. */
  recipeTitle: z.string().nullable(),
  isChecked: z.boolean(),
  storeSection: z.enum(storeSections),
  createdAt: z.string(),
});
export type ShoppingItem = z.infer<typeof shoppingItem>;

export const ingredientMaxLength = 120;
const ingredient = z.string({ error: 'Required' }).trim().min(1, 'Required').max(ingredientMaxLength, `must be at most ${ingredientMaxLength} characters`);
const unit = z.string().trim().max(30, 'must be at most 30 characters').transform((v) => (v === '' ? null : v));

/** `POST /api/shopping-list/items`: merges into an unchecked item of the same name and a compatible unit. */
export const addShoppingItemBody = z.object({
  ingredient,
  quantity: quantityText.nullish(),
  unit: unit.nullish(),
  recipeId: z.uuid('must be a recipe id').nullish(),
});
export type AddShoppingItemBody = z.input<typeof addShoppingItemBody>;

/** `PATCH /api/shopping-list/items/:id`: only the fields sent change, so two devices never undo each other. */
export const updateShoppingItemBody = someChange(
  z.object({
    isChecked: z.boolean().optional(),
    ingredient: ingredient.optional(),
    quantity: quantityText.nullable().optional(),
    unit: unit.nullable().optional(),
  }),
);
export type UpdateShoppingItemBody = z.input<typeof updateShoppingItemBody>;

/**
 * `POST /api/shopping-list/add-missing` (spec 001 §7). With `servings` the shortfall is computed
 * for the recipe scaled to that many servings (the card's scaler); without, at the recipe's own.
 */
export const addMissingBody = z.object({
  recipeId: z.uuid('must be a recipe id'),
  ingredients: z.array(z.string().trim().min(1).max(300)).max(100).optional(),
  servings: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').optional(),
});
export type AddMissingBody = z.input<typeof addMissingBody>;

/** `POST /api/shopping-list/purchase`: bought items go into the inventory and leave the list. */
export const purchaseShoppingItemsBody = z.object({
  itemIds: z.array(z.uuid('must be a shopping item id')).min(1, 'Select at least one item').max(200),
  storageLocationId: z.uuid('must be a storage location id').optional(),
});
export type PurchaseShoppingItemsBody = z.input<typeof purchaseShoppingItemsBody>;

/**
 * What each bought entry did in the inventory, in the order of `foodItemIds`: the lot it made or
 * grew and the inventory's own merge result, whose `message` the put-away toast shows.
 */
export const putAwayEntry = z.object({ shoppingItemId: z.string(), foodItemId: z.string(), merge: foodItemMerge });
export type PutAwayEntry = z.infer<typeof putAwayEntry>;

export const purchaseResponse = z.object({ purchased: z.number(), foodItemIds: z.array(z.string()), putAway: z.array(putAwayEntry) });
export type PurchaseResponse = z.infer<typeof purchaseResponse>;
