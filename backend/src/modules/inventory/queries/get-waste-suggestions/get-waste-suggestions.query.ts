import { Query } from '@nestjs/cqrs';
import type { WasteSuggestionsResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetWasteSuggestionsQuery extends Query<WasteSuggestionsResponse> {
  constructor(readonly actor: Actor) {
    super();
  }
}
