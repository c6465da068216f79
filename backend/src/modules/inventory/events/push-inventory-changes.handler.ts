import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import {
  ExpiringItemsFound,
  FoodItemAdded,
  FoodItemChanged,
  FoodItemRemoved,
  StorageLocationAdded,
  StorageLocationChanged,
  StorageLocationRemoved,
} from './inventory.events.js';

type InventoryEvent =
  | FoodItemAdded
  | FoodItemChanged
  | FoodItemRemoved
  | StorageLocationAdded
  | StorageLocationChanged
  | StorageLocationRemoved
  | ExpiringItemsFound;

/** Every inventory change reaches every device of the household; expiry warnings reach the user's (DESIGN §3). */
@EventsHandler(ExpiringItemsFound, FoodItemAdded, FoodItemChanged, FoodItemRemoved, StorageLocationAdded, StorageLocationChanged, StorageLocationRemoved)
export class PushInventoryChangesHandler implements IEventHandler<InventoryEvent> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: InventoryEvent): void {
    if (event instanceof FoodItemAdded) this.realtime.toHousehold(event.item.householdId, 'food-item:created', event.item);
    else if (event instanceof FoodItemChanged) this.realtime.toHousehold(event.item.householdId, 'food-item:updated', event.item);
    else if (event instanceof FoodItemRemoved) this.realtime.toHousehold(event.householdId, 'food-item:deleted', { id: event.id });
    else if (event instanceof StorageLocationAdded) this.realtime.toHousehold(event.householdId, 'storage-location:created', event.location);
    else if (event instanceof StorageLocationChanged) this.realtime.toHousehold(event.householdId, 'storage-location:updated', event.location);
    else if (event instanceof StorageLocationRemoved) this.realtime.toHousehold(event.householdId, 'storage-location:deleted', { id: event.id });
    else this.realtime.toUser(event.userId, 'notification:expiring', event.notifications);
  }
}
