import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RealtimeService } from '#platform/realtime/realtime.service.js';
import { CookingTermChanged, CookingTermRemoved } from './cooking-term.events.js';

/**
 * The glossary is instance-wide (every household's recipe cards read it), so its changes go to
 * every signed-in device rather than one household's room.
 */
@EventsHandler(CookingTermChanged, CookingTermRemoved)
export class PushCookingTermChangesHandler implements IEventHandler<CookingTermChanged | CookingTermRemoved> {
  constructor(private readonly realtime: RealtimeService) {}

  handle(event: CookingTermChanged | CookingTermRemoved): void {
    if (event instanceof CookingTermChanged) {
      this.realtime.toEveryone(event.op === 'created' ? 'cooking-term:created' : 'cooking-term:updated', event.term);
    } else {
      this.realtime.toEveryone('cooking-term:deleted', { id: event.id });
    }
  }
}
