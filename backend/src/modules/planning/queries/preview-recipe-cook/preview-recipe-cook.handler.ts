import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CookRecipePreview } from '@sous/contracts';
import { cookingSlot } from '../../domain/cook-now.js';
import { recipeCookPlan } from '../../application/planned-cooking.js';
import { cookLines } from '../../domain/cooking.js';
import { recipeOfHousehold } from '../../application/recipe-lookup.js';
import { PreviewRecipeCookQuery } from './preview-recipe-cook.query.js';

/** A dry run of cooking a recipe: Cook's own planning function, nothing written. */
@QueryHandler(PreviewRecipeCookQuery)
export class PreviewRecipeCookHandler implements IQueryHandler<PreviewRecipeCookQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ actor, recipeId, servings, moment }: PreviewRecipeCookQuery): Promise<CookRecipePreview> {
    const recipe = await recipeOfHousehold(this.queries, actor.householdId, recipeId);
    const at = servings ?? recipe.servings ?? 1;
    const plan = await recipeCookPlan(this.queries, actor.householdId, recipe, at);
    return { recipeId, servings: at, ...cookingSlot(moment), ...cookLines(plan) };
  }
}
