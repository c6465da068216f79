import { Command } from '@nestjs/cqrs';
import type { generateRecipeBody, Recipe } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/recipes/generate`: the smart or the customized body (spec 000 §7); saves and answers the recipe. */
export class GenerateRecipeCommand extends Command<Recipe> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof generateRecipeBody>,
  ) {
    super();
  }
}
