import { Command } from '@nestjs/cqrs';
import type { createRecipeBody, SavedRecipe } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/recipes`: saves a recipe the cook wrote, imported or reviewed; answers it with its availability and warnings. */
export class CreateRecipeCommand extends Command<SavedRecipe> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createRecipeBody>,
  ) {
    super();
  }
}
