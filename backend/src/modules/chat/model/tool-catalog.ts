/**
 * The tools the AI chef may call: the same commands and queries as the REST routes (through
 * ChefTools), their parameters the contracts' own zod schemas as JSON Schema.
 */
import { Logger } from '@nestjs/common';
import {
  addFoodItemBody,
  addShoppingItemBody,
  consumeFoodItemBody,
  createMealPlanBody,
  type FoodItem,
  generateRecipeBody,
  listFoodItemsQuery,
  type Recipe,
  updateFoodItemBody,
} from '@sous/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';
import { DomainError } from '#platform/errors/domain-error.js';
import type { ChefToolbox } from '../chef/chef-tools.js';
import {
  convertAnswer,
  donenessAnswer,
  freezingAnswer,
  pairingAnswer,
  safeTemperatureAnswer,
  storageAnswer,
  substituteAnswer,
  temperatureAnswer,
} from '../intent-router/knowledge-answers.js';
import { amountOf, quantityOf } from '../intent-router/phrasing.js';

export interface ToolOutcome {
  /** What the model reads back. */
  data: unknown;
  /** What changed, in words, for when the model stops before saying so itself. */
  change?: string;
  /** A recipe the tool saved, remembered in the reply's metadata. */
  recipeId?: string;
}

interface ChefTool {
  name: string;
  description: string;
  parameters: z.ZodType;
  run(tools: ChefToolbox, actor: Actor, args: Record<string, unknown>): Promise<ToolOutcome>;
}

const id = z.uuid('must be an id from a list tool');
const foodName = z.string().trim().min(1).max(80);

/** A knowledge answer as a tool result: the facts in the words the offline chef would use. */
const knowledge = (answer: string): Promise<ToolOutcome> => Promise.resolve({ data: { answer } });
const none = z.object({});

const item = (food: FoodItem) => ({
  id: food.id,
  name: food.name,
  quantity: food.quantity,
  unit: food.unit,
  storageLocationId: food.storageLocationId,
  expirationDate: food.expirationDate,
  foodCategory: food.foodCategory,
  version: food.version,
});

const recipeSummary = (recipe: Recipe) => ({
  id: recipe.id,
  title: recipe.title,
  mealType: recipe.mealType,
  cuisine: recipe.cuisine,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  isFavorite: recipe.isFavorite,
  dietTags: recipe.dietTags,
});

async function locationName(tools: ChefToolbox, actor: Actor, locationId: string | null): Promise<string> {
  if (!locationId) return 'the kitchen';
  return (await tools.storageLocations(actor)).find((l) => l.id === locationId)?.name ?? 'the kitchen';
}

