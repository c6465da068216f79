import type { CookMealResponse, CookRecipePreview, MealPlan } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAppOutbox } from '@/lib/offline';
import { requestsTo, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { freezer, fridge, lot, pantry } from '@/test/food-item-fixture';
import { chickenAndEggs, stockLot } from '@/test/recipe-fixture';
import { renderRecipeCard } from '@/test/render-recipe-card';

// as GET /api/recipes answers: chicken and eggs in, no chives
const recipe = chickenAndEggs([stockLot('c', 'Chicken breast', '20', 'oz'), stockLot('e', 'Eggs', '6', 'item')], {
  ingredients: ['8 oz chicken breast', '2 eggs', '1 tbsp chives'],
});

const previewUrl = (servings: number) => `/api/recipes/${recipe.id}/cook-preview?servings=${servings}`;
const preview = (servings: number): CookRecipePreview => ({
  recipeId: recipe.id,
  servings,
  date: '2025-03-05',
  mealType: 'lunch',
  used: [
    { ingredient: `${servings * 4} oz chicken breast`, foodItemName: 'Chicken breast', quantity: String(servings * 4), unit: 'oz', amount: `${servings * 4} oz chicken breast` },
    { ingredient: `${servings} eggs`, foodItemName: 'Eggs', quantity: String(servings), unit: 'item', amount: `${servings} eggs` },
  ],
  lacking: [`${servings / 2} tbsp chives`],
});

const cookedPlan: MealPlan = {
  id: '10000000-0000-4000-8000-000000000001',
  householdId: 'h1',
  userId: 'u1',
  recipeId: recipe.id,
  date: '2025-03-05',
  mealType: 'lunch',
  servings: 4,
  notes: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  cookedAt: '2025-03-05T12:00:00.000Z',
  leftover: null,
  recipe: { title: recipe.title, prepTime: '10', cookTime: '20', servings: 2, availableCount: 2, ingredientCount: 3 },
};

const leftover = lot('40000000-0000-4000-8000-000000000001', {
  name: 'Leftover Chicken and eggs',
  quantity: '2',
  unit: 'servings',
  storageLocationId: fridge.id,
  foodCategory: 'Leftovers',
  foodKey: `leftover:${recipe.id}`,
  kind: 'leftover',
  recipeId: recipe.id,
});

const renderCard = (routes: Record<string, RouteHandler> = {}) =>
  renderRecipeCard(recipe, {
    planner: true,
    routes: {
      '/api/storage-locations': { status: 200, body: [pantry, fridge, freezer] },
      [previewUrl(2)]: { status: 200, body: preview(2) },
      [previewUrl(3)]: { status: 200, body: preview(3) },
      [previewUrl(4)]: { status: 200, body: preview(4) },
      ...routes,
    },
  });

const openCook = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Cook' }));
  return screen.findByRole('dialog', { name: 'Cook Chicken and eggs?' });
};

describe('Cook from the cookbook (issue 21)', () => {
  it("cooks at the card's servings with leftovers and shows what was taken and saved", async () => {
    const answer: CookMealResponse = { mealPlan: cookedPlan, used: preview(4).used, lacking: preview(4).lacking, leftover };
    const { user, fetchMock } = renderCard({ [`POST /api/recipes/${recipe.id}/cook`]: { status: 200, body: answer } });
    // the card scaled to 4 servings: Cook starts there
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    const dialog = await openCook(user);
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings cooked' })).toHaveValue(4);
    expect(await within(dialog).findByTestId('cook-preview-used')).toHaveTextContent('16 oz chicken breast');
    expect(within(dialog).getByTestId('cook-preview-lacking')).toHaveTextContent('2 tbsp chives');
    expect(within(dialog).getByText('2 of 3 ingredients are in your inventory; the rest will be listed as lacking.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Recorded as today's lunch\./)).toBeInTheDocument();
    // 4 cooked for a household of 2: 2 servings left, in the fridge
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Save leftovers' })).toBeChecked());
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings left' })).toHaveValue(2);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Keep in' })).toHaveValue(fridge.id));
    await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));

    const done = await screen.findByRole('dialog', { name: 'Chicken and eggs is cooked' });
    expect(within(done).getByTestId('cook-used')).toHaveTextContent('4 eggs');
    expect(within(done).getByTestId('cook-leftover')).toHaveTextContent('Leftover Chicken and eggs: 2 servings in the Refrigerator');
    expect(within(done).getByTestId('cook-lacking')).toHaveTextContent('2 tbsp chives');
    expect(requestsTo(fetchMock, 'POST', `/api/recipes/${recipe.id}/cook`)).toEqual([{ servings: 4, leftovers: { servings: 2, storageLocationId: fridge.id } }]);
  });

  it('previews again for the servings typed, and will not cook without a whole number', async () => {
    const { user, fetchMock } = renderCard({ [`POST /api/recipes/${recipe.id}/cook`]: { status: 200, body: { mealPlan: { ...cookedPlan, servings: 3 }, used: [], lacking: [], leftover: null } } });
    const dialog = await openCook(user);
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings cooked' });
    expect(servings).toHaveValue(2);
    // 2 for a household of 2: nothing left over by default
    expect(within(dialog).getByRole('switch', { name: 'Save leftovers' })).not.toBeChecked();
    await user.clear(servings);
    expect(within(dialog).getByText('Enter a whole number of servings from 1 to 100.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cook this' })).toBeDisabled();
    await user.type(servings, '3');
    expect(await within(dialog).findByText('12 oz chicken breast')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url))).toContain(previewUrl(3));
    // the suggestion follows the servings: 3 for a household of 2 leaves 1
    expect(within(dialog).getByRole('switch', { name: 'Save leftovers' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Servings left' })).toHaveValue(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));
    await screen.findByRole('dialog', { name: 'Chicken and eggs is cooked' });
    expect(requestsTo(fetchMock, 'POST', `/api/recipes/${recipe.id}/cook`)).toEqual([{ servings: 3, leftovers: { servings: 1, storageLocationId: fridge.id } }]);
  });

  it('offline, the cook is queued as "Cook Chicken and eggs" and the toast says when it is saved', async () => {
    const { user, fetchMock } = renderCard();
    const dialog = await openCook(user);
    await within(dialog).findByTestId('cook-preview-used');
    const offline = goOffline();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));
      expect(await screen.findByText('Chicken and eggs is marked cooked')).toBeInTheDocument();
      expect(screen.getByText('Saved on this device: the meal and what it takes are recorded when you reconnect.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(offline.queued()).toEqual([{ method: 'POST', path: `/api/recipes/${recipe.id}/cook`, body: { servings: 2 }, label: 'Cook Chicken and eggs' }]);
      expect(requestsTo(fetchMock, 'POST', `/api/recipes/${recipe.id}/cook`)).toEqual([]);
    } finally {
      resetAppOutbox();
    }
  });
});
