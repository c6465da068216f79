import type { Recipe } from '@sous/contracts';
import { planCooking } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppOutbox } from '@/lib/offline';
import { requestsTo, type Route } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { chickenAndEggs, stockLot } from '@/test/recipe-fixture';
import { renderRecipeCard } from '@/test/render-recipe-card';

// The household has 10 oz of chicken and 3 eggs: enough for the recipe's 2 servings, not for 4.
const kitchen = [stockLot('c', 'Chicken breast', '10', 'oz'), stockLot('e', 'Eggs', '3', 'item')];
const recipe = chickenAndEggs(kitchen);

const renderCard = (shown: Recipe = recipe, addMissing: Route = { status: 200, body: [] }) =>
  renderRecipeCard(shown, { planner: true, routes: { 'POST /api/shopping-list/add-missing': addMissing } });

describe('RecipeCard with the planner lent by app/', () => {
  it('adds to the list at the scaled servings, and sends nothing when nothing is short', async () => {
    const { fetchMock, user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('No missing ingredients')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/add-missing')).toEqual([]);

    // 3 servings: 12 oz of chicken against 10, 3 eggs against 3
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/add-missing')).toEqual([{ recipeId: recipe.id, ingredients: ['chicken breast'], servings: 3 }]));
  });

  it("says the shopping list refused, with the server's message", async () => {
    const { user } = renderCard(chickenAndEggs([]), { status: 500, body: { message: 'List is locked' } });
    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Failed to add items to shopping list')).toBeInTheDocument();
    expect(screen.getByText('List is locked')).toBeInTheDocument();
  });

  it('schedules the scaled servings by default', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meal' });
    expect(within(dialog).getByLabelText('Servings')).toHaveValue(5);
  });
});

describe('RecipeCard Schedule offline (issue 21)', () => {
  afterEach(() => resetAppOutbox());

  it('queues the plan as "Plan Chicken and eggs", says it is sent on reconnecting, and closes the dialog', async () => {
    const { fetchMock, user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meal' });
    await user.click(within(dialog).getByRole('button', { name: 'Date' }));
    const day = new Date();
    day.setDate(day.getDate() + 1);
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    // the planner's calendar names a day without its year when it is this year's
    const fullDay = day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', ...(day.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' as const }) });
    if (day.getDate() === 1) await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: fullDay }));
    const offline = goOffline();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));

    expect(await screen.findByText('Scheduled when you are back online')).toBeInTheDocument();
    expect(screen.getByText(`Chicken and eggs for dinner on ${fullDay} is saved on this device and sent once you reconnect`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offline.queued()).toEqual([
      { method: 'POST', path: '/api/meal-plans', body: { date: iso, mealType: 'dinner', recipeId: recipe.id, servings: 2 }, label: 'Plan Chicken and eggs' },
    ]);
    expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([]);
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
  });
});

describe('RecipeCard agrees with Cook', () => {
  // a staple, cloves from a head, a can against ounces, a countable lime
  const lines = ['1 tsp salt', '4 cloves garlic, minced', '1 (15 oz) can black beans, drained', '1 lime'];
  const stock = [stockLot('g', 'Garlic', '1', 'head'), stockLot('b', 'Black beans', '30', 'oz'), stockLot('l', 'Limes', '1', 'item')];
  const pantryRecipe = chickenAndEggs(stock, { title: 'Beans', servings: 4, ingredients: lines });

  it('shows, counts and asks to buy what Cook would lack, as the servings change', async () => {
    const { fetchMock, user } = renderCard(pantryRecipe);
    const card = screen.getByRole('article', { name: 'Beans' });
    expect(planCooking(lines, 4, 4, stock).lacking).toEqual([]);
    expect(within(card).getByText('All ingredients available')).toBeInTheDocument();
    expect(within(card).getByText('4/4 available')).toBeInTheDocument();

    // down to 1 serving: a quarter lime, one clove, half a can; still all there
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(within(card).getByText('1/4 lime')).toBeInTheDocument();
    expect(within(card).getByText('4/4 available')).toBeInTheDocument();

    // up to 8: 8 cloves still come from the head, but 2 cans need 30 oz (there) and 2 limes (1 there)
    for (let i = 0; i < 7; i += 1) await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(planCooking(lines, 4, 8, stock).lacking).toEqual(['2 lime']);
    expect(within(card).getByText('3/4 available')).toBeInTheDocument();
    expect(within(card).getByText('1 missing')).toBeInTheDocument();
    expect(within(card).getByText('(need 1)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/add-missing')).toEqual([{ recipeId: recipe.id, ingredients: ['lime'], servings: 8 }]));
  });
});

