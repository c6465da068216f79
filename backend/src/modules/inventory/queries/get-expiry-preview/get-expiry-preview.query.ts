import { Query } from '@nestjs/cqrs';
import type { ExpiryPreview } from '@sous/contracts';
import type { ItemState } from '@sous/kitchen';
import type { Actor } from '#platform/auth/actor.js';

export class GetExpiryPreviewQuery extends Query<ExpiryPreview> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly change: { storageLocationId?: string; state?: ItemState },
  ) {
    super();
  }
}
