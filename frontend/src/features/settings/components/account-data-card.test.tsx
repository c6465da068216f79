import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountDataCard } from './account-data-card';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch(routes);
  const user = userEvent.setup();
  const result = renderWithProviders(<AccountDataCard />);
  return { ...result, fetchMock, user };
}

describe('your data', () => {
  it('exports through a plain download link', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('deletes the account with the password, then clears the caches and goes to /', async () => {
    const { user, fetchMock, client } = setup({ 'DELETE /api/account': { status: 204 } });
    client.setQueryData(['/api/auth/user'], { id: 'u1' });
    localStorage.setItem('cache:storage:locations', '{}');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(confirm);

    await vi.waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(requestsTo(fetchMock, 'DELETE', '/api/account')).toEqual([{ password: 'correct horse' }]);
    expect(client.getQueryData(['/api/auth/user'])).toBeUndefined();
    expect(localStorage.getItem('cache:storage:locations')).toBeNull();
  });

  it('shows a wrong password in the dialog', async () => {
    const { user } = setup({ 'DELETE /api/account': { status: 403, body: { message: 'The password is not correct' } } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('accepts the typed confirmation from accounts without a password', async () => {
    const { user, fetchMock } = setup({ 'DELETE /api/account': { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: /Google, GitHub/ }));
    const typed = within(dialog).getByLabelText('Type DELETE MY ACCOUNT to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(typed, 'delete my account');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'DELETE MY ACCOUNT');
    await user.click(confirm);
    await vi.waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(requestsTo(fetchMock, 'DELETE', '/api/account')).toEqual([{ confirmation: 'DELETE MY ACCOUNT' }]);
  });
});
