import type { MealPlan } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { appOutbox, resetAppOutbox } from '@/lib/offline';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { garlicChicken, lentilSoup, mealPlan } from '../test/fixtures';
import { MealPlannerPage } from './meal-planner-page';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

// "Today" is Wednesday 5 March 2025, in the browser's own calendar.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 5, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

const thursdayDinner = mealPlan({ date: '2025-03-06', mealType: 'dinner', notes: 'Double the garlic' });
const mondayLunch = mealPlan({ date: '2025-03-03', mealType: 'lunch', recipe: { title: 'Lentil soup', prepTime: '15', cookTime: '40', servings: 4, availableCount: 0, ingredientCount: 3 }, recipeId: lentilSoup.id }, lentilSoup);
const nextWeek = mealPlan({ date: '2025-03-12', mealType: 'breakfast' });

function renderPlanner({ width = 1280, path = '/meal-planner', plans = [thursdayDinner, mondayLunch, nextWeek], routes = {} }: { width?: number; path?: string; plans?: MealPlan[]; routes?: Record<string, RouteHandler> } = {}) {
  stubWidth(width);
  const fetchMock = stubFetch({
    '/api/meal-plans?limit=100': { status: 200, body: plans },
    '/api/recipes?limit=25': { status: 200, body: [garlicChicken, lentilSoup] },
    '/api/user/preferences': { status: 200, body: { householdSize: 4 } },
    // the availability badges and cook dialogs read these; an empty kitchen is not what is tested here
    [foodItemsFirstPageUrl]: notFound,
    '/api/storage-locations': notFound,
    ...routes,
  });
  const user = userEvent.setup();
  return { ...renderWithProviders(<MealPlannerPage />, { path }), fetchMock, user };
}

const columnHeaders = () => within(screen.getByTestId('week-grid')).getAllByRole('columnheader');
const cell = (day: RegExp, meal: string) => {
  const grid = screen.getByTestId('week-grid');
  const col = within(grid).getAllByRole('columnheader').findIndex((h) => day.test(h.textContent ?? ''));
  const row = within(grid).getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name: meal }));
  if (col < 0 || !row) throw new Error(`no cell ${String(day)} ${meal}`);
  return within(row).getAllByRole('cell')[col];
};

