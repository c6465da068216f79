// Recipes (spec 000 §2, §4, §8; spec 001 §2–§9): one click makes a smart recipe from what the
// household has; its card scales, schedules, shops for what is missing, and takes a favorite and
// a rating; another device of the same user sees the new recipe in its cookbook live.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { password, uniqueEmail } from './support/account';
import { ok, signUpWithFood } from './support/api';

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const inDays = (n: number) => {
  const now = new Date();
  return iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + n));
};
/** A day as the Schedule dialog's calendar (the planner's) names it: the year only when not this year's. */
const longDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const thisYear = y === new Date().getFullYear();
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', ...(thisYear ? {} : { year: 'numeric' as const }) });
};

/** A new account through the API, past onboarding, with a stocked fridge. */
function signUpWithRecipeFood(request: APIRequestContext): Promise<void> {
  const food = [
    { name: 'Chicken breast', quantity: '2', unit: 'lb', expirationDate: inDays(1) },
    { name: 'Spinach', quantity: '1', unit: 'bunch', expirationDate: inDays(2) },
    { name: 'Rice', quantity: '10', unit: 'cup', expirationDate: inDays(180) },
    { name: 'Garlic', quantity: '6', unit: 'clove', expirationDate: inDays(30) },
    { name: 'Onion', quantity: '3', unit: 'item', expirationDate: inDays(20) },
  ];
  return signUpWithFood(request, 'Cook', food);
}

