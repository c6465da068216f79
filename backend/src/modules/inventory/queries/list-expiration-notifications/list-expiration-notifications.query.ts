import { Query } from '@nestjs/cqrs';
import type { ExpirationNotification } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class ListExpirationNotificationsQuery extends Query<ExpirationNotification[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
