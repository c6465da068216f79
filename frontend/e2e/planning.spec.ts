// Planning (spec 001 §2–§9): a recipe planned for Thursday dinner and cooked takes its ingredients
// out of the inventory; the shopping list is one list for every device of a household, live.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { password, uniqueEmail } from './support/account';
import { ok } from './support/api';

/** A new account through the API, past the onboarding gate, signed in on `request`'s cookie jar. */
async function signUp(request: APIRequestContext): Promise<{ email: string }> {
  const email = uniqueEmail();
  await ok(await request.post('/api/auth/email/signup', { data: { email, password, firstName: 'Ada', lastName: 'Planner' } }), 'sign-up');
  await ok(
    await request.post('/api/onboarding/complete', {
      data: {
        preferences: {
          storageAreasEnabled: ['Refrigerator', 'Pantry'],
          householdSize: 2,
          cookingSkillLevel: 'beginner',
          preferredUnits: 'imperial',
          expirationAlertDays: 3,
        },
        customStorageAreas: [],
        selectedCommonItems: [],
      },
    }),
    'onboarding',
  );
  return { email };
}

interface FoodItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
}

/** This week's Thursday and Friday as the browser's (and this machine's) local calendar dates. */
function thisWeek(): { thursday: string; friday: string } {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const day = (offset: number) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { thursday: iso(day(3)), friday: iso(day(4)) };
}

