import {
  addMealPlanCapability,
  addShoppingItemCapability,
  checkShoppingItemCapability,
  listMealPlansCapability,
  listShoppingCapability,
  type ShoppingItem,
  updateShoppingItemBody,
} from '@sous/contracts';
import { AddShoppingItemCommand } from '../../planning/commands/add-shopping-item/add-shopping-item.command.js';
import { CreateMealPlanCommand } from '../../planning/commands/create-meal-plan/create-meal-plan.command.js';
import { UpdateShoppingItemCommand } from '../../planning/commands/update-shopping-item/update-shopping-item.command.js';
import { ListMealPlansQuery } from '../../planning/queries/list-meal-plans/list-meal-plans.query.js';
import { ListShoppingItemsQuery } from '../../planning/queries/list-shopping-items/list-shopping-items.query.js';
import { type CapabilityContext, count, handle, idOf, parseWith } from './capability-handler.js';

const shoppingRow = (item: ShoppingItem) => ({
  id: item.id,
  ingredient: item.ingredient,
  quantity: item.quantity,
  unit: item.unit,
  isChecked: item.isChecked,
  storeSection: item.storeSection,
  recipeTitle: item.recipeTitle,
});

/** The household's shopping list as capability rows (also MCP's `sous://shopping-list` resource). */
export const listShopping = async (context: CapabilityContext) => (await context.queries.execute(new ListShoppingItemsQuery(context.caller.actor))).map(shoppingRow);

const amount = (item: ShoppingItem) => [item.quantity, item.unit].filter(Boolean).join(' ');

export const planningHandlers = [
  handle(listShoppingCapability, async (context) => {
    const items = await listShopping(context);
    const open = items.filter((i) => !i.isChecked).length;
    return { text: items.length === 0 ? 'The shopping list is empty.' : `${count(open, 'item')} to buy, ${items.length - open} checked.`, data: { items } };
  }),
  handle(addShoppingItemCapability, async (context, body) => {
    const added = await context.commands.execute(new AddShoppingItemCommand(context.caller.actor, body));
    const what = amount(added) ? `${added.ingredient} (${amount(added)})` : added.ingredient;
    return { text: `Added ${what} to the shopping list.`, data: { item: shoppingRow(added) } };
  }),
  handle(checkShoppingItemCapability, async (context, { id, checked }) => {
    const body = parseWith(context, updateShoppingItemBody, { isChecked: checked });
    const item = await context.commands.execute(new UpdateShoppingItemCommand(context.caller.actor, idOf(id, 'Shopping list item not found'), body));
    return { text: `${checked ? 'Checked' : 'Unchecked'} ${item.ingredient}.`, data: { item: shoppingRow(item) } };
  }),
  handle(listMealPlansCapability, async (context, range) => {
    const plans = await context.queries.execute(new ListMealPlansQuery(context.caller.actor, range));
    const mealPlans = plans.map((p) => ({ id: p.id, date: p.date, mealType: p.mealType, servings: p.servings, notes: p.notes, recipeId: p.recipeId, recipeTitle: p.recipe.title, cookedAt: p.cookedAt }));
    return { text: plans.length === 0 ? 'No meals are planned then.' : `${count(plans.length, 'planned meal')}.`, data: { mealPlans } };
  }),
  handle(addMealPlanCapability, async (context, body) => {
    const plan = await context.commands.execute(new CreateMealPlanCommand(context.caller.actor, body));
    return { text: `Planned ${plan.recipe.title} for ${plan.mealType} on ${plan.date}.`, data: { mealPlan: plan }, recipeId: plan.recipeId };
  }),
];
