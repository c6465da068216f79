import { Query } from '@nestjs/cqrs';
import type { PushPreferences } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/push/preferences?token=`: one of the caller's own subscribed browsers. */
export class GetPushPreferencesQuery extends Query<PushPreferences> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}
