import { Query } from '@nestjs/cqrs';
import type { CookSession } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/cook-sessions/active`: the household's running session, or null. */
export class GetActiveCookSessionQuery extends Query<CookSession | null> {
  constructor(readonly actor: Actor) {
    super();
  }
}
