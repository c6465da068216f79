import type { MealPlan } from '@sous/contracts';

export { ShoppingListChanged } from './shopping-list-changed.event.js';

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
