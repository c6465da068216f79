import { Command } from '@nestjs/cqrs';
import type { ImportedRecipe, importRecipeBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/**
 * `POST /api/recipes/import`: reads a recipe from a page, pasted page source or text and answers it
 * with its availability, without storing it (the review step saves it through `POST /api/recipes`).
 */
export class ImportRecipeCommand extends Command<ImportedRecipe> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof importRecipeBody>,
  ) {
    super();
  }
}
