// Issue 16 "Servings are one number": the recipe card's scaler drives its badge, its count and Add
// to List; a meal planned at 1 serving of a 4-serving recipe takes a quarter, countables rounded
// the way a cook takes them, and the pre-cook summary is word for word the result.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ok, signUpWithFood } from './support/api';

interface FoodItemRow {
  name: string;
  quantity: string;
  unit: string;
}

async function addRecipe(request: APIRequestContext, recipe: { title: string; servings: number; ingredients: string[] }): Promise<string> {
  const created = await ok<{ id: string }>(await request.post('/api/recipes', { data: { ...recipe, prepTime: 10, cookTime: 20, instructions: ['Cook it.'] } }), 'POST /api/recipes');
  return created.id;
}

/** This week's Thursday as the browser's local calendar date. */
function thursday(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + 3);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe('servings are one number', () => {
  test("the card's scaler drives the badge, the count and Add to List", async ({ page }) => {
    const request = page.request;
    await signUpWithFood(request, 'Servings', [
      { name: 'Chicken breast', quantity: '10', unit: 'oz' },
      { name: 'Eggs', quantity: '3', unit: 'item' },
    ]);
    const recipeId = await addRecipe(request, { title: 'Chicken and eggs', servings: 2, ingredients: ['8 oz chicken breast', '2 eggs'] });

    await page.goto(`/cookbook?recipe=${recipeId}`);
    const card = page.getByRole('dialog').getByRole('article', { name: 'Chicken and eggs' }).or(page.getByRole('article', { name: 'Chicken and eggs' }));
    await expect(card.getByText('All ingredients available')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('2/2 available')).toBeVisible();

    await card.getByRole('button', { name: 'More servings' }).click();
    await card.getByRole('button', { name: 'More servings' }).click();
    await expect(card.getByText('(need 6 oz)')).toBeVisible();
    await expect(card.getByText('2 missing')).toBeVisible();
    await expect(card.getByText('0/2 available')).toBeVisible();

    const added = page.waitForResponse((r) => r.url().endsWith('/api/shopping-list/add-missing') && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Add to List' }).click();
    expect((await added).request().postDataJSON()).toEqual({ recipeId, ingredients: ['chicken breast', 'eggs'], servings: 4 });
    await expect(page.getByText('Added to shopping list', { exact: true })).toBeVisible();
    const list = await ok<{ ingredient: string; quantity: string | null; unit: string | null }[]>(await request.get('/api/shopping-list/items'), 'shopping list');
    expect(list.map((i) => [i.ingredient.toLowerCase(), i.quantity, i.unit]).sort()).toEqual([
      ['chicken breast', '6', 'oz'],
      ['eggs', '1', null],
    ]);
  });

  test('one serving of a four-serving recipe: the summary is the result, and the inventory drops by exactly that', async ({ page }) => {
    const request = page.request;
    await signUpWithFood(request, 'Servings', [
      { name: 'Chicken breast', quantity: '2', unit: 'lb' },
      { name: 'Limes', quantity: '2', unit: 'item' },
      { name: 'Onions', quantity: '3', unit: 'item' },
      { name: 'Garlic', quantity: '1', unit: 'head' },
    ]);
    const recipeId = await addRecipe(request, { title: 'Lime chicken', servings: 4, ingredients: ['1 lb chicken breast', '1 lime', '2 onions', '4 cloves garlic'] });
    const date = thursday();
    await ok(await request.post('/api/meal-plans', { data: { recipeId, date, mealType: 'dinner', servings: 1 } }), 'plan');

    await page.goto('/meal-planner');
    const card = page.locator(`[data-slot="${date}:dinner"]`).getByRole('article', { name: 'Lime chicken' });
    await card.getByRole('button', { name: 'Actions for Lime chicken' }).click();
    await page.getByRole('menuitem', { name: 'Cook this' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cook Lime chicken?' });
    await expect(confirm.getByText('All 4 ingredients are in your inventory.')).toBeVisible();
    const summary = confirm.getByTestId('cook-preview-used').getByRole('listitem');
    await expect(summary).toHaveText(['0.25 lb chicken breast', '¼ lime', '½ onion', '½ head garlic']);
    await confirm.getByRole('button', { name: 'Cook this' }).click();

    const done = page.getByRole('dialog', { name: 'Lime chicken is cooked' });
    await expect(done.getByTestId('cook-used').getByRole('listitem')).toHaveText(['0.25 lb chicken breast', '¼ lime', '½ onion', '½ head garlic']);
    await expect(done.getByTestId('cook-lacking')).toHaveCount(0);

    const left = Object.fromEntries(
      (await ok<FoodItemRow[]>(await request.get('/api/food-items'), 'food items')).map((i) => [i.name.toLowerCase(), `${Number(i.quantity)} ${i.unit}`]),
    );
    expect(left).toEqual({ 'chicken breast': '1.75 lb', limes: '1.75 item', onions: '2.5 item', garlic: '0.5 head' });
  });
});
