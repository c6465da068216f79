import { Command } from '@nestjs/cqrs';
import type { Recipe, updateRecipeBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export class UpdateRecipeCommand extends Command<Recipe> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: z.output<typeof updateRecipeBody>,
  ) {
    super();
  }
}
