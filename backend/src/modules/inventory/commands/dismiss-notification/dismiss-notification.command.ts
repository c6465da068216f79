import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/notifications/:id/dismiss`: the item stops being announced until its date changes. */
export class DismissNotificationCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly foodItemId: string,
  ) {
    super();
  }
}
