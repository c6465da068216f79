import type { IEvent } from '@nestjs/cqrs';

/**
 * Something that happened in the domain. The pattern (DESIGN §3):
 *  1. a command handler changes state, `await em.flush()`, then `eventBus.publish(new FoodItemAdded(row))`
 *     (after the commit, never before, so no client hears of a change that was rolled back);
 *  2. an `@EventsHandler(FoodItemAdded)` in the module's `events/` folder translates it to sockets
 *     with `realtime.toHousehold(row.householdId, 'food-item:created', row)` or `toUser(...)`.
 * Event handlers are the only code that calls RealtimeService.
 */
export abstract class DomainEvent implements IEvent {
  readonly occurredAt = new Date();
}
