import { Command } from '@nestjs/cqrs';
import type { ShelfLifeAnswer } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/shelf-life-proposals/:id/accept`: later adds of the food there use these days (issue 35). */
export class AcceptShelfLifeProposalCommand extends Command<ShelfLifeAnswer> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    /** Another figure than the proposed one, chosen by the person; at most the safety figure. */
    readonly days?: number,
  ) {
    super();
  }
}