describe('MealPlannerPage', () => {
  it('shows 7 day columns while loading', () => {
    stubFetch({ '/api/meal-plans?limit=100': () => new Promise(() => undefined) });
    renderWithProviders(<MealPlannerPage />);
    expect(screen.getAllByTestId('skeleton-day')).toHaveLength(7);
  });

  it('shows this week Monday to Sunday by breakfast, lunch, dinner and snack, with availability', async () => {
    renderPlanner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal Planner' })).toBeInTheDocument();
    expect(columnHeaders().map((h) => h.textContent)).toEqual(['Mon3Mar 3', 'Tue4Mar 4', 'Wed5Mar 5', 'Thu6Mar 6', 'Fri7Mar 7', 'Sat8Mar 8', 'Sun9Mar 9']);
    expect(columnHeaders()[2]).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(screen.getByTestId('week-range')).toHaveTextContent(/Mar 3\D+Mar 9, 2025/);

    const dinner = within(cell(/^Thu/, 'Dinner')).getByRole('article', { name: 'Garlic chicken' });
    expect(within(dinner).getByText('2/3 available')).toBeInTheDocument();
    expect(within(cell(/^Mon/, 'Lunch')).getByRole('article', { name: 'Lentil soup' })).toBeInTheDocument();
    // Next week's breakfast is not in this week.
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('goes to the previous and next week and back to today, keeping the week in the address', async () => {
    const { user } = renderPlanner();
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent(/Mar 10\D+Mar 16, 2025/);
    expect(screen.getByTestId('location')).toHaveTextContent('/meal-planner?date=2025-03-12');
    expect(within(cell(/^Wed/, 'Breakfast')).getByRole('article', { name: 'Garlic chicken' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent(/Feb 24\D+Mar 2, 2025/);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent(/Mar 3\D+Mar 9, 2025/);
  });

  it('opens the week of a link', async () => {
    renderPlanner({ path: '/meal-planner?date=2025-03-14' });
    expect(await screen.findByTestId('week-range')).toHaveTextContent(/Mar 10\D+Mar 16, 2025/);
  });

  it('shows a month overview with dots for planned days on wide screens, and opens a day from it', async () => {
    const { user } = renderPlanner();
    const overview = await screen.findByRole('region', { name: 'Month overview' });
    expect(within(overview).getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Thursday, March 6, 1 meal planned' })).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Friday, March 7' })).toBeInTheDocument();
    expect(within(overview).getAllByTestId('planned-dot')).toHaveLength(3);
    await user.click(within(overview).getByRole('button', { name: 'Wednesday, March 12, 1 meal planned' }));
    expect(screen.getByTestId('week-range')).toHaveTextContent(/Mar 10\D+Mar 16, 2025/);
  });

  it('has no month overview under 1024 px', async () => {
    renderPlanner({ width: 900 });
    await screen.findByTestId('week-grid');
    expect(screen.queryByRole('region', { name: 'Month overview' })).not.toBeInTheDocument();
  });

  it('shows one day at a time with a day picker under 768 px', async () => {
    const { user } = renderPlanner({ width: 375 });
    const picker = await screen.findByRole('group', { name: 'Day of the week' });
    expect(screen.queryByTestId('week-grid')).not.toBeInTheDocument();
    expect(within(picker).getAllByRole('button')).toHaveLength(7);
    expect(within(picker).getByRole('button', { name: /Wednesday, March 5/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Thursday, March 6, 1 meal planned' }));
    const dinner = screen.getByRole('region', { name: 'Dinner' });
    expect(within(dinner).getByRole('article', { name: 'Garlic chicken' })).toBeInTheDocument();
    expect(within(dinner).getByText('2/3 available')).toBeInTheDocument();
    expect(within(dinner).getByText('Double the garlic')).toBeInTheDocument();
  });

  it('schedules a recipe from the cookbook into a slot and says so', async () => {
    const created = mealPlan({ date: '2025-03-07', mealType: 'lunch', servings: 3, notes: 'no rice' });
    const { user, fetchMock } = renderPlanner({ routes: { 'POST /api/meal-plans': { status: 201, body: created } } });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Add lunch on Friday, March 7' }));

    const dialog = screen.getByRole('dialog', { name: 'Schedule Meal' });
    const search = await within(dialog).findByRole('searchbox', { name: 'Search your cookbook' });
    expect(search).toHaveFocus();
    await user.type(search, 'lentil');
    expect(within(dialog).queryByRole('button', { name: /Garlic chicken/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'garlic');
    await user.click(within(dialog).getByRole('button', { name: /Garlic chicken/ }));

    expect(within(dialog).getByText('Add this recipe to your meal plan calendar')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Recipe' })).toHaveValue('Garlic chicken');
    expect(within(dialog).getByRole('textbox', { name: 'Recipe' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Date' })).toHaveTextContent('Friday, March 7');
    expect(within(dialog).getByRole('combobox', { name: 'Meal type' })).toHaveValue('lunch');
    const servings = within(dialog).getByRole('spinbutton', { name: 'Servings' });
    // a slot plans for the household (preferences.householdSize), not for 1
    await waitFor(() => expect(servings).toHaveValue(4));
    await user.clear(servings);
    await user.type(servings, '3');
    await user.type(within(dialog).getByPlaceholderText('Add any notes or modifications...'), '  no rice ');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));

    expect(await screen.findByText('Meal scheduled')).toBeInTheDocument();
    expect(screen.getByText('Garlic chicken scheduled for lunch on Friday, March 7')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([
      { recipeId: garlicChicken.id, date: '2025-03-07', mealType: 'lunch', servings: 3, notes: 'no rice' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('schedules offline into the outbox, says it is sent on reconnecting, and closes the dialog', async () => {
    resetAppOutbox();
    const { user, fetchMock } = renderPlanner();
    await screen.findByTestId('week-grid');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Add lunch on Friday, March 7' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule Meal' });
      await user.click(await within(dialog).findByRole('button', { name: /Garlic chicken/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));

      expect(await screen.findByText('Scheduled when you are back online')).toBeInTheDocument();
      expect(screen.getByText('Garlic chicken for lunch on Friday, March 7 is saved on this device and sent once you reconnect')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([]);
      expect(appOutbox().pending().map((write) => [write.method, write.path, write.body])).toEqual([
        ['POST', '/api/meal-plans', { recipeId: garlicChicken.id, date: '2025-03-07', mealType: 'lunch', servings: 4 }],
      ]);
    } finally {
      online.mockRestore();
      resetAppOutbox();
    }
  });

  it('asks for a date when none was picked, then takes one from the calendar', async () => {
    const { user, fetchMock } = renderPlanner({
      routes: { 'POST /api/meal-plans': { status: 201, body: mealPlan({ date: '2025-03-20' }) } },
    });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Plan a meal' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Meal' });
    await user.click(await within(dialog).findByRole('button', { name: /Lentil soup/ }));
    const date = within(dialog).getByRole('button', { name: 'Date' });
    expect(date).toHaveTextContent('Pick a date');
    expect(date).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));
    expect(within(dialog).getByText('Please select a date')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([]);

    await user.click(date);
    const calendar = screen.getByRole('grid', { name: 'March 2025' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /Wednesday, March 5/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    expect(date).toHaveTextContent('Thursday, March 20');
    expect(within(dialog).queryByText('Please select a date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meal' }));
    await screen.findByText('Meal scheduled');
    expect(requestsTo(fetchMock, 'POST', '/api/meal-plans')).toEqual([{ recipeId: lentilSoup.id, date: '2025-03-20', mealType: 'dinner', servings: 4 }]);
  });

  it('says "Error scheduling meal" with the server message', async () => {
    const { user } = renderPlanner({ routes: { 'POST /api/meal-plans': { status: 400, body: { message: 'date: Date must be in YYYY-MM-DD format' } } } });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Add dinner on Friday, March 7' }));
    await user.click(await screen.findByRole('button', { name: /Garlic chicken/ }));
    await user.click(screen.getByRole('button', { name: 'Schedule Meal' }));
    expect(await screen.findByText('Error scheduling meal')).toBeInTheDocument();
    expect(screen.getByText('date: Date must be in YYYY-MM-DD format')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule Meal' })).toBeInTheDocument();
  });

  it('says the cookbook is empty when there are no recipes', async () => {
    const { user } = renderPlanner({ routes: { '/api/recipes?limit=25': { status: 200, body: [] } } });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: 'Plan a meal' }));
    expect(await screen.findByRole('heading', { name: 'No recipes in your cookbook yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open My Cookbook' })).toHaveAttribute('href', '/cookbook');
  });

  it('moves a meal with the keyboard through the Move dialog; the card moves at once', async () => {
    let answer: (() => void) | undefined;
    const { user, fetchMock } = renderPlanner({
      routes: {
        [`PATCH /api/meal-plans/${thursdayDinner.id}`]: ({ body }) =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 200, body: { ...thursdayDinner, ...(body as object) } });
          }),
      },
    });
    await screen.findByTestId('week-grid');
    const card = within(cell(/^Thu/, 'Dinner')).getByRole('article', { name: 'Garlic chicken' });
    within(card).getByRole('button', { name: 'Actions for Garlic chicken' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Move…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Garlic chicken' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal type' }), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Date' }));
    await user.keyboard('{ArrowRight}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(within(cell(/^Fri/, 'Lunch')).getByRole('article', { name: 'Garlic chicken' })).toBeInTheDocument();
    expect(within(cell(/^Thu/, 'Dinner')).queryByRole('article')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', `/api/meal-plans/${thursdayDinner.id}`)).toEqual([{ date: '2025-03-07', mealType: 'lunch' }]);
    await waitFor(() =>
      expect(within(cell(/^Fri/, 'Lunch')).getByRole('button', { name: 'Actions for Garlic chicken' })).toHaveFocus(),
    );
    answer?.();
    expect(await screen.findByText('Garlic chicken moved to lunch on Friday, March 7')).toBeInTheDocument();
  });

  it('puts a moved meal back when the server refuses', async () => {
    const { user } = renderPlanner({ routes: { [`PATCH /api/meal-plans/${thursdayDinner.id}`]: { status: 404, body: { message: 'Meal plan not found' } } } });
    await screen.findByTestId('week-grid');
    await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move…' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meal type' }), 'snack');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Could not move the meal')).toBeInTheDocument();
    expect(within(cell(/^Thu/, 'Dinner')).getByRole('article', { name: 'Garlic chicken' })).toBeInTheDocument();
  });

  it('edits servings and notes', async () => {
    const { user, fetchMock } = renderPlanner({
      routes: { [`PATCH /api/meal-plans/${thursdayDinner.id}`]: ({ body }) => ({ status: 200, body: { ...thursdayDinner, ...(body as object) } }) },
    });
    await screen.findByTestId('week-grid');
    await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit servings & notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Garlic chicken' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Servings' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Servings' }), '4');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requestsTo(fetchMock, 'PATCH', `/api/meal-plans/${thursdayDinner.id}`)).toEqual([{ servings: 4, notes: null }]);
    expect(await screen.findByText('Meal updated')).toBeInTheDocument();
  });

  it('removes a meal after asking', async () => {
    const { user } = renderPlanner({ routes: { [`DELETE /api/meal-plans/${thursdayDinner.id}`]: { status: 204 } } });
    await screen.findByTestId('week-grid');
    await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Garlic chicken from the plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Garlic chicken removed from the plan')).toBeInTheDocument();
    expect(within(cell(/^Thu/, 'Dinner')).queryByRole('article')).not.toBeInTheDocument();
  });

  it('offline, a move is queued as "Move Lentil soup" and the card is in its new slot', async () => {
    const { user, fetchMock, client } = renderPlanner();
    await screen.findByTestId('week-grid');
    const offline = goOffline();
    try {
      await user.click(within(cell(/^Mon/, 'Lunch')).getByRole('button', { name: 'Actions for Lentil soup' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Move…' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Meal type' }), 'dinner');
      await user.click(screen.getByRole('button', { name: 'Move' }));

      expect(await screen.findByText('Saved on this device and sent when you reconnect.')).toBeInTheDocument();
      expect(screen.getByText('Lentil soup moved to dinner on Monday, March 3')).toBeInTheDocument();
      expect(within(cell(/^Mon/, 'Dinner')).getByRole('article', { name: 'Lentil soup' })).toBeInTheDocument();
      expect(within(cell(/^Mon/, 'Lunch')).queryByRole('article')).not.toBeInTheDocument();
      expect(client.getQueryData<MealPlan[]>(['/api/meal-plans'])?.find((p) => p.id === mondayLunch.id)?.mealType).toBe('dinner');
      expect(offline.queued()).toEqual([{ method: 'PATCH', path: `/api/meal-plans/${mondayLunch.id}`, body: { mealType: 'dinner' }, label: 'Move Lentil soup' }]);
      expect(requestsTo(fetchMock, 'PATCH', `/api/meal-plans/${mondayLunch.id}`)).toEqual([]);
      expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
    } finally {
      resetAppOutbox();
    }
  });

  it('offline, servings and notes are queued as "Change Garlic chicken" and shown at once', async () => {
    const { user, client } = renderPlanner();
    await screen.findByTestId('week-grid');
    const offline = goOffline();
    try {
      await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit servings & notes' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Garlic chicken' });
      await user.clear(within(dialog).getByRole('spinbutton', { name: 'Servings' }));
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Servings' }), '6');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Meal updated')).toBeInTheDocument();
      expect(offline.queued()).toEqual([{ method: 'PATCH', path: `/api/meal-plans/${thursdayDinner.id}`, body: { servings: 6 }, label: 'Change Garlic chicken' }]);
      expect(client.getQueryData<MealPlan[]>(['/api/meal-plans'])?.find((p) => p.id === thursdayDinner.id)?.servings).toBe(6);
    } finally {
      resetAppOutbox();
    }
  });

  it('offline, a removal is queued as "Remove Lentil soup from the plan" and the card leaves at once', async () => {
    const { user, fetchMock, client } = renderPlanner();
    await screen.findByTestId('week-grid');
    const offline = goOffline();
    try {
      await user.click(within(cell(/^Mon/, 'Lunch')).getByRole('button', { name: 'Actions for Lentil soup' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      await user.click(within(screen.getByRole('alertdialog', { name: 'Remove Lentil soup from the plan?' })).getByRole('button', { name: 'Remove' }));

      expect(await screen.findByText('Lentil soup removed from the plan')).toBeInTheDocument();
      expect(screen.getByText('Saved on this device and sent when you reconnect.')).toBeInTheDocument();
      expect(within(cell(/^Mon/, 'Lunch')).queryByRole('article')).not.toBeInTheDocument();
      expect(client.getQueryData<MealPlan[]>(['/api/meal-plans'])?.map((p) => p.id)).not.toContain(mondayLunch.id);
      expect(offline.queued()).toEqual([{ method: 'DELETE', path: `/api/meal-plans/${mondayLunch.id}`, body: undefined, label: 'Remove Lentil soup from the plan' }]);
      expect(requestsTo(fetchMock, 'DELETE', `/api/meal-plans/${mondayLunch.id}`)).toEqual([]);
      expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
    } finally {
      resetAppOutbox();
    }
  });

  it('cooks a meal after a summary that is the result before it happens, then shows what was taken and lacking', async () => {
    const cooked = { ...thursdayDinner, cookedAt: '2025-03-05T09:31:00.000Z' };
    const answer = {
      used: [
        { ingredient: 'chicken thighs', foodItemName: 'Chicken thighs', quantity: '1', unit: 'lb', amount: '1 lb chicken thighs' },
        { ingredient: 'lime', foodItemName: 'Limes', quantity: '0.25', unit: 'item', amount: '¼ lime' },
        { ingredient: 'rice', foodItemName: 'Basmati rice', quantity: '1', unit: 'cup', amount: '1 cup basmati rice' },
        { ingredient: 'green onions', foodItemName: 'Scallions', quantity: '2', unit: 'item', amount: '2 scallions' },
      ],
      lacking: ['4 cloves garlic'],
    };
    const { user, fetchMock } = renderPlanner({
      routes: {
        [`GET /api/meal-plans/${thursdayDinner.id}/cook-preview`]: { status: 200, body: { mealPlan: thursdayDinner, ...answer } },
        [`POST /api/meal-plans/${thursdayDinner.id}/cook`]: { status: 200, body: { mealPlan: cooked, ...answer } },
        'POST /api/shopping-list/add-missing': { status: 200, body: [{ id: 's1' }] },
      },
    });
    await screen.findByTestId('week-grid');
    await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cook this' }));
    const dialog = screen.getByRole('dialog', { name: 'Cook Garlic chicken?' });
    expect(within(dialog).getByText(/for 2 servings/)).toBeInTheDocument();
    // the summary counts what the server's cook plan lacks, not the planner's badge
    expect(await within(dialog).findByText('2 of 3 ingredients are in your inventory; the rest will be listed as lacking.')).toBeInTheDocument();
    const texts = (testId: string, root: HTMLElement) => within(within(root).getByTestId(testId)).getAllByRole('listitem').map((li) => li.textContent);
    const previewUsed = texts('cook-preview-used', dialog);
    const previewLacking = texts('cook-preview-lacking', dialog);
    expect(previewUsed).toEqual(['1 lb chicken thighs', '¼ lime', '1 cup basmati rice', '2 scallions (green onions)']);
    expect(previewLacking).toEqual(['4 cloves garlic']);
    await user.click(within(dialog).getByRole('button', { name: 'Cook this' }));

    const done = await screen.findByRole('dialog', { name: 'Garlic chicken is cooked' });
    expect(texts('cook-used', done)).toEqual(previewUsed);
    expect(texts('cook-lacking', done)).toEqual(previewLacking);
    await user.click(within(done).getByRole('button', { name: 'Add these to the shopping list' }));
    expect(await screen.findByText('Added 1 item(s) to your shopping list')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/add-missing')).toEqual([{ recipeId: garlicChicken.id, ingredients: ['4 cloves garlic'], servings: 2 }]);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(within(cell(/^Thu/, 'Dinner')).getByText('Cooked')).toBeInTheDocument();
  });

  it('opens cook mode for a planned meal at its servings, naming the plan; not for a cooked one', async () => {
    const cookedMonday = { ...mondayLunch, cookedAt: '2025-03-03T12:30:00.000Z' };
    const { user } = renderPlanner({ plans: [thursdayDinner, cookedMonday] });
    await screen.findByTestId('week-grid');
    await user.click(within(cell(/^Mon/, 'Lunch')).getByRole('button', { name: 'Actions for Lentil soup' }));
    expect(await screen.findByRole('menuitem', { name: 'Cook step by step' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(within(cell(/^Thu/, 'Dinner')).getByRole('button', { name: 'Actions for Garlic chicken' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cook step by step' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${garlicChicken.id}/cook?servings=2&mealPlanId=${thursdayDinner.id}`);
  });

  it("adds this week's missing ingredients per planned recipe", async () => {
    const { user, fetchMock } = renderPlanner({
      routes: {
        'POST /api/shopping-list/add-missing': ({ body }) => ({
          status: 200,
          body: (body as { recipeId: string }).recipeId === garlicChicken.id ? [{ id: 'a' }] : [{ id: 'b' }, { id: 'c' }],
        }),
      },
    });
    await screen.findByTestId('week-grid');
    await user.click(screen.getByRole('button', { name: "Add this week's missing ingredients to the list" }));
    expect(await screen.findByText('Added to shopping list')).toBeInTheDocument();
    expect(screen.getByText('Added 3 item(s) to your shopping list')).toBeInTheDocument();
    // at the planned servings: the two garlic chicken meals (this week's and next week's) are not in one week
    expect(requestsTo(fetchMock, 'POST', '/api/shopping-list/add-missing')).toEqual([
      { recipeId: garlicChicken.id, servings: 2 },
      { recipeId: lentilSoup.id, servings: 2 },
    ]);
  });

  it('says when nothing is missing, and when adding fails', async () => {
    let fail = false;
    const { user } = renderPlanner({
      routes: { 'POST /api/shopping-list/add-missing': () => (fail ? { status: 500, body: { message: 'Boom' } } : { status: 200, body: [] }) },
    });
    await screen.findByTestId('week-grid');
    const button = screen.getByRole('button', { name: "Add this week's missing ingredients to the list" });
    await user.click(button);
    expect(await screen.findByText('No missing ingredients')).toBeInTheDocument();
    expect(screen.getByText('All ingredients are available in your inventory')).toBeInTheDocument();
    fail = true;
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Failed to add items to shopping list')).toBeInTheDocument();
  });

  it('has nothing to shop for in a week without uncooked meals', async () => {
    renderPlanner({ plans: [] });
    expect(await screen.findByRole('button', { name: "Add this week's missing ingredients to the list" })).toBeDisabled();
    expect(screen.getByText(/No meals planned this week/)).toBeInTheDocument();
  });

  it("refreshes the meals' availability when the household's food changes", async () => {
    const { client, fetchMock } = renderPlanner();
    await screen.findByTestId('week-grid');
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/meal-plans?limit=100').length;
    expect(reads()).toBe(1);
    client.setQueryData(['/api/food-items'], []); // the first read of the food list is not a change
    client.setQueryData(['/api/food-items'], [{ id: 'f1', name: 'Garlic' }]); // e.g. a socket food-item:created
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('says when the plan cannot be read', async () => {
    renderPlanner({ routes: { '/api/meal-plans?limit=100': { status: 500, body: { message: 'Boom' } } } });
    expect(await screen.findByText('Could not load your meal plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
