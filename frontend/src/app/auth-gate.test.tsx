import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { connectRealtime } from '@/lib/socket';
import { notFound, stubFetch, type Route } from '@/test/fetch-mock';
import { App } from './app';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

vi.mock('@/lib/socket', () => ({
  connectRealtime: vi.fn(() => ({ disconnect: vi.fn() })),
  disconnectRealtime: vi.fn(),
}));

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, hasCompletedOnboarding: true };

function renderAt(path: string, authAnswer: Route) {
  window.history.pushState({}, '', path);
  // the screens behind the gate read these; answered 404 as before their routes exist
  const fetchMock = stubFetch({
    '/api/auth/providers': notFound,
    '/api/onboarding/common-items': notFound,
    '/api/storage-locations': notFound,
    [foodItemsFirstPageUrl]: notFound,
    '/api/recipes?limit=25': notFound,
    'POST /api/notifications/expiration/check': notFound,
    '/api/auth/user': authAnswer,
  });
  render(<App client={createQueryClient()} />);
  return fetchMock;
}

beforeEach(() => vi.mocked(connectRealtime).mockClear());

describe('auth gate', () => {
  it('shows the landing page on any path when signed out (401)', async () => {
    renderAt('/cookbook', { status: 401, body: { message: 'Unauthorized' } });
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(connectRealtime).not.toHaveBeenCalled();
  });

  it('treats a failing auth route (404 before accounts exist) as signed out', async () => {
    const fetchMock = renderAt('/', { status: 404, body: { message: 'Not found' } });
    expect(await screen.findByRole('tab', { name: 'Log In' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('shows only onboarding to a user who has not finished it', async () => {
    renderAt('/cookbook', { status: 200, body: { ...user, hasCompletedOnboarding: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sous' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Cookbook' })).not.toBeInTheDocument();
  });

  it('gives an onboarded user the shell, the sidebar and the routed page', async () => {
    renderAt('/cookbook', { status: 200, body: user });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cookbook' })).toBeInTheDocument();
    expect(screen.getByText('Your Kitchen Assistant')).toBeInTheDocument();
    const cookbookLink = within(nav).getByRole('link', { name: 'My Cookbook' });
    expect(cookbookLink).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Meal Planner' })).not.toHaveAttribute('aria-current');
    expect(connectRealtime).toHaveBeenCalledTimes(1);
  });

  it('shows zero counts and no error while the inventory routes do not exist', async () => {
    renderAt('/', { status: 200, body: user });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Food Groups (0)' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'All Items (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the not-found page for unknown paths', async () => {
    renderAt('/no/such/page', { status: 200, body: user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
