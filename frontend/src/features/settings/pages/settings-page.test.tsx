import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { SettingsPage } from './settings-page';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const me = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, hasCompletedOnboarding: true };

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/auth/user': { status: 200, body: me },
    // the cards this test is not about show their load failure
    '/api/user/preferences': notFound,
    '/api/household': notFound,
    '/api/household/calendar-feed': notFound,
    '/api/tokens': notFound,
    '/api/auth/providers': {
      status: 200,
      body: [
        { id: 'google', name: 'Google', enabled: false },
        { id: 'github', name: 'GitHub', enabled: true },
        { id: 'x', name: 'X', enabled: false },
        { id: 'apple', name: 'Apple', enabled: false },
        { id: 'email', name: 'Email', enabled: true },
        { id: 'oidc', name: 'Authentik', enabled: true },
      ],
    },
    ...routes,
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<SettingsPage />, { path: '/settings' });
  return { ...result, fetchMock, user };
}

describe('settings page', () => {
  it('has every section', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const title of ['Profile', 'Kitchen preferences', 'Household', 'Sign-in methods', 'API tokens', 'Appearance', 'Your data']) {
      expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('saves the profile names', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/user/profile': { status: 200, body: { ...me, lastName: 'Lovelace' } } });
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(form).getByText('ada@example.com')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await user.click(save);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/user/profile')).toEqual([{ firstName: 'Ada', lastName: 'Lovelace' }]);
  });

  it('lists email and the sign-in methods the server has set up', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Sign-in methods' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual(['Email', 'GitHub', 'Authentik']);
  });

  it('logs out', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(assignLocation).toHaveBeenCalledWith('/api/logout');
  });
});
