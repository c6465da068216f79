import { Command } from '@nestjs/cqrs';
import type { MealPlan, updateMealPlanBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateMealPlanCommand extends Command<MealPlan> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateMealPlanBody>,
  ) {
    super();
  }
}
