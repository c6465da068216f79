import { Command } from '@nestjs/cqrs';
import type { Household } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/household/join`: moves the caller into the household of a live invite code. */
export class JoinHouseholdCommand extends Command<Household> {
  constructor(
    readonly actor: Actor,
    /** Normalised by the contract: upper case, no spaces or dashes. */
    readonly code: string,
    /** The client's address (`clientAddress(request)`): wrong codes count per user and per address. */
    readonly clientAddress: string,
  ) {
    super();
  }
}