test.describe('meal planner', () => {
  test('plans a recipe for Thursday dinner, cooks it, and the inventory drops', async ({ page }) => {
    const request = page.request;
    await signUp(request);

    const recipeAnswer = await request.post('/api/recipes', {
      data: {
        title: 'Garlic chicken',
        servings: 2,
        prepTime: 10,
        cookTime: 25,
        ingredients: ['1 lb chicken thighs', '4 cloves garlic', '1 cup rice'],
        instructions: ['Brown the chicken.', 'Add the garlic.', 'Serve over rice.'],
      },
    });
    const recipe = await ok<{ id: string; title: string }>(recipeAnswer, 'POST /api/recipes');

    const locations = await ok<{ id: string; name: string }[]>(await request.get('/api/storage-locations'), 'storage locations');
    const fridge = locations.find((l) => /fridge|refrigerator/i.test(l.name)) ?? locations[0];
    await ok(
      await request.post('/api/food-items', { data: { name: 'Chicken thighs', quantity: '3', unit: 'lb', storageLocationId: fridge.id } }),
      'add chicken',
    );
    const chickenBefore = async () =>
      (await ok<FoodItemRow[]>(await request.get('/api/food-items'), 'food items')).find((item) => item.name === 'Chicken thighs');
    expect((await chickenBefore())?.quantity).toBe('3');

    // Plan it from the Thursday dinner slot of this week.
    const { thursday } = thisWeek();
    await page.goto('/meal-planner');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
    await expect(page.getByTestId('week-grid').getByRole('columnheader')).toHaveCount(7);
    const slot = page.locator(`[data-slot="${thursday}:dinner"]`);
    await slot.getByRole('button', { name: /^Add dinner on Thursday/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Schedule Meal' });
    await dialog.getByRole('searchbox', { name: 'Search your cookbook' }).fill('garlic');
    await dialog.getByRole('button', { name: /Garlic chicken/ }).click();
    await expect(dialog.getByText('Add this recipe to your meal plan calendar')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Recipe' })).toHaveValue('Garlic chicken');
    await dialog.getByRole('button', { name: 'Schedule Meal' }).click();
    await expect(page.getByText('Meal scheduled', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Garlic chicken scheduled for dinner on Thursday/)).toBeVisible();

    const card = slot.getByRole('article', { name: 'Garlic chicken' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/1\/3|available/).first()).toBeVisible();
    const plans = await ok<{ recipeId: string; date: string; mealType: string }[]>(await request.get('/api/meal-plans'), 'meal plans');
    // a slot plans for the household (householdSize 2 at onboarding), not for 1
    expect(plans).toEqual([expect.objectContaining({ recipeId: recipe.id, date: thursday, mealType: 'dinner', servings: 2 })]);

    // Cook it: a summary first, then what was taken and what was lacking.
    await card.getByRole('button', { name: 'Actions for Garlic chicken' }).click();
    await page.getByRole('menuitem', { name: 'Cook this' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cook Garlic chicken?' });
    await expect(confirm.getByText(/for 2 servings/)).toBeVisible();
    // the summary is the cook plan itself: what the result then says, word for word
    // the preview loads after the dialog opens: wait for its lists rather than read them at once
    const previewUsed = ['1 lb chicken thighs'];
    const previewLacking = ['4 cloves garlic', '1 cup rice'];
    await expect(confirm.getByTestId('cook-preview-used').getByRole('listitem')).toHaveText(previewUsed);
    await expect(confirm.getByTestId('cook-preview-lacking').getByRole('listitem')).toHaveText(previewLacking);
    await confirm.getByRole('button', { name: 'Cook this' }).click();
    const done = page.getByRole('dialog', { name: 'Garlic chicken is cooked' });
    await expect(done.getByTestId('cook-used').getByRole('listitem')).toHaveText(previewUsed);
    await expect(done.getByTestId('cook-lacking').getByRole('listitem')).toHaveText(previewLacking);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('Cooked')).toBeVisible();

    // A phone gets one day at a time, without horizontal scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('group', { name: 'Day of the week' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Two servings of a two-serving recipe take the recipe's pound of the three.
    await expect.poll(async () => Number((await chickenBefore())?.quantity)).toBeLessThan(3);
    expect(Number((await chickenBefore())?.quantity)).toBeCloseTo(2, 5);
  });

  test('moves a meal with the keyboard, and by dragging it', async ({ page }) => {
    const request = page.request;
    await signUp(request);
    const recipeAnswer = await request.post('/api/recipes', { data: { title: 'Lentil soup', ingredients: ['1 cup lentils'], instructions: ['Simmer.'] } });
    const recipe = await ok<{ id: string }>(recipeAnswer, 'POST /api/recipes');
    const { thursday, friday } = thisWeek();
    await ok(await request.post('/api/meal-plans', { data: { recipeId: recipe.id, date: thursday, mealType: 'dinner' } }), 'plan');

    await page.goto('/meal-planner');
    const actions = page.locator(`[data-slot="${thursday}:dinner"]`).getByRole('button', { name: 'Actions for Lentil soup' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move…' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move Lentil soup' });
    await dialog.getByRole('combobox', { name: 'Meal type' }).selectOption('lunch');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.locator(`[data-slot="${thursday}:lunch"]`).getByRole('article', { name: 'Lentil soup' })).toBeVisible();
    await expect(page.locator(`[data-slot="${thursday}:lunch"]`).getByRole('button', { name: 'Actions for Lentil soup' })).toBeFocused();
    await expect
      .poll(async () => (await ok<{ mealType: string }[]>(await request.get('/api/meal-plans'), 'meal plans'))[0].mealType)
      .toBe('lunch');

    // With a pointer, the card is dragged to another day's slot.
    const target = page.locator(`[data-slot="${friday}:breakfast"]`);
    await page.locator(`[data-slot="${thursday}:lunch"]`).getByRole('article', { name: 'Lentil soup' }).dragTo(target);
    await expect(target.getByRole('article', { name: 'Lentil soup' })).toBeVisible();
    await expect
      .poll(async () => (await ok<{ date: string; mealType: string }[]>(await request.get('/api/meal-plans'), 'meal plans'))[0])
      .toMatchObject({ date: friday, mealType: 'breakfast' });
  });
});

test.describe('shopping list', () => {
  test('an entry checked on one device shows checked on another device of the same user without a reload', { tag: '@two-devices' }, async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const { email } = await signUp(first.request);
      await ok(await second.request.post('/api/auth/email/login', { data: { email, password } }), 'log-in on the second device');
      await ok(await first.request.post('/api/shopping-list/items', { data: { ingredient: 'Milk', quantity: '1', unit: 'gal' } }), 'add milk');

      const phone = await first.newPage();
      const laptop = await second.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      for (const page of [phone, laptop]) {
        await page.goto('/shopping-list');
        await expect(page.getByRole('checkbox', { name: 'Milk, 1 gal' })).not.toBeChecked();
      }
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await waitForLiveUpdates(laptop, first.request);

      await phone.getByRole('checkbox', { name: 'Milk, 1 gal' }).click();
      await expect(phone.getByRole('button', { name: /In the basket/ })).toBeVisible();

      // On the other device, without a reload: Milk leaves the list for the basket, checked.
      const basket = laptop.getByTestId('basket');
      await expect(basket).toBeVisible();
      await basket.getByRole('button', { name: /In the basket/ }).click();
      await expect(basket.getByRole('checkbox', { name: 'Milk, 1 gal' })).toBeChecked();
      expect(
        (await ok<{ ingredient: string; isChecked: boolean }[]>(await second.request.get('/api/shopping-list/items'), 'list')).find(
          (item) => item.ingredient === 'Milk',
        )?.isChecked,
      ).toBe(true);

      // And the other way round: a quick add on the laptop appears on the phone.
      await laptop.getByRole('textbox', { name: 'Add an item' }).fill('2 lb chicken');
      await laptop.getByRole('textbox', { name: 'Add an item' }).press('Enter');
      await expect(phone.getByRole('checkbox', { name: 'chicken, 2 lb' })).toBeVisible();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

/**
 * The socket connects after the page has rendered; an event sent before it joined the household's
 * room would be lost. Adds a marker entry until the page shows it through the socket.
 */
async function waitForLiveUpdates(page: Page, request: APIRequestContext): Promise<void> {
  await expect(async () => {
    await ok(await request.post('/api/shopping-list/items', { data: { ingredient: 'Bread' } }), 'add bread');
    await expect(page.getByRole('checkbox', { name: /^Bread/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