export const chefTools: readonly ChefTool[] = [
  {
    name: 'list_food_items',
    description: "The household's food items (id, name, quantity, unit, storage location, expiry, version), soonest expiry first. Filter by storageLocationId, category, expiringWithinDays or q (name contains).",
    parameters: listFoodItemsQuery,
    run: async (tools, actor, args) => ({ data: (await tools.foodItems(actor, args)).map(item) }),
  },
  {
    name: 'list_storage_locations',
    description: "The household's storage locations (id, name, item count).",
    parameters: none,
    run: async (tools, actor) => ({ data: (await tools.storageLocations(actor)).map(({ id: locationId, name, itemCount }) => ({ id: locationId, name, itemCount })) }),
  },
  {
    name: 'list_expiring_items',
    description: 'Food items expiring soon or already expired (id, foodItemName, daysUntilExpiry; negative means expired).',
    parameters: none,
    run: async (tools, actor) => ({ data: await tools.expiring(actor) }),
  },
  {
    name: 'add_food_item',
    description: 'Adds food to a storage location. quantity is numeric text ("2", "0.5", "1/2"); unit such as lb, oz, g, kg, cup, item; storageLocationId from list_storage_locations; expirationDate yyyy-MM-dd or omitted for the shelf-life default. Food already in that place joins its item (same expiry: the amount rises; another: a new lot); merge.message says what happened, tell the user that.',
    parameters: addFoodItemBody.omit({ usdaData: true, fcdId: true }),
    run: async (tools, actor, args) => {
      const added = await tools.addFoodItem(actor, args as z.input<typeof addFoodItemBody>);
      // the inventory's account of the add (created, merged, new lot) for the model to repeat, as is
      return { data: { ...item(added), merge: added.merge }, change: `${added.merge.message}.` };
    },
  },
  {
    name: 'update_food_item',
    description: "Changes a food item: name, quantity, unit, expirationDate, or storageLocationId to move it. Needs the item's id and its current version from list_food_items.",
    parameters: updateFoodItemBody.extend({ id }),
    run: async (tools, actor, { id: itemId, ...body }) => {
      const updated = await tools.updateFoodItem(actor, String(itemId), body as z.input<typeof updateFoodItemBody>);
      const place = await locationName(tools, actor, updated.storageLocationId);
      const change = body.storageLocationId ? `Moved ${updated.name} to ${place}.` : `Updated ${updated.name} (${quantityOf(updated.quantity, updated.unit)} in ${place}).`;
      return { data: item(updated), change };
    },
  },
  {
    name: 'use_food_item',
    description: "Takes an amount from a food item, in the item's own unit: kind consumed (eaten, used) or wasted (thrown away). Taking all of it removes the item.",
    parameters: consumeFoodItemBody.extend({ id, kind: z.enum(['consumed', 'wasted']) }),
    run: async (tools, actor, args) => {
      const foodItems = await tools.foodItems(actor);
      const before = foodItems.find((f) => f.id === args.id);
      const used = await tools.useFoodItem(actor, String(args.id), args.kind === 'wasted' ? 'wasted' : 'consumed', String(args.quantity));
      const name = before?.name ?? 'the item';
      const verb = args.kind === 'wasted' ? 'Threw away' : 'Used';
      const change = used.item ? `${verb} ${amountOf(used.taken, used.unit, name)}; ${quantityOf(used.item.quantity, used.item.unit)} left.` : `${verb} ${amountOf(used.taken, used.unit, name)}; none left, so it was removed.`;
      return { data: { taken: used.taken, unit: used.unit, item: used.item ? item(used.item) : null }, change };
    },
  },
  {
    name: 'add_shopping_item',
    description: 'Adds an ingredient to the shared shopping list (merged with an unchecked item of the same name).',
    parameters: addShoppingItemBody,
    run: async (tools, actor, args) => {
      const added = await tools.addShoppingItem(actor, args as z.input<typeof addShoppingItemBody>);
      return { data: added, change: `Added ${added.ingredient} to the shopping list.` };
    },
  },
  {
    name: 'list_recipes',
    description: "The household's cookbook (id, title, meal type, cuisine, times, servings).",
    parameters: none,
    run: async (tools, actor) => ({ data: (await tools.recipes(actor)).map(recipeSummary) }),
  },
  {
    name: 'create_meal_plan',
    description: 'Plans a cookbook recipe (recipeId from list_recipes or generate_recipe) on a date (yyyy-MM-dd) for breakfast, lunch, dinner or snack.',
    parameters: createMealPlanBody,
    run: async (tools, actor, args) => {
      const plan = await tools.createMealPlan(actor, args as z.input<typeof createMealPlanBody>);
      return { data: plan, change: `Planned ${plan.recipe.title} for ${plan.mealType} on ${plan.date}.`, recipeId: plan.recipeId };
    },
  },
  {
    name: 'generate_recipe',
    description: "Writes a recipe from the household's food (respecting the cook's diet and allergens) and saves it to the cookbook. All fields optional.",
    parameters: generateRecipeBody,
    run: async (tools, actor, args) => {
      const recipe = await tools.generateRecipe(actor, args);
      const { id: recipeId, title, description, prepTime, cookTime, servings, ingredients, instructions, missingIngredients, note } = recipe;
      return {
        data: { id: recipeId, title, description, prepTime, cookTime, servings, ingredients, instructions, missingIngredients, note },
        change: `Saved the recipe ${title} to the cookbook.`,
        recipeId,
      };
    },
  },
  {
    name: 'look_up_cooking_term',
    description: "The glossary's definition of a cooking term, or found: false.",
    parameters: z.object({ term: z.string().trim().min(1).max(80) }),
    run: async (tools, _actor, args) => {
      const found = await tools.lookUpTerm(String(args.term));
      return { data: found === null ? { found: false } : { found: true, ...found } };
    },
  },
  // kitchen knowledge: the offline chef's authored tables, so the model answers from the same facts
  {
    name: 'storage_life',
    description: 'How long a food keeps in the pantry, fridge or freezer (USDA FoodKeeper figures), as bought, once opened or cooked. Omit place for every place.',
    parameters: z.object({
      food: foodName,
      place: z.enum(['pantry', 'fridge', 'freezer']).optional(),
      state: z.enum(['opened', 'cooked']).optional(),
    }),
    run: (_tools, _actor, args) =>
      knowledge(storageAnswer({ kind: 'storage-life', food: String(args.food), place: (args.place as 'pantry' | 'fridge' | 'freezer' | undefined) ?? null, state: (args.state as 'opened' | 'cooked' | undefined) ?? null })),
  },
  {
    name: 'freezing_advice',
    description: 'Whether a food freezes well, how to freeze it, what changes once thawed, how long it keeps frozen, and when it may be refrozen.',
    parameters: z.object({ food: foodName }),
    run: (_tools, _actor, args) => knowledge(freezingAnswer({ kind: 'freezing', food: String(args.food), refreeze: true })),
  },
  {
    name: 'ingredient_substitutes',
    description: 'Tested substitutes for an ingredient, with ratios and when each falls short.',
    parameters: z.object({ ingredient: foodName }),
    run: (_tools, _actor, args) => knowledge(substituteAnswer({ kind: 'substitute', ingredient: String(args.ingredient) })),
  },
  {
    name: 'convert_measure',
    description: 'Converts a kitchen amount between units (cup, tbsp, tsp, ml, l, g, kg, oz, lb); volume to weight needs the ingredient (its density).',
    parameters: z.object({
      quantity: z.number().positive().max(100000),
      from: z.string().trim().min(1).max(20),
      to: z.string().trim().min(1).max(20),
      ingredient: foodName.optional(),
    }),
    run: (_tools, _actor, args) =>
      knowledge(convertAnswer({ kind: 'convert', quantity: Number(args.quantity), from: String(args.from), to: String(args.to), ingredient: typeof args.ingredient === 'string' ? args.ingredient : null })),
  },
  {
    name: 'convert_temperature',
    description: 'Converts a temperature between °F and °C, with the usual oven setting and gas mark.',
    parameters: z.object({ value: z.number().min(-100).max(1000), from: z.enum(['F', 'C']) }),
    run: (_tools, _actor, args) => knowledge(temperatureAnswer({ kind: 'convert-temperature', value: Number(args.value), from: args.from === 'C' ? 'C' : 'F' })),
  },
  {
    name: 'safe_temperature',
    description: 'The USDA safe minimum internal temperature for a food, and its doneness levels and cues (rare to well done, flakes, clear juices).',
    parameters: z.object({ food: foodName }),
    run: (_tools, _actor, args) => {
      const food = String(args.food);
      return knowledge(`${safeTemperatureAnswer({ kind: 'safe-temperature', food })}\n\n${donenessAnswer({ kind: 'doneness', food })}`);
    },
  },
  {
    name: 'food_pairings',
    description: 'Flavors and side dishes that go well with a food.',
    parameters: z.object({ food: foodName }),
    run: (_tools, _actor, args) => knowledge(pairingAnswer({ kind: 'pairing', food: String(args.food) })),
  },
];

