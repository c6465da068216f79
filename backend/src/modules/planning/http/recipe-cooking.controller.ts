import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CookMealResponse, cookRecipeBody, type CookRecipePreview, cookRecipePreviewQuery } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { CurrentActor } from '#platform/auth/auth.decorators.js';
import { IdParamPipe } from '#platform/http/id-param.pipe.js';
import { zod } from '#platform/http/zod.pipe.js';
import { CookRecipeCommand } from '../commands/cook-recipe/cook-recipe.command.js';
import { PreviewRecipeCookQuery } from '../queries/preview-recipe-cook/preview-recipe-cook.query.js';

const RecipeId = new IdParamPipe('Recipe not found', 'planning.recipe-not-found');

/**
 * Cooking a recipe that was not planned (issue 21). Under the recipe's path, but planning's: cooking
 * writes a meal plan and takes from the inventory exactly as a planned cook does.
 */
@Controller('api/recipes')
export class RecipeCookingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/cook-preview')
  cookPreview(
    @CurrentActor() actor: Actor,
    @Param('id', RecipeId) id: string,
    @Query(zod(cookRecipePreviewQuery)) query: z.output<typeof cookRecipePreviewQuery>,
  ): Promise<CookRecipePreview> {
    return this.queries.execute(new PreviewRecipeCookQuery(actor, id, query.servings));
  }

  @Post(':id/cook')
  @HttpCode(200)
  cook(@CurrentActor() actor: Actor, @Param('id', RecipeId) id: string, @Body(zod(cookRecipeBody)) body: z.output<typeof cookRecipeBody>): Promise<CookMealResponse> {
    return this.commands.execute(new CookRecipeCommand(actor, id, body));
  }
}
