import { Query } from '@nestjs/cqrs';
import type { Appliance } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/appliances`: the household's kitchen. */
export class ListAppliancesQuery extends Query<Appliance[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
