import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ApiTokensCard } from './api-tokens-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const dashboard = {
  id: '7d0f5c2e-1111-4b1a-9c1d-000000000001',
  name: 'Dashboard',
  scope: 'read',
  prefix: 'AbCdEfGh',
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-01-03T08:30:00.000Z',
};
const secret = `sous_pat_Zy${'x'.repeat(41)}`;
const script = {
  id: '7d0f5c2e-1111-4b1a-9c1d-000000000002',
  name: 'Fridge script',
  scope: 'read-write',
  prefix: secret.slice(9, 17),
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: '2099-04-05T10:00:00.000Z',
  lastUsedAt: null,
};

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({ '/api/tokens': { status: 200, body: [dashboard] }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(<ApiTokensCard />);
  return { ...result, fetchMock, user };
}

describe('API tokens card', () => {
  it('lists tokens with their scope, prefix, expiry and last use, never a secret', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading API tokens' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('Dashboard');
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('sous_pat_AbCdEfGh…');
    expect(row).toHaveTextContent('Never expires');
    expect(row).toHaveTextContent('Last used');
  });

  it('shows an empty state', async () => {
    setup({ '/api/tokens': { status: 200, body: [] } });
    expect(await screen.findByText(/No tokens yet/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    setup({ '/api/tokens': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your API tokens could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a token with the chosen scope and expiry, shows it once with Copy, then lists it', async () => {
    const { user, fetchMock } = setup({ 'POST /api/tokens': { status: 201, body: { token: secret, apiToken: script } } });
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.type(screen.getByLabelText('Token name'), 'Fridge script');
    await user.selectOptions(screen.getByLabelText('Access'), 'read-write');
    await user.selectOptions(screen.getByLabelText('Expires after'), '365');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByRole('status', { name: 'New API token' })).toHaveTextContent(secret);
    expect(screen.getByText(/only time it is shown/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/tokens')).toEqual([{ name: 'Fridge script', scope: 'read-write', expiresInDays: 365 }]);
    const rows = within(screen.getByRole('list', { name: 'Your API tokens' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Fridge script'), expect.stringContaining('Dashboard')]);
    expect(rows[0]).toHaveTextContent('Read and write');
    expect(rows[0]).toHaveTextContent('Never used');
    expect(rows[0]).not.toHaveTextContent(secret);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('status', { name: 'New API token' })).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('sends "never" as no expiry and checks the name before sending', async () => {
    const { user, fetchMock } = setup({ 'POST /api/tokens': { status: 201, body: { token: secret, apiToken: script } } });
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByLabelText('Token name')).toHaveAccessibleDescription(/Required/);
    expect(requestsTo(fetchMock, 'POST', '/api/tokens')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Expires after'), 'never');
    // Enter in the name field submits, as in any form
    await user.type(screen.getByLabelText('Token name'), 'Backup{Enter}');
    await screen.findByRole('status', { name: 'New API token' });
    expect(requestsTo(fetchMock, 'POST', '/api/tokens')).toEqual([{ name: 'Backup', scope: 'read', expiresInDays: null }]);
  });

  it('shows the server refusing at the limit', async () => {
    const { user } = setup({ 'POST /api/tokens': { status: 409, body: { message: 'You can hold at most 50 API tokens; revoke one first', code: 'identity.api-token-limit' } } });
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.type(screen.getByLabelText('Token name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can hold at most 50 API tokens; revoke one first');
  });

  it('revokes a token after confirming, and keeps it on cancel', async () => {
    const { user, fetchMock } = setup({ [`DELETE /api/tokens/${dashboard.id}`]: { status: 204 } });
    await screen.findByRole('list', { name: 'Your API tokens' });
    await user.click(screen.getByRole('button', { name: 'Revoke Dashboard' }));
    expect(await screen.findByRole('alertdialog', { name: 'Revoke Dashboard?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE', `/api/tokens/${dashboard.id}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText(/No tokens yet/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', `/api/tokens/${dashboard.id}`)).toHaveLength(1);
  });
});
