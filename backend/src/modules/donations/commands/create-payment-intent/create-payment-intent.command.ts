import { Command } from '@nestjs/cqrs';
import type { createPaymentIntentBody, CreatePaymentIntentResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class CreatePaymentIntentCommand extends Command<CreatePaymentIntentResponse> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createPaymentIntentBody>,
  ) {
    super();
  }
}
