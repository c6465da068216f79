import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { OnboardingPage } from './onboarding-page';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const item = (displayName: string) => ({
  displayName,
  category: null,
  foodCategory: null,
  storage: null,
  quantity: null,
  unit: null,
  expirationDays: null,
});

const commonItems = {
  categories: {
    Dairy: [item('Milk'), item('Eggs')],
    Pantry: [item('Rice'), item('Pasta'), item('Olive oil')],
  },
};

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/onboarding/common-items': { status: 200, body: commonItems },
    'POST /api/onboarding/complete': { status: 200, body: { foodItemsCreated: 5, failedItems: [], createdStorageLocations: 4 } },
    ...routes,
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<OnboardingPage />, { path: '/cookbook' });
  return { ...result, fetchMock, user };
}

const storageGroup = () => screen.getByRole('group', { name: 'Storage areas' });
const chipNames = (group: HTMLElement) => within(group).getAllByRole('button').map((b) => b.textContent);
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('onboarding', () => {
  it('shows the six sections with the spec defaults', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeInTheDocument();
    for (const title of ['Storage areas', 'Common items', 'Your household', 'Dietary preferences', 'Allergens', 'Foods to always avoid']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(pressed(storageGroup())).toEqual(['Refrigerator', 'Freezer', 'Pantry', 'Counter']);
    expect(screen.getByLabelText('Household size')).toHaveValue(2);
    expect(screen.getByLabelText('Expiration alert days')).toHaveValue(3);
    const skill = screen.getByLabelText('Cooking skill');
    expect(within(skill).getAllByRole('option').map((o) => o.textContent)).toEqual([
      "Beginner - I'm just starting out",
      'Intermediate - I know my way around',
      "Advanced - I'm quite experienced",
    ]);
    expect(skill).toHaveValue('beginner');
    const units = screen.getByLabelText('Preferred units');
    expect(within(units).getAllByRole('option').map((o) => o.textContent)).toEqual(['Imperial (cups, oz, °F)', 'Metric (ml, g, °C)']);
    expect(units).toHaveValue('imperial');
    const diets = screen.getByRole('group', { name: 'Dietary preferences' });
    expect(chipNames(diets)).toEqual(['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Halal', 'Kosher']);
    expect(pressed(diets)).toEqual([]);
    const allergens = screen.getByRole('group', { name: 'Allergens' });
    expect(chipNames(allergens)).toEqual(['Peanuts', 'Tree Nuts', 'Shellfish', 'Fish', 'Eggs', 'Milk', 'Soy', 'Wheat', 'Sesame']);
    expect(pressed(allergens)).toEqual([]);
    expect(await screen.findByRole('group', { name: 'Dairy' })).toBeInTheDocument();
  });

  it('preselects every common item by category and counts the selected ones', async () => {
    const { user } = setup();
    const dairy = await screen.findByRole('group', { name: 'Dairy' });
    expect(pressed(dairy)).toEqual(['Milk', 'Eggs']);
    expect(pressed(screen.getByRole('group', { name: 'Pantry' }))).toEqual(['Rice', 'Pasta', 'Olive oil']);
    expect(screen.getByText('5 selected')).toBeInTheDocument();

    await user.click(within(dairy).getByRole('button', { name: 'Milk' }));
    expect(within(dairy).getByRole('button', { name: 'Milk' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });

  it("says 'No items available' when there are none", async () => {
    setup({ '/api/onboarding/common-items': { status: 200, body: { categories: {} } } });
    expect(await screen.findByText('No items available')).toBeInTheDocument();
  });

  it('adds custom storage areas by Enter or the button, ignores blanks, duplicates and existing areas, and removes one on click', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Add a custom area');
    await user.type(input, 'Wine cellar{Enter}');
    expect(input).toHaveValue('');
    await user.type(input, 'Garage');
    await user.click(screen.getByRole('button', { name: 'Add storage area' }));
    for (const ignored of ['   ', 'wine cellar', 'Pantry', 'FREEZER']) {
      await user.type(input, `${ignored}{Enter}`);
    }
    expect(chipNames(storageGroup())).toEqual(['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Wine cellar', 'Garage']);

    await user.click(screen.getByRole('button', { name: 'Remove Wine cellar' }));
    expect(chipNames(storageGroup())).toEqual(['Refrigerator', 'Freezer', 'Pantry', 'Counter', 'Garage']);
  });

  it('adds foods to avoid by Enter or Add, ignores blanks and duplicates, and removes them', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Food to avoid');
    await user.type(input, 'Cilantro{Enter}');
    await user.type(input, 'Olives');
    await user.click(screen.getByRole('button', { name: 'Add food to avoid' }));
    await user.type(input, '  {Enter}');
    await user.type(input, 'cilantro{Enter}');
    const list = screen.getByRole('list', { name: 'Foods to avoid' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cilantro', 'Olives']);
    await user.click(within(list).getByRole('button', { name: 'Remove Cilantro' }));
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Olives']);
  });

  it('requires a storage area before sending anything', async () => {
    const { user, fetchMock } = setup();
    for (const area of ['Refrigerator', 'Freezer', 'Pantry', 'Counter']) {
      await user.click(within(storageGroup()).getByRole('button', { name: area }));
    }
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one storage area');
    expect(within(storageGroup()).getByRole('button', { name: 'Refrigerator' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/onboarding/complete')).toHaveLength(0);

    // the message goes away once an area is chosen again
    await user.click(within(storageGroup()).getByRole('button', { name: 'Pantry' }));
    expect(screen.queryByText('Please select at least one storage area')).not.toBeInTheDocument();
  });

  it('checks household size and alert days', async () => {
    const { user, fetchMock } = setup();
    const size = screen.getByLabelText('Household size');
    await user.clear(size);
    await user.type(size, '21');
    await user.clear(screen.getByLabelText('Expiration alert days'));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(size).toHaveAccessibleDescription(expect.stringContaining('must be at most 20'));
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveFocus();
    expect(screen.getByLabelText('Expiration alert days')).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(requestsTo(fetchMock, 'POST', '/api/onboarding/complete')).toHaveLength(0);
  });

  it('sends the answers, shows the result, refreshes the caches and goes to /', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, fetchMock, client } = setup({
      'POST /api/onboarding/complete': async () => {
        await answered;
        return { status: 200, body: { foodItemsCreated: 4, failedItems: [], createdStorageLocations: 5 } };
      },
    });
    for (const key of [queryKeys.preferences, queryKeys.storageLocations, queryKeys.foodItems, queryKeys.currentUser]) {
      client.setQueryData(key, {});
    }
    await user.click(within(await screen.findByRole('group', { name: 'Dairy' })).getByRole('button', { name: 'Eggs' }));
    await user.click(within(storageGroup()).getByRole('button', { name: 'Counter' }));
    await user.type(screen.getByLabelText('Add a custom area'), 'Garage{Enter}');
    await user.selectOptions(screen.getByLabelText('Cooking skill'), 'Intermediate - I know my way around');
    await user.selectOptions(screen.getByLabelText('Preferred units'), 'Metric (ml, g, °C)');
    await user.click(within(screen.getByRole('group', { name: 'Dietary preferences' })).getByRole('button', { name: 'Vegetarian' }));
    await user.click(within(screen.getByRole('group', { name: 'Allergens' })).getByRole('button', { name: 'Sesame' }));
    await user.type(screen.getByLabelText('Food to avoid'), 'Okra{Enter}');

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    const busy = await screen.findByRole('button', { name: 'Setting up...' });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('Setup Complete!')).toBeInTheDocument();
    expect(screen.getByText('Successfully added 4 items to your kitchen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requestsTo(fetchMock, 'POST', '/api/onboarding/complete')).toEqual([
      {
        preferences: {
          storageAreasEnabled: ['Refrigerator', 'Freezer', 'Pantry', 'Garage'],
          householdSize: 2,
          cookingSkillLevel: 'intermediate',
          preferredUnits: 'metric',
          dietaryRestrictions: ['Vegetarian'],
          allergens: ['Sesame'],
          foodsToAvoid: ['Okra'],
          expirationAlertDays: 3,
        },
        customStorageAreas: ['Garage'],
        selectedCommonItems: ['Milk', 'Rice', 'Pasta', 'Olive oil'],
      },
    ]);
    await waitFor(() => {
      for (const key of [queryKeys.preferences, queryKeys.storageLocations, queryKeys.foodItems, queryKeys.currentUser]) {
        expect(client.getQueryState(key)?.isInvalidated, key[0]).toBe(true);
      }
    });
  });

  it('warns when some items could not be added', async () => {
    const { user } = setup({
      'POST /api/onboarding/complete': { status: 200, body: { foodItemsCreated: 3, failedItems: ['Milk', 'Eggs'], createdStorageLocations: 4 } },
    });
    await screen.findByRole('group', { name: 'Dairy' });
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Setup Complete with Warnings')).toBeInTheDocument();
    expect(screen.getByText('3 items were added, 2 failed (Milk, Eggs). You can add them manually later.')).toBeInTheDocument();
  });

  it('shows the server message in a destructive toast and stays on the form', async () => {
    const { user } = setup({
      'POST /api/onboarding/complete': { status: 500, body: { message: 'Database is read-only' } },
    });
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Database is read-only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/cookbook');
  });

  it('falls back to the spec message when the server gives none', async () => {
    const { user } = setup({ 'POST /api/onboarding/complete': { status: 502, body: 'Bad Gateway' } });
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Failed to save preferences. Please try again.')).toBeInTheDocument();
  });
});
