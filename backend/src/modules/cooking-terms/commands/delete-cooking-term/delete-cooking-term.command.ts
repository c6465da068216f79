import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** `DELETE /api/cooking-terms/:id` (admins). */
export class DeleteCookingTermCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
