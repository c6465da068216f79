import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { MealPlanChanged, MealPlanRemoved, ShoppingListChanged } from './planning.events.js';

/** Shopping list and meal plan changes reach every device of the household (DESIGN §3). */
@EventsHandler(ShoppingListChanged, MealPlanChanged, MealPlanRemoved)
export class PushPlanningChangesHandler implements IEventHandler<ShoppingListChanged | MealPlanChanged | MealPlanRemoved> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: ShoppingListChanged | MealPlanChanged | MealPlanRemoved): void {
    if (event instanceof ShoppingListChanged) {
      for (const item of event.created) this.realtime.toHousehold(event.householdId, 'shopping-item:created', item);
      for (const item of event.updated) this.realtime.toHousehold(event.householdId, 'shopping-item:updated', item);
      for (const id of event.deletedIds) this.realtime.toHousehold(event.householdId, 'shopping-item:deleted', { id });
    } else if (event instanceof MealPlanChanged) {
      this.realtime.toHousehold(event.householdId, event.op === 'created' ? 'meal-plan:created' : 'meal-plan:updated', event.mealPlan);
    } else {
      this.realtime.toHousehold(event.householdId, 'meal-plan:deleted', { id: event.id });
    }
  }
}
