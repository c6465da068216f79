import { Command } from '@nestjs/cqrs';
import type { HouseholdInvite } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/household/invite`: a new code for the caller's household, replacing the previous one. */
export class CreateInviteCommand extends Command<HouseholdInvite> {
  constructor(readonly actor: Actor) {
    super();
  }
}
