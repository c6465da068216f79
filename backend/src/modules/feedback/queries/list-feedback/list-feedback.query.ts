import { Query } from '@nestjs/cqrs';
import type { FeedbackPage, listFeedbackQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class ListFeedbackQuery extends Query<FeedbackPage> {
  constructor(
    readonly actor: Actor,
    readonly filter: z.output<typeof listFeedbackQuery>,
  ) {
    super();
  }
}
