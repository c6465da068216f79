import { Query } from '@nestjs/cqrs';
import type { CookSession } from '@sous/contracts';

/**
 * The cook sessions with a running timer, for the push module's timer alerts (no actor: the
 * scheduler asks at boot for every household's, and before a push for one session's).
 */
export class ListRunningCookTimersQuery extends Query<CookSession[]> {
  constructor(readonly filter: { householdId?: string; sessionId?: string } = {}) {
    super();
  }
}