test.describe('recipes', () => {
  test('smart recipe: generate, scale, schedule, shop, favorite and rate; a second device sees it live', { tag: '@two-devices' }, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpWithRecipeFood(page.request);

    // A second device of the same user, already on the cookbook.
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const otherPage = await other.newPage();
    await otherPage.goto('/cookbook');
    await expect(otherPage.getByRole('heading', { name: 'No saved recipes yet' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/cookbook');
    await expect(page.getByRole('heading', { name: 'No saved recipes yet' })).toBeVisible({ timeout: 20_000 });
    const smart = page.getByRole('banner').getByRole('button', { name: 'Smart Recipe' });
    await expect(smart).toBeEnabled();
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/recipes/generate') && r.request().method() === 'POST');
    await smart.click();
    const answer = await generated;
    expect(answer.status(), `generate answered ${answer.status()}: ${await answer.text()}`).toBe(201);
    const recipe = (await answer.json()) as { id: string; title: string };

    // The success toast, then the new recipe opens in the cookbook.
    await expect(page.getByText(`🪄 ${recipe.title}`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cookbook\\?recipe=${recipe.id}$`));
    const card = page.getByRole('dialog').getByRole('article', { name: recipe.title }).or(page.getByRole('article', { name: recipe.title }));
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Ingredients/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('button', { name: /^Instructions/ })).toHaveAttribute('aria-expanded', 'true');

    // The other device got it through the socket, without reloading.
    await expect(otherPage.getByRole('button', { name: `Open ${recipe.title}` })).toBeVisible({ timeout: 15_000 });

    // Scale servings.
    const servings = card.locator('output');
    const before = Number(await servings.textContent());
    await card.getByRole('button', { name: 'More servings' }).click();
    await expect(servings).toHaveText(String(before + 1));

    // Schedule it for tomorrow.
    await card.getByRole('button', { name: 'Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Meal' });
    await expect(schedule.getByText('Add this recipe to your meal plan calendar')).toBeVisible();
    await schedule.getByRole('button', { name: 'Schedule Meal' }).click();
    await expect(schedule.getByText('Please select a date')).toBeVisible();
    const dateButton = schedule.getByRole('button', { name: 'Date', exact: true });
    await expect(dateButton).toHaveText('Pick a date');
    await dateButton.click();
    const tomorrow = inDays(1);
    if (tomorrow.slice(0, 7) !== inDays(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: longDate(tomorrow), exact: true }).click();
    const planned = page.waitForResponse((r) => r.url().endsWith('/api/meal-plans') && r.request().method() === 'POST');
    await schedule.getByRole('button', { name: 'Schedule Meal' }).click();
    expect((await planned).status()).toBe(201);
    await expect(page.getByText('Meal scheduled', { exact: true })).toBeVisible();
    await expect(schedule).toBeHidden();

    // Add what is missing to the shopping list (or learn nothing is missing).
    await card.getByRole('button', { name: 'Add to List' }).click();
    await expect(page.getByText(/^(Added to shopping list|No missing ingredients)$/)).toBeVisible();

    // Favorite and rate.
    const favorite = card.getByRole('button', { name: 'Add to favorites' });
    await favorite.click();
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: 'Rate 4 stars' }).click();
    await page.getByRole('textbox', { name: 'Comment' }).fill('Lovely weeknight dinner');
    const feedback = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await feedback).ok()).toBe(true);
    await expect(card.getByText('Thanks for rating!')).toBeVisible();

    const saved = await ok<{ id: string; isFavorite: boolean; rating: number | null }[]>(await page.request.get('/api/recipes'), 'recipes');
    expect(saved.find((r) => r.id === recipe.id)).toMatchObject({ isFavorite: true, rating: 4 });
    await other.close();
  });
});

test.describe('smart recipe from an onboarded kitchen', () => {
  test('uses what is expiring and the card says why', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail();
    await ok(await page.request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Ada', lastName: 'Cook' } }), 'sign-up');
    await ok(
      await page.request.post('/api/onboarding/complete', {
        data: {
          preferences: { storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry'], householdSize: 2, cookingSkillLevel: 'beginner', preferredUnits: 'imperial', expirationAlertDays: 3 },
          customStorageAreas: [],
          selectedCommonItems: ['Chicken Breast', 'Salmon Fillet', 'Shrimp', 'Bell Peppers', 'Broccoli', 'Carrots', 'Bread', 'Bagels', 'Tortillas', 'Cheddar Cheese', 'Cream Cheese', 'Butter', 'Pasta', 'Rice', 'Eggs', 'Onions', 'Garlic', 'Frozen Peas'],
        },
      }),
      'onboarding',
    );
    // Chicken breast and bell peppers expire in two days; everything else keeps.
    const items = await ok<{ id: string; name: string; version: number; expirationDate: string | null }[]>(await page.request.get('/api/food-items'), 'food items');
    const expiring = items.filter((item) => /chicken breast|bell pepper/i.test(item.name));
    expect(expiring, items.map((item) => item.name).join(', ')).toHaveLength(2);
    for (const item of items) {
      const expirationDate = expiring.includes(item) ? inDays(2) : inDays(20);
      await ok(await page.request.patch(`/api/food-items/${item.id}`, { data: { version: item.version, expirationDate } }), `dating ${item.name}`);
    }

    await page.goto('/cookbook');
    await expect(page.getByRole('heading', { name: 'No saved recipes yet' })).toBeVisible({ timeout: 20_000 });
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/recipes/generate') && r.request().method() === 'POST');
    await page.getByRole('banner').getByRole('button', { name: 'Smart Recipe' }).click();
    const answer = await generated;
    expect(answer.status(), await answer.text()).toBe(201);
    const recipe = (await answer.json()) as { title: string; usedIngredients: string[]; note: string | null };
    expect(recipe.usedIngredients.some((name) => /chicken breast|bell pepper/i.test(name)), `${recipe.title} uses ${recipe.usedIngredients.join(', ')}`).toBe(true);

    const card = page.getByRole('dialog').getByRole('article', { name: recipe.title });
    const why = card.getByTestId('recipe-why');
    await expect(why).toBeVisible();
    await expect(why).toContainText(/expires? in 2 days/);
    await expect(why).toContainText(/chicken breast|bell peppers?/i);
  });
});
