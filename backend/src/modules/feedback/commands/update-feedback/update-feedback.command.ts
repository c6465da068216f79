import { Command } from '@nestjs/cqrs';
import type { FeedbackItem, updateFeedbackBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateFeedbackCommand extends Command<FeedbackItem> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateFeedbackBody>,
  ) {
    super();
  }
}
