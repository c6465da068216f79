import { z } from 'zod';
import { createMealPlanBody, listMealPlansQuery } from '../planning/meal-plan.js';
import { addShoppingItemBody } from '../planning/shopping-list.js';
import { defineCapability } from './capability.js';
import { capabilityMealPlan, capabilityMealPlanRow, capabilityShoppingRow } from './capability-rows.js';

export const listShoppingCapability = defineCapability({
  name: 'list_shopping',
  title: 'Read the shopping list',
  description: "The household's shared shopping list: id, ingredient, quantity, unit, isChecked (already in the basket) and storeSection.",
  input: z.object({}),
  output: z.object({ items: z.array(capabilityShoppingRow) }),
  scope: 'read',
  doors: ['chat', 'mcp'],
});

export const addShoppingItemCapability = defineCapability({
  name: 'add_shopping_item',
  title: 'Add to the shopping list',
  description: 'Adds an ingredient to the shared shopping list; it joins an unchecked entry of the same food. quantity is numeric text, unit optional.',
  input: addShoppingItemBody,
  output: z.object({ item: capabilityShoppingRow }),
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const checkShoppingItemCapability = defineCapability({
  name: 'check_shopping_item',
  title: 'Check off a shopping item',
  description: 'Ticks a shopping list entry as in the basket (checked true, the default) or unticks it (checked false). The id comes from list_shopping.',
  input: z.object({ id: z.string().describe('The entry id from list_shopping'), checked: z.boolean().default(true) }),
  output: z.object({ item: capabilityShoppingRow }),
  scope: 'read-write',
  idempotent: true,
  doors: ['chat', 'mcp'],
});

export const listMealPlansCapability = defineCapability({
  name: 'list_meal_plans',
  title: 'List planned meals',
  description: "Planned meals between from and to (yyyy-MM-dd, inclusive, at most a year): id, date, mealType, servings, notes, the recipe's title and whether it was cooked.",
  input: listMealPlansQuery,
  output: z.object({ mealPlans: z.array(capabilityMealPlanRow) }),
  scope: 'read',
  doors: ['chat', 'mcp'],
});

export const addMealPlanCapability = defineCapability({
  name: 'add_meal_plan',
  title: 'Plan a meal',
  description: 'Plans a cookbook recipe (recipeId from search_recipes or generate_recipe) on a date (yyyy-MM-dd) for breakfast, lunch, dinner or snack.',
  input: createMealPlanBody,
  output: z.object({ mealPlan: capabilityMealPlan }),
  scope: 'read-write',
  doors: ['chat', 'mcp'],
});

export const planningCapabilities = [listShoppingCapability, addShoppingItemCapability, checkShoppingItemCapability, listMealPlansCapability, addMealPlanCapability] as const;
