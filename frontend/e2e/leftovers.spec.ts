// Issue 21 "Leftovers that count": cooking a planned meal saves the servings not eaten as a
// leftover in the fridge; it shows in the inventory with its badge; planned into tomorrow's lunch,
// cooking that slot eats it instead of the recipe's ingredients, and it is gone. A recipe cooked from
// the cookbook, unplanned, saves its leftovers the same way and shows cooked today in the planner.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ok, signUpWithFood } from './support/api';

interface FoodItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  kind?: string;
}

/** The browser's local calendar date, `days` from today. */
function localDate(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A new account past onboarding: a household of 2 with a fridge and a freezer, and `food` in the fridge. */
const signUpWith = (request: APIRequestContext, food: { name: string; quantity: string; unit: string }[]) =>
  signUpWithFood(request, 'Leftovers', food, ['Refrigerator', 'Freezer', 'Pantry']);

test('leftovers: cook with leftovers, see them in the inventory, plan them for tomorrow, eat them', async ({ page }) => {
  const request = page.request;
  await signUpWith(request, [
    { name: 'Ground beef', quantity: '2', unit: 'lb' },
    { name: 'Lasagna noodles', quantity: '1', unit: 'lb' },
  ]);
  const recipe = await ok<{ id: string }>(
    await request.post('/api/recipes', { data: { title: 'Lasagna', servings: 4, prepTime: 20, cookTime: 45, ingredients: ['1 lb ground beef', '12 oz lasagna noodles'], instructions: ['Bake it.'] } }),
    'POST /api/recipes',
  );
  const today = localDate(0);
  const tomorrow = localDate(1);
  await ok(await request.post('/api/meal-plans', { data: { recipeId: recipe.id, date: today, mealType: 'dinner', servings: 4 } }), 'plan');

  // cook tonight's dinner for 4 with a household of 2: two servings to put away, in the fridge
  await page.goto(`/meal-planner?date=${today}`);
  const dinner = page.locator(`[data-slot="${today}:dinner"]`).getByRole('article', { name: 'Lasagna' });
  await dinner.getByRole('button', { name: 'Actions for Lasagna' }).click();
  await page.getByRole('menuitem', { name: 'Cook this' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cook Lasagna?' });
  await expect(confirm.getByRole('switch', { name: 'Save leftovers' })).toBeChecked({ timeout: 20_000 });
  await expect(confirm.getByRole('spinbutton', { name: 'Servings left' })).toHaveValue('2');
  await expect(confirm.getByRole('combobox', { name: 'Keep in' })).toHaveText(/Refrigerator/);
  await confirm.getByRole('button', { name: 'Cook this' }).click();
  const done = page.getByRole('dialog', { name: 'Lasagna is cooked' });
  await expect(done.getByTestId('cook-leftover')).toHaveText('Leftover Lasagna: 2 servings in the Refrigerator');
  await done.getByRole('button', { name: 'Done' }).click();

  // the inventory shows it, with its badge linking the recipe
  await page.goto('/storage/all');
  const card = page.getByRole('article', { name: 'Leftover Lasagna' }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: 'Leftover: open the recipe of Leftover Lasagna' })).toHaveAttribute('href', `/cookbook?recipe=${recipe.id}`);
  const beefAfterCooking = (await ok<FoodItemRow[]>(await request.get('/api/food-items'), 'food items')).find((i) => i.name === 'Ground beef');

  // plan it for tomorrow's lunch from the picker's leftovers
  await page.goto(`/meal-planner?date=${tomorrow}`);
  await page.locator(`[data-slot="${tomorrow}:lunch"]`).getByRole('button', { name: /^Add lunch on / }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Meal' });
  await schedule.getByRole('list', { name: 'Leftovers to use up' }).getByRole('button', { name: /Leftover Lasagna/ }).click();
  await expect(schedule.getByRole('textbox', { name: 'Recipe' })).toHaveValue('Leftover Lasagna');
  await expect(schedule.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('2');
  await schedule.getByRole('button', { name: 'Schedule Meal' }).click();
  await expect(page.getByText('Meal scheduled', { exact: true })).toBeVisible();

  // cooking that slot eats the leftover, not the recipe's ingredients
  const lunch = page.locator(`[data-slot="${tomorrow}:lunch"]`).getByRole('article', { name: 'Lasagna' });
  await expect(lunch.getByText('Leftover', { exact: true })).toBeVisible();
  await lunch.getByRole('button', { name: 'Actions for Lasagna' }).click();
  await page.getByRole('menuitem', { name: 'Cook this' }).click();
  const eat = page.getByRole('dialog', { name: 'Cook Lasagna?' });
  await expect(eat.getByText('Eats Leftover Lasagna instead of cooking', { exact: false })).toBeVisible();
  await expect(eat.getByTestId('cook-preview-used').getByRole('listitem')).toHaveText(['2 servings of Leftover Lasagna']);
  await expect(eat.getByRole('switch', { name: 'Save leftovers' })).toHaveCount(0);
  await eat.getByRole('button', { name: 'Cook this' }).click();
  await expect(page.getByRole('dialog', { name: 'Lasagna is cooked' }).getByTestId('cook-used').getByRole('listitem')).toHaveText(['2 servings of Leftover Lasagna']);

  const items = await ok<FoodItemRow[]>(await request.get('/api/food-items'), 'food items');
  expect(items.filter((i) => i.kind === 'leftover')).toEqual([]);
  expect(items.find((i) => i.name === 'Ground beef')?.quantity).toBe(beefAfterCooking?.quantity);
  await page.goto('/storage/all');
  await expect(page.getByRole('heading', { name: 'Ground beef' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: 'Leftover Lasagna' })).toHaveCount(0);
});

test('leftovers: cook a recipe from the cookbook with leftovers; the leftover is in the inventory and the meal cooked today in the planner', async ({ page }) => {
  const request = page.request;
  await signUpWith(request, [
    { name: 'Chicken thighs', quantity: '2', unit: 'lb' },
    { name: 'Carrots', quantity: '6', unit: 'item' },
  ]);
  const recipe = await ok<{ id: string }>(
    await request.post('/api/recipes', { data: { title: 'Chicken stew', servings: 4, prepTime: 15, cookTime: 40, ingredients: ['1 lb chicken thighs', '2 carrots'], instructions: ['Simmer it.'] } }),
    'POST /api/recipes',
  );
  const today = localDate(0);

  // nothing planned: Cook straight from the recipe card, at its 4 servings for a household of 2
  await page.goto(`/cookbook?recipe=${recipe.id}`);
  await page.getByRole('button', { name: 'Cook', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cook Chicken stew?' });
  await expect(confirm.getByRole('spinbutton', { name: 'Servings cooked' })).toHaveValue('4');
  await expect(confirm.getByTestId('cook-preview-used').getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(confirm.getByRole('switch', { name: 'Save leftovers' })).toBeChecked();
  await expect(confirm.getByRole('spinbutton', { name: 'Servings left' })).toHaveValue('2');
  await expect(confirm.getByRole('combobox', { name: 'Keep in' })).toHaveText(/Refrigerator/);
  await confirm.getByRole('button', { name: 'Cook this' }).click();
  const done = page.getByRole('dialog', { name: 'Chicken stew is cooked' });
  await expect(done.getByTestId('cook-leftover')).toHaveText('Leftover Chicken stew: 2 servings in the Refrigerator');
  await done.getByRole('button', { name: 'Done' }).click();

  // the leftover card is in the inventory
  await page.goto('/storage/all');
  await expect(page.getByRole('article', { name: 'Leftover Chicken stew' }).first()).toBeVisible({ timeout: 20_000 });

  // the planner shows the meal on today, cooked
  await page.goto(`/meal-planner?date=${today}`);
  const meal = page.locator(`[data-slot^="${today}:"]`).getByRole('article', { name: 'Chicken stew' });
  await expect(meal).toHaveCount(1, { timeout: 20_000 });
  await expect(meal).toContainText('Cooked');
});
