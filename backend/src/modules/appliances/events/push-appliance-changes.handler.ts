import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { ApplianceChanged, ApplianceRemoved } from './appliance.events.js';

/** Appliances are household data: every member's devices see the change (DESIGN §3). */
@EventsHandler(ApplianceChanged, ApplianceRemoved)
export class PushApplianceChangesHandler implements IEventHandler<ApplianceChanged | ApplianceRemoved> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: ApplianceChanged | ApplianceRemoved): void {
    if (event instanceof ApplianceChanged) {
      this.realtime.toHousehold(event.householdId, event.op === 'created' ? 'appliance:created' : 'appliance:updated', event.appliance);
    } else {
      this.realtime.toHousehold(event.householdId, 'appliance:deleted', { id: event.id });
    }
  }
}
