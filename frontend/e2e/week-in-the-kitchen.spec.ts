// Issue 16 "Done when": a week in the kitchen, on two devices of one household. Onboarding stocks
// chicken breast; the Add Food dialog, the chef and the shopping list's put-away add more, and all
// of it is ONE card in the Refrigerator (onboarding, the chef and put-away date chicken by the same
// shelf-life rule, so they are one lot; a lot bought with another date is a second); the card is edited (unit and expiry) and moved
// to the Freezer, which re-dates it; a planner slot plans a 4-serving recipe for the household of
// 3; Cook's summary is its result and the inventory drops by exactly ¾ of the recipe; nutrition
// counts every item. Device B watches each step without a reload.
import { expect, test, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { completeOnboarding, signUp } from './support/household';

const HOUSEHOLD_SIZE = 3;
const RECIPE = {
  title: 'Week-night chicken and rice',
  servings: 4,
  // every line is on hand; at 3 of 4 servings: 0.75 lb chicken, 1.5 onions, 3 eggs, 0.75 lb rice
  ingredients: ['1 lb chicken breast', '2 onions', '4 eggs', '1 lb rice'],
};
// Common items whose amounts all have a weight, so nutrition can count every one of them.
const COMMON_ITEMS = ['Chicken Breast', 'Onions', 'Eggs', 'Rice', 'Milk', 'Butter'];

interface FoodItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  storageLocationId: string | null;
  expirationDate: string | null;
  foodKey?: string | null;
  addedAt: string;
  version: number;
}

interface Merge {
  outcome: 'created' | 'merged' | 'new-lot';
  message: string;
}

interface CookAnswer {
  used: { ingredient: string; foodItemName: string; quantity: string; unit: string; amount: string }[];
  lacking: string[];
}

/** An API answer or a page's network response: both read the same way. */
type Answer = Pick<APIResponse, 'ok' | 'status' | 'text' | 'json'>;

async function ok<T>(response: Answer, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const foodItems = async (request: APIRequestContext) => ok<FoodItemRow[]>(await request.get('/api/food-items'), 'GET /api/food-items');

/** yyyy-MM-dd of today on this machine's calendar (the browser runs on the same one). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 2 decimals at most, no trailing zeros: how the app writes a computed amount ("5.25", "84"). */
const plain = (value: number) => String(Math.round(value * 100) / 100);

/** Pounds of a chicken lot: the only units this journey gives chicken are lb and oz. */
function inPounds(row: Pick<FoodItemRow, 'quantity' | 'unit'>): number {
  if (row.unit === 'lb') return Number(row.quantity);
  if (row.unit === 'oz') return Number(row.quantity) / 16;
  throw new Error(`unexpected unit ${row.unit} for ${row.quantity}`);
}

/** How many pieces a counted lot holds (onions, eggs: stored as items by onboarding). */
function count(row: Pick<FoodItemRow, 'quantity' | 'unit'>): number {
  if (row.unit !== 'item') throw new Error(`unexpected unit ${row.unit} for ${row.quantity}`);
  return Number(row.quantity);
}

/** The lots of one card in the order the app takes (and lists) them: earliest expiry, then oldest. */
function inUseOrder(lots: readonly FoodItemRow[]): FoodItemRow[] {
  return [...lots].sort((a, b) => {
    if (a.expirationDate !== b.expirationDate) {
      if (a.expirationDate === null) return 1;
      if (b.expirationDate === null) return -1;
      return a.expirationDate < b.expirationDate ? -1 : 1;
    }
    return Date.parse(a.addedAt) - Date.parse(b.addedAt);
  });
}

const amountText = (quantity: string, unit: string) => (unit === 'item' ? `${quantity} ${quantity === '1' ? 'item' : 'items'}` : `${quantity} ${unit}`);

/** The card's total, in its first lot's unit ("6 lb", then "96 oz" once that lot is in ounces). */
function cardTotal(lots: readonly FoodItemRow[]): string {
  const [first] = inUseOrder(lots);
  const pounds = lots.reduce((sum, lot) => sum + inPounds(lot), 0);
  return amountText(plain(first.unit === 'oz' ? pounds * 16 : pounds), first.unit);
}

/** The card's lots line: "1 lb expires tomorrow, 2 lb in 2, 2 lb in 3" (issue 16's wording). */
function lotsLine(lots: readonly FoodItemRow[], today: string): string {
  let sawDated = false;
  return inUseOrder(lots)
    .map((lot) => {
      expect(lot.expirationDate, `lot ${lot.id} has a date`).not.toBeNull();
      const days = daysBetween(today, lot.expirationDate as string);
      expect(days, `lot ${lot.id} is not expired`).toBeGreaterThanOrEqual(0);
      const short = sawDated;
      sawDated = true;
      const phrase =
        days === 0 ? (short ? 'today' : 'expires today') : days === 1 ? (short ? 'tomorrow' : 'expires tomorrow') : short ? `in ${days}` : `expires in ${days} days`;
      return `${amountText(lot.quantity, lot.unit)} ${phrase}`;
    })
    .join(', ');
}

/** A food card shows the lots' total and, with several lots, each lot and its expiry. */
async function expectCardShows(card: Locator, lots: readonly FoodItemRow[], today: string): Promise<void> {
  const total = escapeRegExp(cardTotal(lots));
  if (lots.length > 1) {
    await expect(card).toContainText(new RegExp(`(?:^|[^\\d.])${total} · ${lots.length} lots`));
    await expect(card.getByTestId('lots')).toHaveText(lotsLine(lots, today));
  } else {
    await expect(card).toContainText(new RegExp(`(?:^|[^\\d.])${total}`));
    await expect(card.getByTestId('lots')).toHaveCount(0);
  }
}

const chickenCard = (page: Page) => page.getByRole('article', { name: /chicken breast/i });

async function openCardMenu(page: Page, card: Locator, choice: string): Promise<void> {
  await card.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: choice }).click();
}

