import { Command } from '@nestjs/cqrs';
import type { ShelfLifeAnswer } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/shelf-life-proposals/:id/ignore`: not asked again while the history says the same (issue 35). */
export class IgnoreShelfLifeProposalCommand extends Command<ShelfLifeAnswer> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
