import type { FoodItem, MealPlan, StorageLocation } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppOutbox } from '@/lib/offline';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { plannableLeftovers } from '../components/leftover-choices';
import { garlicChicken, lentilSoup, mealPlan } from '../test/fixtures';
import { MealPlannerPage } from './meal-planner-page';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { lot } from '@/test/food-item-fixture';

// "Today" is Wednesday 5 March 2025, in the browser's own calendar.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 5, 9, 30));
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: 1280 >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  vi.useRealTimers();
});

const location = (id: string, name: string, icon: string): StorageLocation => ({ id, name, icon, sortOrder: 0, itemCount: 0 });
const pantry = location('30000000-0000-4000-8000-000000000001', 'Pantry', 'pantry');
const fridge = location('30000000-0000-4000-8000-000000000002', 'Refrigerator', 'refrigerator');
const freezer = location('30000000-0000-4000-8000-000000000003', 'Freezer', 'freezer');

function leftoverItem(overrides: Partial<FoodItem> = {}): FoodItem {
  return lot('40000000-0000-4000-8000-000000000001', {
    name: 'Leftover Garlic chicken',
    quantity: '3',
    unit: 'servings',
    storageLocationId: fridge.id,
    expirationDate: '2025-03-08',
    foodCategory: 'Leftovers',
    addedAt: '2025-03-05T09:00:00.000Z',
    foodKey: `leftover:${garlicChicken.id}`,
    kind: 'leftover',
    recipeId: garlicChicken.id,
    ...overrides,
  });
}

function renderPlanner(plans: MealPlan[], routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/meal-plans?limit=100': { status: 200, body: plans },
    '/api/recipes?limit=25': { status: 200, body: [garlicChicken, lentilSoup] },
    '/api/user/preferences': { status: 200, body: { householdSize: 2 } },
    '/api/storage-locations': { status: 200, body: [pantry, fridge, freezer] },
    ...routes,
  });
  const user = userEvent.setup();
  return { ...renderWithProviders(<MealPlannerPage />), fetchMock, user };
}

const openCook = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await screen.findByTestId('week-grid');
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Cook this' }));
  return screen.getByRole('dialog', { name: `Cook ${title}?` });
};

