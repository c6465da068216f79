import { z } from 'zod';
import { boundedJson, nameText } from '../text-fields.js';
import { calendarDate } from '../calendar-date.js';
import { priceAmount } from './money.js';
import type { InventoryErrorCode } from './inventory-errors.js';

export const foodNameMaxLength = 120;
export const unitMaxLength = 30;
export const foodItemKinds = ['food', 'leftover'] as const;
/** What state a lot is in (DESIGN §10); the same list as libs/kitchen's ITEM_STATES (a backend test checks). */
export const foodItemStates = ['raw', 'cooked', 'leftover', 'homemade', 'opened', 'thawed', 'frozen', 'canned', 'dried'] as const;

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
  /**
   * The canonical food this row is a lot of: rows with the same `foodKey` and `storageLocationId`
   * are one card (one food in one place), each row a lot with its own quantity and expiry. The
   * server always sends it; optional only so fixtures written before it still type-check.
   */
  foodKey: z.string().nullable().optional(),
  /**
   * What one `unit` of this lot cost (issue 21), unrounded, or null when no price was given; the
   * lot is worth `quantity × unitPrice`. The server always sends it; optional for older fixtures.
   */
  unitPrice: z.number().nullable().optional(),
  /**
   * `leftover`: a cooked dish kept by the servings (issue 21), linked to `recipeId` while that
   * recipe exists; never merged with another lot. The server always sends both; optional for older fixtures.
   */
  kind: z.enum(foodItemKinds).optional(),
  recipeId: z.string().nullable().optional(),
  /**
   * The card this lot is on (issue 29): lots with the same `cardKey` and `storageLocationId` are one
   * card, one name of one food in one place ('Kerrygold butter' and 'Unsalted butter' are two
   * cards of the food `butter`). The server always sends it; optional for older fixtures.
   */
  cardKey: z.string().nullable().optional(),
  /** The short name of the food `foodKey` links to ('Butter'), or null when the name links no known food. */
  foodName: z.string().nullable().optional(),
  /** The state the words or the path set (cooked, leftover, opened…), or null for food as bought. */
  state: z.enum(foodItemStates).nullable().optional(),
});
export type FoodItem = z.infer<typeof foodItem>;

/**
 * What an add did to the card of that food in that place: `created` a new card, `merged` into the
 * lot with the same expiry (its quantity rose), or `new-lot` beside lots with other expiries.
 * `message` is the sentence every path shows ("Added 2 lb to Chicken breast in the Refrigerator — now 3 lb").
 */
export const foodItemMergeOutcomes = ['created', 'merged', 'new-lot'] as const;
export const foodItemMerge = z.object({
  outcome: z.enum(foodItemMergeOutcomes),
  message: z.string(),
  /** The card's total after the add, in the unit of the lot that was made or grew, over the lots whose units convert. */
  total: z.object({ quantity: z.string(), unit: z.string() }),
  lots: z.number(),
});
export type FoodItemMerge = z.infer<typeof foodItemMerge>;

/** `POST /api/food-items` answer: the lot that was created or grew, and what happened. */
export const addedFoodItem = foodItem.extend({ merge: foodItemMerge });
export type AddedFoodItem = z.infer<typeof addedFoodItem>;

/** 409 of `PATCH /api/food-items/:id` with a stale version: the row as it is now, to offer "use mine". */
export const foodItemConflictBody = z.object({ message: z.string(), code: z.literal('inventory.stale-version' satisfies InventoryErrorCode), current: foodItem });
export type FoodItemConflictBody = z.infer<typeof foodItemConflictBody>;

