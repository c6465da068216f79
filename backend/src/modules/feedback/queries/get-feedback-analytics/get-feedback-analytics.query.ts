import { Query } from '@nestjs/cqrs';
import type { FeedbackAnalytics, feedbackAnalyticsQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class GetFeedbackAnalyticsQuery extends Query<FeedbackAnalytics> {
  constructor(
    readonly actor: Actor,
    readonly range: z.output<typeof feedbackAnalyticsQuery>,
  ) {
    super();
  }
}
