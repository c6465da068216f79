import { Command } from '@nestjs/cqrs';
import type { CreatedCalendarFeed } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** Makes the household's feed URL, or a new one in place of the old (which stops working at once). */
export class RotateCalendarFeedCommand extends Command<CreatedCalendarFeed> {
  constructor(readonly actor: Actor) {
    super();
  }
}
