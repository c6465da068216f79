import { addShoppingItemBody, createMealPlanBody, listMealPlansQuery, type ShoppingItem, updateShoppingItemBody } from '@sous/contracts';
import { z } from 'zod';
import { AddShoppingItemCommand } from '../../planning/commands/add-shopping-item/add-shopping-item.command.js';
import { CreateMealPlanCommand } from '../../planning/commands/create-meal-plan/create-meal-plan.command.js';
import { ListMealPlansQuery } from '../../planning/queries/list-meal-plans/list-meal-plans.query.js';
import { ListShoppingItemsQuery } from '../../planning/queries/list-shopping-items/list-shopping-items.query.js';
import { UpdateShoppingItemCommand } from '../../planning/commands/update-shopping-item/update-shopping-item.command.js';
import { count, defineTool, idOf, parseBody, type ToolContext } from './kitchen-tool.js';

const shoppingRow = (item: ShoppingItem) => ({
  id: item.id,
  ingredient: item.ingredient,
  quantity: item.quantity,
  unit: item.unit,
  isChecked: item.isChecked,
  storeSection: item.storeSection,
  recipeTitle: item.recipeTitle,
});

export const listShopping = async (context: ToolContext) => (await context.queries.execute(new ListShoppingItemsQuery(context.actor))).map(shoppingRow);

const amount = (item: ShoppingItem) => [item.quantity, item.unit].filter(Boolean).join(' ');

export const planningTools = [
  defineTool({
    name: 'list_shopping',
    title: 'Read the shopping list',
    description: "The household's shared shopping list: id, ingredient, quantity, unit, isChecked (already in the basket) and storeSection.",
    input: z.object({}),
    writes: false,
    run: async (context) => {
      const items = await listShopping(context);
      const open = items.filter((i) => !i.isChecked).length;
      return { text: items.length === 0 ? 'The shopping list is empty.' : `${count(open, 'item')} to buy, ${items.length - open} checked.`, data: { items } };
    },
  }),
  defineTool({
    name: 'add_shopping_item',
    title: 'Add to the shopping list',
    description: 'Adds an ingredient to the shared shopping list; it joins an unchecked entry of the same food. quantity is numeric text, unit optional.',
    input: addShoppingItemBody,
    writes: true,
    run: async (context, body) => {
      const added = await context.commands.execute(new AddShoppingItemCommand(context.actor, body));
      const what = amount(added) ? `${added.ingredient} (${amount(added)})` : added.ingredient;
      return { text: `Added ${what} to the shopping list.`, data: { item: shoppingRow(added) } };
    },
  }),
  defineTool({
    name: 'check_shopping_item',
    title: 'Check off a shopping item',
    description: 'Ticks a shopping list entry as in the basket (checked true, the default) or unticks it (checked false). The id comes from list_shopping.',
    input: z.object({ id: z.string().describe('The entry id from list_shopping'), checked: z.boolean().default(true) }),
    writes: true,
    idempotent: true,
    run: async (context, { id, checked }) => {
      const body = parseBody(updateShoppingItemBody, { isChecked: checked });
      const item = await context.commands.execute(new UpdateShoppingItemCommand(context.actor, idOf(id, 'Shopping list item not found'), body));
      return { text: `${checked ? 'Checked' : 'Unchecked'} ${item.ingredient}.`, data: { item: shoppingRow(item) } };
    },
  }),
  defineTool({
    name: 'list_meal_plans',
    title: 'List planned meals',
    description: 'Planned meals between from and to (yyyy-MM-dd, inclusive, at most a year): id, date, mealType, servings, notes, the recipe\'s title and whether it was cooked.',
    input: listMealPlansQuery,
    writes: false,
    run: async (context, range) => {
      const plans = await context.queries.execute(new ListMealPlansQuery(context.actor, range));
      const data = plans.map((p) => ({ id: p.id, date: p.date, mealType: p.mealType, servings: p.servings, notes: p.notes, recipeId: p.recipeId, recipeTitle: p.recipe.title, cookedAt: p.cookedAt }));
      return { text: plans.length === 0 ? 'No meals are planned then.' : `${count(plans.length, 'planned meal')}.`, data: { mealPlans: data } };
    },
  }),
  defineTool({
    name: 'add_meal_plan',
    title: 'Plan a meal',
    description: 'Plans a cookbook recipe (recipeId from search_recipes or generate_recipe) on a date (yyyy-MM-dd) for breakfast, lunch, dinner or snack.',
    input: createMealPlanBody,
    writes: true,
    run: async (context, body) => {
      const plan = await context.commands.execute(new CreateMealPlanCommand(context.actor, body));
      return { text: `Planned ${plan.recipe.title} for ${plan.mealType} on ${plan.date}.`, data: { mealPlan: plan } };
    },
  }),
];
