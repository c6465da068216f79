import { Command } from '@nestjs/cqrs';
import type { CompleteOnboardingResponse, completeOnboardingBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/onboarding/complete` (spec 000 §2, §7). */
export class CompleteOnboardingCommand extends Command<CompleteOnboardingResponse> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof completeOnboardingBody>,
  ) {
    super();
  }
}
