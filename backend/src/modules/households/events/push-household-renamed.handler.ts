import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { HouseholdRenamed } from './household-membership.events.js';

/** Every member's open devices learn the household's new name (Settings, the switcher). */
@EventsHandler(HouseholdRenamed)
export class PushHouseholdRenamedHandler implements IEventHandler<HouseholdRenamed> {
  constructor(private readonly realtime: RealtimeService) {}

  handle({ householdId, name }: HouseholdRenamed): void {
    this.realtime.toHousehold(householdId, 'household:renamed', { householdId, name });
  }
}