describe('leftovers in the planner', () => {
  it('offers to save what the household will not eat, in the fridge, and sends it with Cook', async () => {
    const dinner = mealPlan({ date: '2025-03-06', servings: 5 });
    const answer = { used: [], lacking: [] };
    const leftover = leftoverItem();
    const { user, fetchMock } = renderPlanner([dinner], {
      [`GET /api/meal-plans/${dinner.id}/cook-preview`]: { status: 200, body: { mealPlan: dinner, ...answer } },
      [`POST /api/meal-plans/${dinner.id}/cook`]: { status: 200, body: { mealPlan: { ...dinner, cookedAt: '2025-03-05T09:31:00.000Z' }, ...answer, leftover } },
    });
    const dialog = await openCook(user, 'Garlic chicken');
    const save = within(dialog).getByRole('switch', { name: 'Save leftovers' });
    // 5 planned, a household of 2: 3 servings left, and the fridge before the freezer (the pantry is no place for them)
    await waitFor(() => expect(save).toBeChecked());
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings left' })).toHaveValue(3);
    const place = within(dialog).getByRole('combobox', { name: 'Keep in' });
    await waitFor(() => expect(place).toHaveValue(fridge.id));
    expect(within(place).getAllByRole('option').map((o) => o.textContent)).toEqual(['Refrigerator', 'Freezer']);
    await user.selectOptions(place, freezer.id);
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Servings left' }));
    // no number of servings, no cooking: the leftovers would silently be lost
    expect(within(dialog).getByRole('button', { name: 'Cook this' })).toBeDisabled();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Servings left' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));

    const done = await screen.findByRole('dialog', { name: 'Garlic chicken is cooked' });
    expect(within(done).getByTestId('cook-leftover')).toHaveTextContent('Leftover Garlic chicken: 3 servings in the Refrigerator');
    expect(requestsTo(fetchMock, 'POST', `/api/meal-plans/${dinner.id}/cook`)).toEqual([{ leftovers: { servings: 2, storageLocationId: freezer.id } }]);
  });

  it('offline, Cook with leftovers is queued as "Cook Garlic chicken", the meal shows cooked and the toast says when it is saved', async () => {
    const dinner = mealPlan({ date: '2025-03-06', servings: 5 });
    const { user, fetchMock } = renderPlanner([dinner], {
      [`GET /api/meal-plans/${dinner.id}/cook-preview`]: { status: 200, body: { mealPlan: dinner, used: [], lacking: [] } },
    });
    const dialog = await openCook(user, 'Garlic chicken');
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Save leftovers' })).toBeChecked());
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Keep in' })).toHaveValue(fridge.id));
    const offline = goOffline();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));

      expect(await screen.findByText('Garlic chicken is marked cooked')).toBeInTheDocument();
      expect(screen.getByText('Saved on this device: the ingredients are taken and the leftovers put away when you reconnect.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('article', { name: 'Garlic chicken' })).toHaveTextContent('Cooked');
      expect(offline.queued()).toEqual([
        { method: 'POST', path: `/api/meal-plans/${dinner.id}/cook`, body: { leftovers: { servings: 3, storageLocationId: fridge.id } }, label: 'Cook Garlic chicken' },
      ]);
      expect(requestsTo(fetchMock, 'POST', `/api/meal-plans/${dinner.id}/cook`)).toEqual([]);
      expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
    } finally {
      resetAppOutbox();
    }
  });

  it('saves nothing by default when the plan feeds just the household', async () => {
    const dinner = mealPlan({ date: '2025-03-06', servings: 2 });
    const answer = { used: [], lacking: [] };
    const { user, fetchMock } = renderPlanner([dinner], {
      [`GET /api/meal-plans/${dinner.id}/cook-preview`]: { status: 200, body: { mealPlan: dinner, ...answer } },
      [`POST /api/meal-plans/${dinner.id}/cook`]: { status: 200, body: { mealPlan: { ...dinner, cookedAt: '2025-03-05T09:31:00.000Z' }, ...answer } },
    });
    const dialog = await openCook(user, 'Garlic chicken');
    expect(within(dialog).getByRole('switch', { name: 'Save leftovers' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));
    await screen.findByRole('dialog', { name: 'Garlic chicken is cooked' });
    expect(requestsTo(fetchMock, 'POST', `/api/meal-plans/${dinner.id}/cook`)).toEqual([{}]);
  });

  it('a slot planned on a leftover eats it: no ingredients, no leftovers to save', async () => {
    const leftover = leftoverItem();
    const slot = mealPlan({
      date: '2025-03-06',
      mealType: 'lunch',
      servings: 2,
      leftover: { id: leftover.id, name: leftover.name, quantity: '3', unit: 'servings', expirationDate: '2025-03-08' },
      recipe: { title: 'Garlic chicken', prepTime: '10', cookTime: '25', servings: 2, availableCount: 3, ingredientCount: 3 },
    });
    const used = [{ ingredient: leftover.name, foodItemName: leftover.name, quantity: '2', unit: 'servings', amount: '2 servings of Leftover Garlic chicken' }];
    const { user } = renderPlanner([slot], {
      [`GET /api/meal-plans/${slot.id}/cook-preview`]: { status: 200, body: { mealPlan: slot, used, lacking: [] } },
    });
    await screen.findByTestId('week-grid');
    expect(screen.getByTitle('From Leftover Garlic chicken')).toHaveTextContent('Leftover');
    const dialog = await openCook(user, 'Garlic chicken');
    expect(within(dialog).getByText("Eats Leftover Garlic chicken instead of cooking: the recipe's ingredients stay in the inventory.")).toBeInTheDocument();
    expect(await within(dialog).findByText('2 servings of Leftover Garlic chicken')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Save leftovers' })).not.toBeInTheDocument();
  });

  it("the picker offers the household's leftovers first and plans eating one", async () => {
    const leftover = leftoverItem();
    const created = mealPlan({ date: '2025-03-07', mealType: 'lunch', servings: 2 });
    const { user, fetchMock } = renderPlanner([], {
      [foodItemsFirstPageUrl]: { status: 200, body: [leftover, leftoverItem({ id: '40000000-0000-4000-8000-000000000002', recipeId: null, name: 'Leftover mystery stew' })] },
      'POST /api/meal-plans': { status: 201, body: created },
    });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Add lunch on Friday, March 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Meal' });
    const choices = await within(dialog).findByRole('list', { name: 'Leftovers to use up' });
    // one whose recipe was deleted cannot be planned
    expect(within(choices).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('Leftover Garlic chicken')]);
    expect(within(choices).getByRole('button')).toHaveTextContent('3 servings left · use by Saturday, March 8');
    await user.click(within(choices).getByRole('button'));
    expect(within(dialog).getByRole('textbox', { name: 'Recipe' })).toHaveValue('Leftover Garlic chicken');
    // as many servings as the household eats, at most what is left
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(2));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));
    await screen.findByText('Meal scheduled');
    expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([
      { recipeId: garlicChicken.id, date: '2025-03-07', mealType: 'lunch', servings: 2, leftoverItemId: leftover.id },
    ]);
  });

  it('plannableLeftovers: leftovers with a recipe, soonest first', () => {
    const later = leftoverItem({ id: 'b', expirationDate: '2025-04-01' });
    const sooner = leftoverItem({ id: 'a', expirationDate: '2025-03-06' });
    const food = leftoverItem({ id: 'c', kind: 'food', recipeId: null });
    expect(plannableLeftovers([later, food, sooner]).map((i) => i.id)).toEqual(['a', 'b']);
  });
});
