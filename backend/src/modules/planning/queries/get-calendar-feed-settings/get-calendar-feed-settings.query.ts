import { Query } from '@nestjs/cqrs';
import type { CalendarFeedSettings } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetCalendarFeedSettingsQuery extends Query<CalendarFeedSettings> {
  constructor(readonly actor: Actor) {
    super();
  }
}
