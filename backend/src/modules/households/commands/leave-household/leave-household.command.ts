import { Command } from '@nestjs/cqrs';
import type { Household } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/household/leave`: the caller leaves a shared household for a new one of their own. */
export class LeaveHouseholdCommand extends Command<Household> {
  constructor(readonly actor: Actor) {
    super();
  }
}
