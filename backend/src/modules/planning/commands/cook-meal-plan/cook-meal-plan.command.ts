import { Command } from '@nestjs/cqrs';
import type { cookMealBody, CookMealResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/**
 * `POST /api/meal-plans/:id/cook`: the planned servings' ingredients (or the slot's leftover) leave
 * the inventory as eaten; with `leftovers`, what was not eaten goes into the fridge or freezer.
 */
export class CookMealPlanCommand extends Command<CookMealResponse> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof cookMealBody> = {},
  ) {
    super();
  }
}
