import { Query } from '@nestjs/cqrs';
import type { CookRecipePreview } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/recipes/:id/cook-preview?servings=N`: what cooking the recipe now would take and lack (at its own servings without N). */
export class PreviewRecipeCookQuery extends Query<CookRecipePreview> {
  constructor(
    readonly actor: Actor,
    readonly recipeId: string,
    readonly servings: number | undefined,
    readonly moment: Date = new Date(),
  ) {
    super();
  }
}
