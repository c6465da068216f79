import { todayIn } from '@sous/kitchen';
import type { MealPlanMealType } from './meal-plan.entity.js';

/**
 * The meal a recipe cooked at `moment` is recorded as when the cook does not say: by the server's
 * local hour, like the household's today (`todayIn` without a zone), since a self-hosted server
 * runs on the household's clock.
 */
export function mealTypeAt(moment: Date): MealPlanMealType {
  const hour = moment.getHours();
  if (hour < 11) return 'breakfast';
  if (hour < 16) return 'lunch';
  return 'dinner';
}

/** The slot an unplanned cooking at `moment` fills: the household's today, at the asked or the hour's meal. */
export function cookingSlot(moment: Date, mealType?: MealPlanMealType): { date: string; mealType: MealPlanMealType } {
  return { date: todayIn(moment), mealType: mealType ?? mealTypeAt(moment) };
}
