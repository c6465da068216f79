import { Command } from '@nestjs/cqrs';
import type { SavedRecipe, updateRecipeBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `PATCH /api/recipes/:id`: answers the recipe as stored now, with the warnings of its lines. */
export class UpdateRecipeCommand extends Command<SavedRecipe> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateRecipeBody>,
  ) {
    super();
  }
}
