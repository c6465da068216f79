import { Command } from '@nestjs/cqrs';
import type { createRecipeBody, Recipe } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../../platform/auth/actor.js';

export class CreateRecipeCommand extends Command<Recipe> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof createRecipeBody>,
  ) {
    super();
  }
}
