import { Command } from '@nestjs/cqrs';
import type { cookRecipeBody, CookMealResponse } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/**
 * `POST /api/recipes/:id/cook` (issue 21): a recipe cooked without a plan becomes today's meal,
 * cooked at once: its ingredients leave the inventory as eaten and, with `leftovers`, what was not
 * eaten goes into the fridge or freezer.
 */
export class CookRecipeCommand extends Command<CookMealResponse> {
  constructor(
    readonly actor: Actor,
    readonly recipeId: string,
    readonly body: z.output<typeof cookRecipeBody>,
    /** When the cooking happens: it decides the day and, unless the body says, the meal. */
    readonly moment: Date = new Date(),
  ) {
    super();
  }
}
