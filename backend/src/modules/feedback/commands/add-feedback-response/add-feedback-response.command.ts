import { Command } from '@nestjs/cqrs';
import type { addFeedbackResponseBody, FeedbackItem } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class AddFeedbackResponseCommand extends Command<FeedbackItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof addFeedbackResponseBody>,
  ) {
    super();
  }
}
