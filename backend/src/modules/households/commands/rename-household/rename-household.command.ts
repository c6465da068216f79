import { Command } from '@nestjs/cqrs';
import type { Household } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `PATCH /api/household`: any member may rename it. */
export class RenameHouseholdCommand extends Command<Household> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {
    super();
  }
}
