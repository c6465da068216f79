import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SqlEntityManager } from '@mikro-orm/sql';
import { Recipe } from '../../src/modules/recipes/domain/recipe.entity.js';

/** A recipe in a household's cookbook, written straight to the table (the recipe API is another module's). */
export async function insertRecipe(
  app: NestExpressApplication,
  householdId: string,
  recipe: { title: string; servings: number; ingredients: string[]; instructions?: string[] },
): Promise<string> {
  const id = randomUUID();
  await app
    .get(SqlEntityManager)
    .fork()
    .insert(Recipe, {
      id,
      householdId,
      title: recipe.title,
      servings: recipe.servings,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions ?? ['Cook it.'],
      prepTime: '10',
      cookTime: '20',
    });
  return id;
}
