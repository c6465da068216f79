import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** The household's feed URL stops working (404); the meal times stay for a later URL. */
export class RevokeCalendarFeedCommand extends Command<void> {
  constructor(readonly actor: Actor) {
    super();
  }
}
