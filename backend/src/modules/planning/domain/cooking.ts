import type { CookMealResponse, MealPlan } from '@sous/contracts';
import { type CookPlan, formatQuantity, parseQuantity } from '@sous/kitchen';

/** A leftover lot as a slot planned on it reads it. */
export interface LeftoverLot {
  id: string;
  name: string;
  quantity: string;
  unit: string;
}

/**
 * A slot planned on a leftover eats its servings instead of cooking: the planned servings, or what
 * is left of the dish when that is less (nothing more to buy: leftovers are not shopped for).
 */
export function eatLeftover(leftover: LeftoverLot, servings: number): CookPlan {
  const left = parseQuantity(leftover.quantity) ?? 0;
  const taken = Math.min(left, servings);
  if (taken <= 0) return { takes: [], lacking: [] };
  const quantity = formatQuantity(taken);
  return {
    takes: [
      {
        foodItemId: leftover.id,
        foodItemName: leftover.name,
        ingredient: leftover.name,
        quantity,
        unit: leftover.unit,
        amount: `${quantity} ${taken === 1 ? 'serving' : 'servings'} of ${leftover.name}`,
      },
    ],
    lacking: [],
  };
}

/** The answer of the preview and of Cook: one shape, so a client can compare them. */
export function cookAnswer(mealPlan: MealPlan, plan: CookPlan): CookMealResponse {
  return { mealPlan, ...cookLines(plan) };
}

/** What a cook plan takes and lacks, as every cook answer and preview says it. */
export function cookLines({ takes, lacking }: CookPlan): Pick<CookMealResponse, 'used' | 'lacking'> {
  return {
    used: takes.map((t) => ({ ingredient: t.ingredient, foodItemName: t.foodItemName, quantity: t.quantity, unit: t.unit, amount: t.amount })),
    lacking,
  };
}
