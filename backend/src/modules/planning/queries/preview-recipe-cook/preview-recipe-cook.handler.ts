import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import type { CookRecipePreview } from '@sous/contracts';
import { cookingSlot } from '../../domain/cook-now.js';
import { cookLines, recipeCookPlan } from '../../domain/planned-cooking.js';
import { recipeOfHousehold } from '../../domain/recipe-lookup.js';
import { PreviewRecipeCookQuery } from './preview-recipe-cook.query.js';

/** A dry run of cooking a recipe: Cook's own planning function, nothing written. */
@QueryHandler(PreviewRecipeCookQuery)
export class PreviewRecipeCookHandler implements IQueryHandler<PreviewRecipeCookQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ actor, recipeId, servings, moment }: PreviewRecipeCookQuery): Promise<CookRecipePreview> {
    const recipe = await recipeOfHousehold(this.em, actor.householdId, recipeId);
    const plan = await recipeCookPlan(this.em, actor.householdId, recipe, servings);
    return { recipeId, servings, ...cookingSlot(moment), ...cookLines(plan) };
  }
}
