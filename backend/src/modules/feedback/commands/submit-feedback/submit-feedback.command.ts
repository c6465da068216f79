import { Command } from '@nestjs/cqrs';
import type { FeedbackItem, submitFeedbackBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class SubmitFeedbackCommand extends Command<FeedbackItem> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof submitFeedbackBody>,
  ) {
    super();
  }
}
