import { Query } from '@nestjs/cqrs';
import type { OwnDonation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class ListMyDonationsQuery extends Query<OwnDonation[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
