import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { CookSessionChanged } from './cook-session-changed.event.js';
import { CookSessionEnded } from './cook-session-ended.event.js';

/** Every device of the household follows the cook: the tablet on the counter and the phone in a pocket. */
@EventsHandler(CookSessionChanged, CookSessionEnded)
export class PushCookSessionChangesHandler implements IEventHandler<CookSessionChanged | CookSessionEnded> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: CookSessionChanged | CookSessionEnded): void {
    if (event instanceof CookSessionChanged) {
      // stamped as it leaves, so a device counts timers from the server's clock at this moment
      this.realtime.toHousehold(event.householdId, 'cook-session:updated', { ...event.session, serverNow: new Date().toISOString() });
    } else {
      this.realtime.toHousehold(event.householdId, 'cook-session:ended', { id: event.id });
    }
  }
}
