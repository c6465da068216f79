import { Command } from '@nestjs/cqrs';
import type { CalendarFeedSettings, updateCalendarFeedBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** Meal times, event length and time zone of the household's feed; the URL is left as it is. */
export class UpdateCalendarFeedCommand extends Command<CalendarFeedSettings> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof updateCalendarFeedBody>,
  ) {
    super();
  }
}
