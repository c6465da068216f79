import { Query } from '@nestjs/cqrs';
import type { ShelfLifeProposal } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/shelf-life-proposals`: the household's open proposals (issue 35). */
export class ListShelfLifeProposalsQuery extends Query<ShelfLifeProposal[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
