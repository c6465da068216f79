import { Query } from '@nestjs/cqrs';
import type { FeedbackItem } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class GetFeedbackQuery extends Query<FeedbackItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
