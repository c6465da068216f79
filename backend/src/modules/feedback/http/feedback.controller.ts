import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type FeedbackEntry, submitFeedbackBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { zod } from '../../../platform/http/zod.pipe.js';
import { SubmitFeedbackCommand } from '../commands/submit-feedback/submit-feedback.command.js';

@Controller('api/feedback')
export class FeedbackController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  submit(@CurrentActor() actor: Actor, @Body(zod(submitFeedbackBody)) body: z.output<typeof submitFeedbackBody>): Promise<FeedbackEntry> {
    return this.commands.execute(new SubmitFeedbackCommand(actor, body));
  }
}
