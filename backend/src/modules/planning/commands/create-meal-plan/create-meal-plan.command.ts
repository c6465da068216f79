import { Command } from '@nestjs/cqrs';
import type { createMealPlanBody, MealPlan } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class CreateMealPlanCommand extends Command<MealPlan> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createMealPlanBody>,
  ) {
    super();
  }
}
