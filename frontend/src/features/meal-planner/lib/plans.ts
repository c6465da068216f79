import type { MealPlan } from '@sous/contracts';
import type { IsoDate } from './week';

/** Meals by `${date}:${mealType}`, each slot in the order they were planned. */
export type PlansBySlot = ReadonlyMap<string, readonly MealPlan[]>;

export const slotKey = (date: IsoDate, mealType: MealPlan['mealType']) => `${date}:${mealType}`;

export function plansBySlot(plans: readonly MealPlan[], from: IsoDate, to: IsoDate): PlansBySlot {
  const slots = new Map<string, MealPlan[]>();
  const sorted = plans.filter((p) => p.date >= from && p.date <= to).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const plan of sorted) {
    const key = slotKey(plan.date, plan.mealType);
    const list = slots.get(key) ?? [];
    list.push(plan);
    slots.set(key, list);
  }
  return slots;
}

/** Meals per date, for the month overview's dots and the day picker. */
export function countsByDate(plans: readonly MealPlan[]): ReadonlyMap<IsoDate, number> {
  const counts = new Map<IsoDate, number>();
  for (const plan of plans) counts.set(plan.date, (counts.get(plan.date) ?? 0) + 1);
  return counts;
}

export interface RecipeServings {
  recipeId: string;
  servings: number;
}

/**
 * The recipes of a week's meals not cooked yet, once each, with the servings of all its meals added
 * up: what "add missing" shops for (a recipe planned twice for 2 needs 4 servings' worth once,
 * against the inventory once).
 */
export function uncookedRecipes(plans: readonly MealPlan[], from: IsoDate, to: IsoDate): RecipeServings[] {
  const servings = new Map<string, number>();
  for (const plan of plans) {
    // a slot eating a leftover needs nothing bought
    if (plan.date < from || plan.date > to || plan.cookedAt !== null || plan.leftover) continue;
    servings.set(plan.recipeId, (servings.get(plan.recipeId) ?? 0) + plan.servings);
  }
  // the server takes at most 100 servings at once
  return [...servings].map(([recipeId, total]) => ({ recipeId, servings: Math.min(100, total) }));
}

/** Ingredients the week's uncooked meals lack, counted per meal (what "add missing" would shop for, at most). */
export function missingIngredientCount(plans: readonly MealPlan[], from: IsoDate, to: IsoDate): number {
  return plans
    .filter((p) => p.date >= from && p.date <= to && p.cookedAt === null)
    .reduce((sum, p) => sum + Math.max(0, p.recipe.ingredientCount - p.recipe.availableCount), 0);
}
