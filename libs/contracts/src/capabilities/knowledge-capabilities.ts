import { z } from 'zod';
import { defineCapability } from './capability.js';

const foodName = z.string().trim().min(1).max(80);
/** The authored tables' facts in the words the offline chef would use. */
const answer = z.object({ answer: z.string() });

/**
 * Kitchen knowledge from Sous's own authored tables (storage life, freezing, substitutes,
 * conversions, safe temperatures, pairings), so the model states the same facts as the offline
 * chef. Offered to the chat model; MCP keeps its documented list (docs/decisions.md).
 */
export const storageLifeCapability = defineCapability({
  name: 'storage_life',
  title: 'How long food keeps',
  description: 'How long a food keeps in the pantry, fridge or freezer (USDA FoodKeeper figures), as bought, once opened or cooked. Omit place for every place.',
  input: z.object({ food: foodName, place: z.enum(['pantry', 'fridge', 'freezer']).optional(), state: z.enum(['opened', 'cooked']).optional() }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const freezingAdviceCapability = defineCapability({
  name: 'freezing_advice',
  title: 'Freezing advice',
  description: 'Whether a food freezes well, how to freeze it, what changes once thawed, how long it keeps frozen, and when it may be refrozen.',
  input: z.object({ food: foodName }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const ingredientSubstitutesCapability = defineCapability({
  name: 'ingredient_substitutes',
  title: 'Ingredient substitutes',
  description: 'Tested substitutes for an ingredient, with ratios and when each falls short.',
  input: z.object({ ingredient: foodName }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const convertMeasureCapability = defineCapability({
  name: 'convert_measure',
  title: 'Convert a measure',
  description: 'Converts a kitchen amount between units (cup, tbsp, tsp, ml, l, g, kg, oz, lb); volume to weight needs the ingredient (its density).',
  input: z.object({
    quantity: z.number().positive().max(100000),
    from: z.string().trim().min(1).max(20),
    to: z.string().trim().min(1).max(20),
    ingredient: foodName.optional(),
  }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const convertTemperatureCapability = defineCapability({
  name: 'convert_temperature',
  title: 'Convert a temperature',
  description: 'Converts a temperature between °F and °C, with the usual oven setting and gas mark.',
  input: z.object({ value: z.number().min(-100).max(1000), from: z.enum(['F', 'C']) }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const safeTemperatureCapability = defineCapability({
  name: 'safe_temperature',
  title: 'Safe temperature',
  description: 'The USDA safe minimum internal temperature for a food, and its doneness levels and cues (rare to well done, flakes, clear juices).',
  input: z.object({ food: foodName }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const foodPairingsCapability = defineCapability({
  name: 'food_pairings',
  title: 'Food pairings',
  description: 'Flavors and side dishes that go well with a food.',
  input: z.object({ food: foodName }),
  output: answer,
  scope: 'read',
  doors: ['chat'],
});

export const lookUpCookingTermCapability = defineCapability({
  name: 'look_up_cooking_term',
  title: 'Look up a cooking term',
  description: "The glossary's definition of a cooking term, or found: false.",
  input: z.object({ term: z.string().trim().min(1).max(80) }),
  output: z.object({ found: z.boolean(), term: z.string().optional(), shortDefinition: z.string().optional(), longDefinition: z.string().nullable().optional() }),
  scope: 'read',
  doors: ['chat'],
});

export const knowledgeCapabilities = [storageLifeCapability, freezingAdviceCapability, ingredientSubstitutesCapability, convertMeasureCapability, convertTemperatureCapability, safeTemperatureCapability, foodPairingsCapability, lookUpCookingTermCapability] as const;
