import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { RecipeChanged, RecipeRemoved } from './recipe.events.js';

/** The cookbook is the household's: every member's devices see a recipe appear, change or go. */
@EventsHandler(RecipeChanged, RecipeRemoved)
export class PushRecipeChangesHandler implements IEventHandler<RecipeChanged | RecipeRemoved> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: RecipeChanged | RecipeRemoved): void {
    if (event instanceof RecipeChanged) {
      this.realtime.toHousehold(event.recipe.householdId, event.op === 'created' ? 'recipe:created' : 'recipe:updated', event.recipe);
    } else {
      this.realtime.toHousehold(event.householdId, 'recipe:deleted', { id: event.id });
    }
  }
}
