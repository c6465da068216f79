import { Query } from '@nestjs/cqrs';
import type { Household } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/household`: the caller's household. */
export class GetHouseholdQuery extends Query<Household> {
  constructor(readonly actor: Actor) {
    super();
  }
}
