import { Query } from '@nestjs/cqrs';
import type { FeedMealPlan } from '../../domain/calendar-feed-events.js';

/**
 * A household's plans between two dates (inclusive) with their recipes' titles and lines: what
 * the calendar feed shows. Asked by the feed, which has a household (from its secret), not an actor.
 */
export class ListMealPlansForFeedQuery extends Query<FeedMealPlan[]> {
  constructor(
    readonly householdId: string,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
