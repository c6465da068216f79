import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { completeOnboardingBody, type CompleteOnboardingResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CompleteOnboardingCommand } from '../commands/complete-onboarding/complete-onboarding.command.js';

/** Onboarding (spec 000 §2, §7); the catalogue it offers is food-data's `GET /api/onboarding/common-items`. */
@Controller('api/onboarding')
export class OnboardingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('complete')
  @HttpCode(200)
  complete(
    @CurrentActor() actor: Actor,
    @Body(zod(completeOnboardingBody)) body: z.output<typeof completeOnboardingBody>,
  ): Promise<CompleteOnboardingResponse> {
    return this.commands.execute(new CompleteOnboardingCommand(actor, body));
  }
}