/** A positive amount as numeric text: "2", "0.5", "1/2", "1 1/2". */
export const quantityText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/, 'must be a positive number such as 2, 0.5 or 1/2'))
  .refine((value) => !/^0+(\.0+)?$/.test(value) && !/^0+\//.test(value), 'must be more than 0')
  // JSON numbers beyond 2^53 arrive already rounded, and long digit strings would be: refuse both
  .refine((value) => (value.match(/\d+(\.\d+)?/g) ?? []).every((part) => Number.parseFloat(part) <= Number.MAX_SAFE_INTEGER), 'must be at most 9007199254740991');

const isoDate = calendarDate({ format: 'must be a date in yyyy-MM-dd format' });

/** `POST /api/food-items` (spec 000 §7). Expiry empty → the shelf-life default; before today → 400. */
export const addFoodItemBody = z.object({
  name: nameText(foodNameMaxLength),
  quantity: quantityText.default('1'),
  unit: z.string().trim().min(1, 'Required').max(unitMaxLength, `must be at most ${unitMaxLength} characters`).default('item'),
  storageLocationId: z.uuid('must be a storage location id'),
  expirationDate: z.union([isoDate, z.literal(''), z.null()]).optional(),
  fcdId: z.union([z.string().max(40), z.number()]).transform(String).nullish(),
  // a USDA food record is 3–4 levels deep and a few KB; anything far beyond is not one
  usdaData: boundedJson(z.unknown(), { maxDepth: 12, maxLength: 100_000 }).optional(),
  foodCategory: z.string().trim().max(120).nullish(),
  /** What was paid for the amount added; kept per unit on the lot and in the food's price history. */
  price: priceAmount.nullish(),
});
export type AddFoodItemBody = z.input<typeof addFoodItemBody>;

/** `PATCH /api/food-items/:id` */
export const updateFoodItemBody = z
  .object({
    version: z.number({ error: 'Required' }).int(),
    name: nameText(foodNameMaxLength).optional(),
    quantity: quantityText.optional(),
    unit: z.string().trim().min(1, 'Required').max(unitMaxLength).optional(),
    storageLocationId: z.uuid('must be a storage location id').optional(),
    expirationDate: isoDate.nullable().optional(),
    foodCategory: z.string().trim().max(120).nullish(),
    /**
     * A move to another storage location re-dates the item from the shelf life of the new place
     * unless this is true or an `expirationDate` is sent too.
     */
    keepExpirationDate: z.boolean().optional(),
    /** What the lot's quantity (after this edit) cost; null clears the lot's price. */
    price: priceAmount.nullable().optional(),
  });
export type UpdateFoodItemBody = z.input<typeof updateFoodItemBody>;

/** `GET /api/food-items` filters. */
export const listFoodItemsQuery = z.object({
  storageLocationId: z.uuid('must be a storage location id').optional(),
  category: z.string().trim().max(120).optional(),
  expiringWithinDays: z.coerce.number().int().min(0).max(365).optional(),
  q: z.string().trim().max(120).optional(),
});

/** Every field of a food item, as `?fields=` names them. */
export const foodItemFields = foodItem.keyof().options;
export type FoodItemField = (typeof foodItemFields)[number];

/** Sent whatever `?fields=` asks: a list cache keys its rows by `id` and keeps the higher `version`. */
export const foodItemAlwaysFields = ['id', 'version'] as const satisfies readonly FoodItemField[];

/** A row of `GET /api/food-items?fields=…`: the fields asked for, with `id` and `version`. */
export type FoodItemView = Partial<FoodItem> & Pick<FoodItem, (typeof foodItemAlwaysFields)[number]>;

const knownField = new Set<string>(foodItemFields);

/**
 * `?fields=name,quantity,…` (issue 33): a lean projection for lists. Comma-separated field names of
 * the food item; an unknown or empty name is a 400 naming `fields`. Absent, rows have every field.
 */
export const foodItemFieldsParam = z
  .string()
  .max(1000, 'must be a comma-separated list of food item fields')
  .transform((text, ctx) => {
    const names = text.split(',').map((name) => name.trim());
    const unknown = names.filter((name) => !knownField.has(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `unknown field ${unknown.map((name) => `'${name}'`).join(', ')}; one of ${foodItemFields.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set([...foodItemAlwaysFields, ...(names as FoodItemField[])])];
  })
  .describe(`Comma-separated fields to answer (id and version are always sent), e.g. \`name,quantity,unit\`. Absent: every field. One of: ${foodItemFields.join(', ')}`);

/** `POST /api/food-items/:id/consume` and `/discard`. */
export const consumeFoodItemBody = z.object({ quantity: quantityText });
export const discardFoodItemBody = z.object({
  quantity: quantityText,
  reason: z.enum(['expired', 'spoiled', 'leftover', 'other']).optional(),
});
export type ConsumeFoodItemBody = z.input<typeof consumeFoodItemBody>;
export type DiscardFoodItemBody = z.input<typeof discardFoodItemBody>;
