import type { MealPlan } from '@sous/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notFound, requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { garlicChicken, mealPlan } from '../test/fixtures';
import { CookPlannedMealDialog } from './cook-planned-meal-dialog';

const planned = mealPlan({ date: '2025-03-06', mealType: 'dinner', servings: 3 });
const answer = {
  used: [{ ingredient: 'chicken thighs', foodItemName: 'Chicken thighs', quantity: '1', unit: 'lb', amount: '1 lb chicken thighs' }],
  lacking: ['4 cloves garlic'],
};

function renderDone(plans: MealPlan[]) {
  const onOpenChange = vi.fn();
  const fetchMock = stubFetch({
    '/api/meal-plans?limit=100': { status: 200, body: plans },
    '/api/user/preferences': { status: 200, body: { householdSize: 3 } },
    [foodItemsFirstPageUrl]: notFound,
    '/api/storage-locations': notFound,
    [`GET /api/meal-plans/${planned.id}/cook-preview`]: { status: 200, body: { mealPlan: planned, ...answer } },
    [`POST /api/meal-plans/${planned.id}/cook`]: { status: 200, body: { mealPlan: { ...planned, cookedAt: '2025-03-06T19:00:00.000Z' }, ...answer, leftover: null } },
    [`GET /api/recipes/${garlicChicken.id}/cook-preview?servings=2`]: { status: 200, body: { mealType: 'dinner', ...answer } },
  });
  renderWithProviders(<CookPlannedMealDialog mealPlanId={planned.id} recipe={garlicChicken} servings={2} open onOpenChange={onOpenChange} />);
  return { fetchMock, onOpenChange };
}

describe("cook mode's Done for a planned meal", () => {
  it('cooks the planned meal (its slot marked cooked), not a new meal of today', async () => {
    const { fetchMock } = renderDone([planned]);
    expect(await screen.findByText(/for 3 servings/)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Cook Garlic chicken?' });
    expect(await within(dialog).findByText('1 lb chicken thighs')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cook this' }));
    expect(await screen.findByRole('dialog', { name: 'Garlic chicken is cooked' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', `/api/meal-plans/${planned.id}/cook`)).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST', `/api/recipes/${garlicChicken.id}/cook`)).toEqual([]);
  });

  it('says a meal already cooked is cooked, and takes nothing', async () => {
    const { fetchMock, onOpenChange } = renderDone([{ ...planned, cookedAt: '2025-03-06T18:00:00.000Z' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Garlic chicken is already cooked' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requestsTo(fetchMock, 'POST', `/api/meal-plans/${planned.id}/cook`)).toEqual([]);
  });

  it('cooks the recipe unplanned at the session servings when the plan was removed', async () => {
    renderDone([]);
    // the unplanned cook asks the servings, starting at the session's
    expect(await screen.findByRole('spinbutton')).toHaveValue(2);
    expect(screen.getByRole('dialog', { name: 'Cook Garlic chicken?' })).toContainElement(screen.getByRole('spinbutton'));
  });
});