/** The chef's streamed reply (`data: {"content":"…"}` lines, then `data: [DONE]`) as one text. */
function streamedText(body: string): string {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => (JSON.parse(line.slice('data: '.length)) as { content?: string }).content ?? '')
    .join('');
}

test('a week in the kitchen: one chicken card from four paths, edited, frozen, planned, cooked and counted; device B follows live', { tag: '@two-devices' }, async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await browser.newContext();
  const b = await browser.newContext();
  try {
    const today = localToday();

    // ── 1. Onboarding (API): a household of 3 with a Refrigerator, a Freezer and a Pantry, stocked
    // with common items including Chicken Breast. B signs up and joins the household.
    await signUp(a.request, 'week-a', 'Alice');
    const onboarded = await ok<{ foodItemsCreated: number; failedItems: string[] }>(
      await a.request.post('/api/onboarding/complete', {
        data: {
          preferences: {
            storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry'],
            householdSize: HOUSEHOLD_SIZE,
            cookingSkillLevel: 'intermediate',
            preferredUnits: 'imperial',
            expirationAlertDays: 3,
          },
          customStorageAreas: [],
          selectedCommonItems: COMMON_ITEMS,
        },
      }),
      'onboarding',
    );
    expect(onboarded).toMatchObject({ foodItemsCreated: COMMON_ITEMS.length, failedItems: [] });
    await signUp(b.request, 'week-b', 'Bob');
    await completeOnboarding(b.request, ['Counter']);
    const { inviteCode } = await ok<{ inviteCode: string }>(await a.request.post('/api/household/invite'), 'invite');
    await ok(await b.request.post('/api/household/join', { data: { code: inviteCode } }), 'join');

    const locations = await ok<{ id: string; name: string }[]>(await a.request.get('/api/storage-locations'), 'storage locations');
    const fridge = locations.find((l) => l.name === 'Refrigerator');
    const freezer = locations.find((l) => l.name === 'Freezer');
    expect(fridge, 'onboarding made a Refrigerator').toBeDefined();
    expect(freezer, 'onboarding made a Freezer').toBeDefined();
    const fridgeId = fridge!.id;
    const freezerId = freezer!.id;

    const onboardedChicken = (await foodItems(a.request)).filter((row) => /chicken/i.test(row.name));
    expect(onboardedChicken).toEqual([expect.objectContaining({ name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId })]);
    const chickenKey = onboardedChicken[0].foodKey;
    expect(chickenKey, 'the onboarded chicken has a food key').toBeTruthy();
    const chickenRows = async () => (await foodItems(a.request)).filter((row) => row.foodKey === chickenKey);

    const recipe = await ok<{ id: string }>(
      await a.request.post('/api/recipes', { data: { ...RECIPE, prepTime: 10, cookTime: 25, instructions: ['Cook the rice.', 'Brown the chicken and onions.', 'Stir in the eggs.'] } }),
      'POST /api/recipes',
    );

    // Device B opens its Refrigerator and its planner first, so both are live before anything changes.
    const bob = await b.newPage();
    await bob.goto('/storage/refrigerator');
    await expect(bob.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible({ timeout: 20_000 });
    await expectCardShows(chickenCard(bob), onboardedChicken, today);
    const bobPlanner = await b.newPage();
    await bobPlanner.goto('/meal-planner');
    await expect(bobPlanner.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible({ timeout: 20_000 });

    // ── 2. The same chicken by three more paths.
    // (a) The Add Food dialog: search, pick the USDA food; the server names it "Chicken breast".
    const alice = await a.newPage();
    await alice.goto('/storage/refrigerator');
    await expect(alice.getByRole('heading', { level: 1, name: 'Refrigerator' })).toBeVisible({ timeout: 20_000 });
    await alice.getByRole('banner').getByRole('button', { name: 'Add Food' }).click();
    const addDialog = alice.getByRole('dialog', { name: 'Add Food to Inventory' });
    await addDialog.getByRole('searchbox', { name: 'Search food' }).fill('chicken breast');
    await addDialog.getByRole('region', { name: 'Search results' }).getByRole('button', { name: /breast.*raw/i }).first().click();
    await expect(addDialog.getByRole('combobox', { name: 'Storage location' })).toHaveValue(fridgeId);
    await addDialog.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await addDialog.getByLabel('Unit').fill('lb');
    const dialogAdd = alice.waitForResponse((r) => r.url().endsWith('/api/food-items') && r.request().method() === 'POST');
    await addDialog.getByRole('button', { name: 'Add to Inventory' }).click();
    const picked = await ok<FoodItemRow & { merge: Merge }>(await dialogAdd, 'the dialog add');
    expect(picked).toMatchObject({ name: 'Chicken breast', foodKey: chickenKey, storageLocationId: fridgeId, unit: 'lb' });
    expect(['merged', 'new-lot']).toContain(picked.merge.outcome);
    // the dialog repeats the inventory's own sentence ("Added 1 lb to Chicken breast in the Refrigerator …")
    expect(picked.merge.message).toMatch(/^Added 1 lb to Chicken breast in the Refrigerator/);
    await expect(alice.getByText(picked.merge.message, { exact: true }).first()).toBeVisible();
    await expect(addDialog).toBeHidden({ timeout: 10_000 });

    // (b) The chef: "add 2 lb chicken to the fridge" finds the household's chicken breast.
    const chat = await a.request.post('/api/chat', { data: { message: 'add 2 lb chicken to the fridge' } });
    expect(chat.ok(), `POST /api/chat answered ${chat.status()}`).toBe(true);
    expect(streamedText(await chat.text())).toContain('Added 2 lb to Chicken breast in the Refrigerator');

    // (c) The shopping list: "2 lb chicken" bought and put away in the fridge.
    const entry = await ok<{ id: string }>(await a.request.post('/api/shopping-list/items', { data: { ingredient: 'chicken', quantity: '2', unit: 'lb' } }), 'add to the list');
    const putAway = await ok<{ putAway: { merge: Merge }[] }>(
      await a.request.post('/api/shopping-list/purchase', { data: { itemIds: [entry.id], storageLocationId: fridgeId } }),
      'put away',
    );
    expect(putAway.putAway).toHaveLength(1);
    expect(putAway.putAway[0].merge.message).toMatch(/^Added 2 lb to Chicken breast in the Refrigerator/);
    // one shelf-life rule for every path: what was put away is more of the onboarded lot, not a lot of its own
    expect(putAway.putAway[0]).toMatchObject({ foodItemId: onboardedChicken[0].id, merge: { outcome: 'merged' } });

    // (d) A pack bought with a later date on it: another lot of the same card.
    const laterDate = new Date(Date.parse(`${onboardedChicken[0].expirationDate as string}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const laterLot = await ok<FoodItemRow & { merge: Merge }>(
      await a.request.post('/api/food-items', { data: { name: 'Chicken breast', quantity: '1', unit: 'lb', storageLocationId: fridgeId, expirationDate: laterDate } }),
      'a lot with its own date',
    );
    expect(laterLot).toMatchObject({ foodKey: chickenKey, expirationDate: laterDate, merge: { outcome: 'new-lot' } });

    // Five adds, one food in one place: every row is a lot of the same card, 1 + 1 + 2 + 2 + 1 lb.
    let chicken = await chickenRows();
    const everyChickenRow = (await foodItems(a.request)).filter((row) => /chicken/i.test(row.name));
    expect(everyChickenRow.map((row) => row.id).sort()).toEqual(chicken.map((row) => row.id).sort());
    expect(new Set(chicken.map((row) => row.name))).toEqual(new Set(['Chicken breast']));
    expect(new Set(chicken.map((row) => row.storageLocationId))).toEqual(new Set([fridgeId]));
    expect(chicken.length, 'the adds with other expiries are lots of the card').toBeGreaterThanOrEqual(2);
    expect(chicken.reduce((sum, row) => sum + inPounds(row), 0)).toBeCloseTo(7, 5);
    // Device B, live: ONE chicken card in its Refrigerator, with the total and each lot.
    await expect(chickenCard(bob)).toHaveCount(1);
    await expectCardShows(chickenCard(bob), chicken, today);

    // ── 3. Edit on device A: the earliest lot goes from lb to oz (converted by the server) and
    // expires today.
    const aliceChicken = chickenCard(alice);
    await expect(aliceChicken).toHaveCount(1);
    const [earliest] = inUseOrder(chicken);
    await openCardMenu(alice, aliceChicken, 'Edit…');
    const editDialog = alice.getByRole('dialog', { name: /^Edit chicken breast$/i });
    await expect(editDialog.getByLabel('Unit')).toHaveValue('lb');
    await editDialog.getByLabel('Unit').fill('oz');
    await expect(editDialog.getByText(new RegExp(`^${escapeRegExp(earliest.quantity)} lb becomes [\\d.]+ oz\\.$`))).toBeVisible();
    await editDialog.getByLabel('Expiration date').fill(today);
    const edited = alice.waitForResponse((r) => r.url().endsWith(`/api/food-items/${earliest.id}`) && r.request().method() === 'PATCH');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    const editedLot = await ok<FoodItemRow>(await edited, 'the edit');
    expect(editedLot).toMatchObject({ unit: 'oz', expirationDate: today });
    expect(Number(editedLot.quantity)).toBeCloseTo(Number(earliest.quantity) * 16, 5);
    await expect(alice.getByText('Chicken breast is up to date.', { exact: true })).toBeVisible();
    chicken = await chickenRows();
    expect(chicken.reduce((sum, row) => sum + inPounds(row), 0)).toBeCloseTo(7, 5);
    // B's card follows: the total now in ounces, the edited lot first, "expires today".
    await expectCardShows(chickenCard(bob), chicken, today);
    await expect(chickenCard(bob).getByTestId('lots')).toContainText(`${editedLot.quantity} oz expires today`);

    // ── 4. Move to the Freezer: B watches its Freezer (reached through the sidebar, no reload).
    const bobNav = bob.getByRole('navigation', { name: 'Main' });
    const allItems = bobNav.getByRole('button', { name: /^All Items \(\d+\)$/ });
    if ((await allItems.getAttribute('aria-expanded')) !== 'true') await allItems.click();
    await bobNav.getByRole('link', { name: 'Freezer (0)' }).click();
    await expect(bob.getByRole('heading', { level: 1, name: 'Freezer' })).toBeVisible();
    await expect(chickenCard(bob)).toHaveCount(0);

    const datesBefore = chicken.map((row) => row.expirationDate as string).sort();
    await openCardMenu(alice, aliceChicken, 'Move to…');
    const moveDialog = alice.getByRole('dialog', { name: /^Move chicken breast$/i });
    await moveDialog.getByRole('combobox').selectOption({ label: 'Freezer' });
    await expect(moveDialog.getByText(/^In Freezer it keeps until /)).toBeVisible();
    await expect(moveDialog.getByRole('checkbox', { name: /^Keep the current date/ })).not.toBeChecked();
    await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(alice.getByText('Chicken breast moved to Freezer', { exact: true })).toBeVisible();
    await expect(aliceChicken).toHaveCount(0);
    // every lot moved, re-dated from the freezer's shelf life: later than any date it had
    await expect.poll(async () => (await chickenRows()).every((row) => row.storageLocationId === freezerId)).toBe(true);
    chicken = await chickenRows();
    const frozenDates = new Set(chicken.map((row) => row.expirationDate));
    expect(frozenDates.size, 'one freezer date for every lot').toBe(1);
    // lots of one date whose units convert are one lot: the move (one request for the card) merged them
    expect(chicken, 'the re-dated lots merged').toHaveLength(1);
    const [frozenUntil] = [...frozenDates] as string[];
    expect(frozenUntil > datesBefore[datesBefore.length - 1], `${frozenUntil} is later than ${datesBefore.join(', ')}`).toBe(true);
    // B's Freezer shows the card, live, and its sidebar counts it
    await expect(chickenCard(bob)).toHaveCount(1);
    await expectCardShows(chickenCard(bob), chicken, today);
    await expect(bobNav.getByRole('link', { name: 'Freezer (1)' })).toBeVisible();

    // ── 5. Plan the recipe from today's dinner slot: the servings default to the household's 3.
    await alice.goto('/meal-planner');
    await expect(alice.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeVisible();
    const slot = alice.locator(`[data-slot="${today}:dinner"]`);
    await slot.getByRole('button', { name: /^Add dinner on / }).click();
    const schedule = alice.getByRole('dialog', { name: 'Schedule Meal' });
    await schedule.getByRole('searchbox', { name: 'Search your cookbook' }).fill(RECIPE.title);
    await schedule.getByRole('button', { name: new RegExp(escapeRegExp(RECIPE.title)) }).click();
    await expect(schedule.getByRole('textbox', { name: 'Recipe' })).toHaveValue(RECIPE.title);
    await expect(schedule.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(String(HOUSEHOLD_SIZE));
    const planned = alice.waitForResponse((r) => r.url().endsWith('/api/meal-plans') && r.request().method() === 'POST');
    await schedule.getByRole('button', { name: 'Schedule Meal' }).click();
    const plan = await ok<{ id: string; recipeId: string; date: string; mealType: string; servings: number }>(await planned, 'POST /api/meal-plans');
    expect(plan).toMatchObject({ recipeId: recipe.id, date: today, mealType: 'dinner', servings: HOUSEHOLD_SIZE });
    await expect(alice.getByText('Meal scheduled', { exact: true })).toBeVisible();
    const meal = slot.getByRole('article', { name: RECIPE.title });
    await expect(meal).toBeVisible();
    // B's planner shows the meal, live
    const bobsMeal = bobPlanner.locator(`[data-slot="${today}:dinner"]`).getByRole('article', { name: RECIPE.title });
    await expect(bobsMeal).toBeVisible();

    // ── 6. Cook this: the summary before is the result after, and the inventory drops by exactly
    // 3/4 of the recipe.
    const before = await foodItems(a.request);
    await meal.getByRole('button', { name: `Actions for ${RECIPE.title}` }).click();
    const previewed = alice.waitForResponse((r) => r.url().endsWith(`/api/meal-plans/${plan.id}/cook-preview`) && r.request().method() === 'GET');
    await alice.getByRole('menuitem', { name: 'Cook this' }).click();
    const preview = await ok<CookAnswer>(await previewed, 'cook preview');
    const confirm = alice.getByRole('dialog', { name: `Cook ${RECIPE.title}?` });
    await expect(confirm.getByText(new RegExp(`for ${HOUSEHOLD_SIZE} servings`))).toBeVisible();
    await expect(confirm.getByText(`All ${RECIPE.ingredients.length} ingredients are in your inventory.`)).toBeVisible();
    await expect(confirm.getByTestId('cook-preview-lacking')).toHaveCount(0);
    const summary = confirm.getByTestId('cook-preview-used').getByRole('listitem');
    await expect(summary).toHaveCount(preview.used.length);
    const summaryTexts = await summary.allTextContents();
    expect(summaryTexts.length).toBeGreaterThanOrEqual(RECIPE.ingredients.length);
    const cookedAnswer = alice.waitForResponse((r) => r.url().endsWith(`/api/meal-plans/${plan.id}/cook`) && r.request().method() === 'POST');
    await confirm.getByRole('button', { name: 'Cook this' }).click();
    const cooked = await ok<CookAnswer>(await cookedAnswer, 'cook');
    expect(cooked.used).toEqual(preview.used);
    expect(cooked.lacking).toEqual([]);
    const done = alice.getByRole('dialog', { name: `${RECIPE.title} is cooked` });
    await expect(done.getByTestId('cook-used').getByRole('listitem')).toHaveText(summaryTexts);
    await expect(done.getByTestId('cook-lacking')).toHaveCount(0);

    const after = await foodItems(a.request);
    const total = (rows: readonly FoodItemRow[], name: RegExp, unit: 'lb' | 'item') =>
      rows.filter((row) => name.test(row.name)).reduce((sum, row) => sum + (unit === 'lb' ? inPounds(row) : count(row)), 0);
    const expectedDrops: [RegExp, 'lb' | 'item', number][] = [
      [/^chicken breast$/i, 'lb', 0.75],
      [/^onions?$/i, 'item', 1.5],
      [/^eggs?$/i, 'item', 3],
      [/^rice$/i, 'lb', 0.75],
    ];
    for (const [name, unit, drop] of expectedDrops) {
      expect(total(before, name, unit) - total(after, name, unit), `${String(name)} dropped by ${drop} ${unit}`).toBeCloseTo(drop, 5);
    }
    // nothing else was touched
    const untouched = (rows: readonly FoodItemRow[]) =>
      rows
        .filter((row) => !expectedDrops.some(([name]) => name.test(row.name)))
        .map((row) => `${row.id} ${row.quantity} ${row.unit}`)
        .sort();
    expect(untouched(after)).toEqual(untouched(before));

    await done.getByRole('button', { name: 'Done' }).click();
    await expect(meal.getByText('Cooked')).toBeVisible();
    // B, live: the planner marks the meal cooked, and the Freezer's chicken card shows what is left
    await expect(bobsMeal.getByText('Cooked')).toBeVisible();
    chicken = await chickenRows();
    await expectCardShows(chickenCard(bob), chicken, today);

    // ── 7. Nutrition counts every item in the kitchen.
    const nutrition = await ok<{ onHand: { itemsTotal: number; itemsWithNutrition: number; coverage: number; notCounted: { name: string; reason: string }[] } }>(
      await a.request.get('/api/nutrition/summary'),
      'GET /api/nutrition/summary',
    );
    expect(nutrition.onHand.notCounted).toEqual([]);
    expect(nutrition.onHand).toMatchObject({ itemsTotal: after.length, itemsWithNutrition: after.length, coverage: 1 });
    await alice.goto('/nutrition');
    await expect(alice.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
    await expect(alice.getByTestId('nutrition-coverage')).toHaveText(after.length === 1 ? 'Counted 1 of 1 item' : `Counted all ${after.length} items`);
  } finally {
    await a.close();
    await b.close();
  }
});
