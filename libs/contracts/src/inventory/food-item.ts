import { z } from 'zod';

export const foodNameMaxLength = 120;
export const unitMaxLength = 30;

/** `GET /api/food-items` row and every `food-item:*` payload (spec 000 §3, spec 001 §3 food_items). */
export const foodItem = z.object({
  id: z.string(),
  householdId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  storageLocationId: z.string().nullable(),
  expirationDate: z.string().nullable(),
  fcdId: z.string().nullable(),
  usdaData: z.unknown(),
  foodCategory: z.string().nullable(),
  addedAt: z.string(),
  weightInGrams: z.number().nullable(),
  lastNotifiedAt: z.string().nullable(),
  notificationDismissed: z.boolean(),
  daysUntilExpiryWhenNotified: z.number().nullable(),
  imageUrl: z.string().nullable(),
  nutrition: z.string().nullable(),
  /** Incremented by every write; a PATCH with a stale version is refused with 409. */
  version: z.number(),
});
export type FoodItem = z.infer<typeof foodItem>;

/** A positive amount as numeric text: "2", "0.5", "1/2", "1 1/2". */
export const quantityText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/, 'must be a positive number such as 2, 0.5 or 1/2'))
  .refine((value) => !/^0+(\.0+)?$/.test(value) && !/^0+\//.test(value), 'must be more than 0');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in yyyy-MM-dd format');

/** `POST /api/food-items` (spec 000 §7). Expiry empty → the shelf-life default; before today → 400. */
export const addFoodItemBody = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(foodNameMaxLength, `must be at most ${foodNameMaxLength} characters`),
  quantity: quantityText.default('1'),
  unit: z.string().trim().min(1, 'Required').max(unitMaxLength, `must be at most ${unitMaxLength} characters`).default('item'),
  storageLocationId: z.uuid('must be a storage location id'),
  expirationDate: z.union([isoDate, z.literal(''), z.null()]).optional(),
  fcdId: z.union([z.string().max(40), z.number()]).transform(String).nullish(),
  usdaData: z.unknown().optional(),
  foodCategory: z.string().trim().max(120).nullish(),
});
export type AddFoodItemBody = z.input<typeof addFoodItemBody>;

/** `PATCH /api/food-items/:id` */
export const updateFoodItemBody = z
  .object({
    version: z.number({ error: 'Required' }).int(),
    name: z.string().trim().min(1, 'Required').max(foodNameMaxLength).optional(),
    quantity: quantityText.optional(),
    unit: z.string().trim().min(1, 'Required').max(unitMaxLength).optional(),
    storageLocationId: z.uuid('must be a storage location id').optional(),
    expirationDate: isoDate.nullable().optional(),
  });
export type UpdateFoodItemBody = z.input<typeof updateFoodItemBody>;

/** `GET /api/food-items` filters. */
export const listFoodItemsQuery = z.object({
  storageLocationId: z.uuid('must be a storage location id').optional(),
  category: z.string().trim().max(120).optional(),
  expiringWithinDays: z.coerce.number().int().min(0).max(365).optional(),
  q: z.string().trim().max(120).optional(),
});

/** `POST /api/food-items/:id/consume` and `/discard`. */
export const consumeFoodItemBody = z.object({ quantity: quantityText });
export const discardFoodItemBody = z.object({
  quantity: quantityText,
  reason: z.enum(['expired', 'spoiled', 'leftover', 'other']).optional(),
});
export type ConsumeFoodItemBody = z.input<typeof consumeFoodItemBody>;
export type DiscardFoodItemBody = z.input<typeof discardFoodItemBody>;
