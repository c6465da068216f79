/**
 * What the offline chef's specs share: stock dated from a given day, the two request bodies the
 * chef answers, and the recipes it serves to random onboarded kitchens (spec support, no tests).
 */
import fc from 'fast-check';
import { addDays } from '@sous/kitchen';
import { OfflineChefError } from './errors.js';
import { generateOfflineRecipe } from './generate.js';
import { randomKitchen } from './quality/random-kitchen.js';
import { generator } from './seed.js';
import type { ChefInventoryItem, OfflineRecipe, OfflineRecipeRequest } from './types.js';

/** A stock line maker for a kitchen seen on `today`: `days` until it expires, null for food with no date. */
export const stockOn =
  (today: string) =>
  (name: string, quantity: string, unit: string | null, days: number | null, foodCategory?: string): ChefInventoryItem => ({
    name,
    quantity,
    unit,
    expirationDate: days === null ? null : addDays(today, days),
    foodCategory: foodCategory ?? null,
  });

/** The Smart Recipe button's body. */
export const SMART: OfflineRecipeRequest = { onlyUseOnHand: true, prioritizeExpiring: true, servings: 4, maxCookingTime: 30 };

/** A Customize Your Recipe body: an intermediate dinner of any cuisine from what is on hand, unless `over` says otherwise. */
export const customRequest = (over: Record<string, unknown> = {}): OfflineRecipeRequest => ({
  timeConstraint: 'moderate',
  servings: 4,
  difficulty: 'intermediate',
  mealType: 'dinner',
  creativity: 5,
  onlyUseOnHand: true,
  dietaryRestrictions: [],
  cuisineType: 'any',
  ...over,
});

/** Either body, over every meal type, cuisine, level, time and creativity. */
export const anyRequest: fc.Arbitrary<OfflineRecipeRequest> = fc.oneof(
  fc.record({ onlyUseOnHand: fc.boolean(), servings: fc.integer({ min: 1, max: 8 }), maxCookingTime: fc.constantFrom(15, 30, 60) }).map((body) => ({
    ...body,
    prioritizeExpiring: true,
  })),
  fc.record({
    timeConstraint: fc.constantFrom('quick', 'moderate', 'elaborate'),
    servings: fc.integer({ min: 1, max: 8 }),
    difficulty: fc.constantFrom('beginner', 'intermediate', 'advanced'),
    mealType: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snack', 'dessert'),
    creativity: fc.integer({ min: 1, max: 10 }),
    onlyUseOnHand: fc.boolean(),
    dietaryRestrictions: fc.constantFrom([], ['vegetarian'], ['gluten-free']),
    cuisineType: fc.constantFrom('any', 'italian', 'asian', 'mexican', 'american', 'french', 'mediterranean', 'indian'),
  }),
);

/** The seed of a random onboarded kitchen (quality/random-kitchen.ts). */
export const kitchenSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The recipe the chef serves the random kitchen of this seed, or null when it says it cannot cook (its typed error). */
export function servedToRandomKitchen(seed: number, body: OfflineRecipeRequest, today: string): OfflineRecipe | null {
  const { inventory } = randomKitchen(generator(seed), today);
  try {
    return generateOfflineRecipe(body, { inventory, today });
  } catch (error) {
    if (error instanceof OfflineChefError) return null;
    throw error;
  }
}
