import { Query } from '@nestjs/cqrs';
import type { StorageLocation } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class ListStorageLocationsQuery extends Query<StorageLocation[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
