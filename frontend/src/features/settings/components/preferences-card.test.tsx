import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PreferencesCard } from './preferences-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const saved = {
  storageAreasEnabled: ['Refrigerator', 'Pantry', 'Garage'],
  householdSize: 4,
  cookingSkillLevel: 'advanced',
  preferredUnits: 'metric',
  dietaryRestrictions: ['Vegan'],
  allergens: ['Soy'],
  foodsToAvoid: ['Okra'],
  expirationAlertDays: 5,
  hasCompletedOnboarding: true,
};

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ '/api/user/preferences': { status: 200, body: saved }, 'PUT /api/user/preferences': { status: 200, body: saved }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(<PreferencesCard />);
  return { ...result, fetchMock, user };
}

const pressed = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') !== 'false')
    .map((b) => b.textContent);

describe('preferences settings', () => {
  it('shows a skeleton, then the saved answers', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading preferences' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Household size')).toHaveValue(4);
    expect(pressed('Storage areas')).toEqual(['Refrigerator', 'Pantry', 'Garage']);
    expect(screen.getByRole('button', { name: 'Remove Garage' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cooking skill')).toHaveValue('advanced');
    expect(screen.getByLabelText('Preferred units')).toHaveValue('metric');
    expect(screen.getByLabelText('Expiration alert days')).toHaveValue(5);
    expect(pressed('Dietary preferences')).toEqual(['Vegan']);
    expect(pressed('Allergens')).toEqual(['Soy']);
    expect(screen.getByRole('button', { name: 'Remove Okra' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Storage areas' })).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    setup({ '/api/user/preferences': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences could not be loaded.');
  });

  it('saves the edited answers with the same rules as onboarding', async () => {
    const { user, fetchMock } = setup();
    await screen.findByLabelText('Household size');
    for (const area of ['Refrigerator', 'Pantry']) await user.click(within(screen.getByRole('group', { name: 'Storage areas' })).getByRole('button', { name: area }));
    await user.click(screen.getByRole('button', { name: 'Remove Garage' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.getByText('Please select at least one storage area')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/api/user/preferences')).toHaveLength(0);

    await user.click(within(screen.getByRole('group', { name: 'Storage areas' })).getByRole('button', { name: 'Freezer' }));
    await user.type(screen.getByLabelText('Food to avoid'), 'Liver{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/api/user/preferences')).toEqual([
      {
        storageAreasEnabled: ['Freezer'],
        householdSize: 4,
        cookingSkillLevel: 'advanced',
        preferredUnits: 'metric',
        dietaryRestrictions: ['Vegan'],
        allergens: ['Soy'],
        foodsToAvoid: ['Okra', 'Liver'],
        expirationAlertDays: 5,
      },
    ]);
  });

  it('shows a server failure', async () => {
    const { user } = setup({ 'PUT /api/user/preferences': { status: 500, body: { message: 'Database is read-only' } } });
    await screen.findByLabelText('Household size');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is read-only');
  });

  it('shows the saved currency and saves a new one with the preferences', async () => {
    const { user, fetchMock } = setup({ '/api/user/preferences': { status: 200, body: { ...saved, currency: 'GBP' } } });
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('GBP');
    expect(screen.getByRole('heading', { level: 4, name: 'Money' })).toBeInTheDocument();
    await user.selectOptions(select, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/api/user/preferences')).toEqual([expect.objectContaining({ currency: 'EUR', householdSize: 4 })]);
  });
});
