import { Injectable } from '@nestjs/common';
import { daysUntilExpiry, isAbundant } from '@sous/kitchen';
import type { generateRecipeBody } from '@sous/contracts';
import { z } from 'zod';
import { AiClient } from '#platform/ai/ai-client.js';
import { RecipeWriter, type RecipeWritingContext } from '../domain/ports/recipe-writer.port.js';
import type { WrittenRecipe } from '../domain/written-recipe.js';

/** What the model must answer: the recipe as Sous stores it. */
export const aiRecipeSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(1000),
  prepTime: z.number().int().min(0).max(1440),
  cookTime: z.number().int().min(0).max(1440),
  servings: z.number().int().min(1).max(100),
  ingredients: z.array(z.string().min(1).max(300)).min(1).max(60),
  instructions: z.array(z.string().min(1).max(2000)).min(1).max(60),
  usedIngredients: z.array(z.string()).max(60),
  missingIngredients: z.array(z.string()).max(60),
  cuisine: z.string().max(40).nullable(),
  mealType: z.string().max(20).nullable(),
  difficulty: z.string().max(20).nullable(),
  dietTags: z.array(z.string().max(30)).max(10),
});
// the schema answers exactly the port's shape
const answersWrittenRecipe: (answer: z.output<typeof aiRecipeSchema>) => WrittenRecipe = (answer) => answer;

/** The RecipeWriter port on the configured model, given the whole kitchen and the request. */
@Injectable()
export class ModelRecipeWriter extends RecipeWriter {
  constructor(private readonly ai: AiClient) {
    super();
  }

  get available(): boolean {
    return this.ai.configured;
  }

  async write(request: z.output<typeof generateRecipeBody>, context: RecipeWritingContext): Promise<WrittenRecipe> {
    const answer = await this.ai.completeJson('recipe', aiRecipeSchema, [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: describeRequest(request, context) },
    ]);
    return answersWrittenRecipe(answer);
  }
}

const systemPrompt = `You are Sous, a home cook's kitchen assistant. Write one practical recipe as JSON.
Use the household's food first, items marked EXPIRING before anything else, then ABUNDANT ones.
Never use an allergen or avoided food of the household, and respect every diet listed.
Ingredient lines start with a quantity and unit ("2 cups cooked rice"); instructions are clear steps without numbers.
usedIngredients names the inventory items used, exactly as listed; missingIngredients lists what is not on hand (salt, pepper, oil and water are assumed).`;

export function describeRequest(request: z.output<typeof generateRecipeBody>, context: RecipeWritingContext): string {
  const lines = context.inventory.map((item) => {
    const days = daysUntilExpiry(item.expirationDate ?? null, context.today);
    const flags = [days !== null && days >= 0 && days <= 3 ? `EXPIRING in ${days} day(s)` : null, isAbundant(item.quantity) ? 'ABUNDANT' : null].filter(Boolean);
    return `- ${item.name}: ${String(item.quantity ?? '')} ${item.unit ?? ''}${flags.length ? ` (${flags.join(', ')})` : ''}`.trim();
  });
  const wants = [
    request.mealType && `meal: ${request.mealType}`,
    request.cuisineType && request.cuisineType !== 'any' && `cuisine: ${request.cuisineType}`,
    request.timeConstraint && `time: ${request.timeConstraint} (quick <30 min, moderate 30-60, elaborate >60)`,
    request.maxCookingTime && `at most ${String(request.maxCookingTime)} minutes in total`,
    request.difficulty && `difficulty: ${request.difficulty}`,
    `servings: ${request.servings ?? 4}`,
    request.creativity && `creativity ${request.creativity}/10 (1 traditional, 10 experimental)`,
    request.onlyUseOnHand !== false && 'use only what is on hand (plus salt, pepper, oil, water)',
  ].filter(Boolean);
  const diets = [...context.dietaryRestrictions, ...(request.dietaryRestrictions ?? [])];
  return [
    `Today is ${context.today}.`,
    `Inventory:\n${lines.join('\n') || '- (empty)'}`,
    `Request: ${wants.join('; ')}.`,
    diets.length ? `Diets: ${diets.join(', ')}.` : null,
    context.allergens.length ? `Allergens (never use): ${context.allergens.join(', ')}.` : null,
    context.foodsToAvoid.length ? `Foods to avoid: ${context.foodsToAvoid.join(', ')}.` : null,
    context.appliances.length ? `Appliances: ${context.appliances.join(', ')}.` : null,
  ]
    .filter(Boolean)
    .join('\n');
}
