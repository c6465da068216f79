import type { MealPlan, ShoppingItem } from '@sous/contracts';

/** What changed on a household's shopping list in one command; each item becomes one socket event. */
export class ShoppingListChanged {
  constructor(
    readonly householdId: string,
    readonly created: readonly ShoppingItem[],
    readonly updated: readonly ShoppingItem[] = [],
    readonly deletedIds: readonly string[] = [],
  ) {}
}

export class MealPlanChanged {
  constructor(
    readonly householdId: string,
    readonly op: 'created' | 'updated',
    readonly mealPlan: MealPlan,
  ) {}
}

export class MealPlanRemoved {
  constructor(
    readonly householdId: string,
    readonly id: string,
  ) {}
}
