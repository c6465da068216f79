import { Command } from '@nestjs/cqrs';
import type { CookMealResponse } from '@sous/contracts';
import type { Actor } from '../../../../platform/auth/actor.js';

/** `POST /api/meal-plans/:id/cook`: the planned servings' ingredients leave the inventory as eaten. */
export class CookMealPlanCommand extends Command<CookMealResponse> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