let definitions: OpenAI.Chat.Completions.ChatCompletionFunctionTool[] | undefined;

/** The tools as the Chat Completions API takes them (computed once). */
export function toolDefinitions(): OpenAI.Chat.Completions.ChatCompletionFunctionTool[] {
  definitions ??= chefTools.map((tool) => {
    const { $schema: _schema, ...parameters } = z.toJSONSchema(tool.parameters, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
    return { type: 'function', function: { name: tool.name, description: tool.description, parameters } };
  });
  return definitions;
}

const logger = new Logger('ChefTools');

/** Runs one tool call; a refused input or a domain error goes back to the model as `{ error }`. */
export async function runTool(tools: ChefToolbox, actor: Actor, name: string, argumentsJson: string): Promise<ToolOutcome> {
  const tool = chefTools.find((t) => t.name === name);
  if (!tool) return { data: { error: `There is no tool called ${name}` } };
  let raw: unknown;
  try {
    raw = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    return { data: { error: 'The arguments were not valid JSON' } };
  }
  const parsed = tool.parameters.safeParse(raw);
  if (!parsed.success) return { data: { error: z.prettifyError(parsed.error) } };
  try {
    return await tool.run(tools, actor, parsed.data as Record<string, unknown>);
  } catch (error) {
    if (error instanceof DomainError) return { data: { error: error.message } };
    logger.error({ err: error, tool: name }, 'A chef tool failed');
    return { data: { error: 'That did not work because of a problem on our side' } };
  }
}
