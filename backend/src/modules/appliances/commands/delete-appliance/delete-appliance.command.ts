import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** `DELETE /api/appliances/:id`. */
export class DeleteApplianceCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
