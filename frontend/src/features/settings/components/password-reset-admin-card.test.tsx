import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PasswordResetAdminCard } from './password-reset-admin-card';

const url = 'https://sous.example.org/reset-password#token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch(routes);
  const user = userEvent.setup();
  renderWithProviders(<PasswordResetAdminCard />);
  return { fetchMock, user };
}

describe("admin's password reset card", () => {
  it('makes a link for an address, shows it once and copies it', async () => {
    const { user, fetchMock } = setup({
      'POST /api/admin/password-resets': { status: 201, body: { email: 'ada@example.com', url, expiresAt: '2099-01-02T10:00:00.000Z' } },
    });
    const form = screen.getByRole('form', { name: 'Make a password reset link' });
    await user.type(within(form).getByLabelText('Email of the account'), ' Ada@Example.com ');
    await user.click(within(form).getByRole('button', { name: 'Make reset link' }));

    const panel = await screen.findByRole('region', { name: 'Reset link for ada@example.com' });
    expect(within(panel).getByLabelText('Password reset link for ada@example.com')).toHaveTextContent(url);
    expect(requestsTo(fetchMock, 'POST', '/api/admin/password-resets')).toEqual([{ email: 'ada@example.com' }]);
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Reset link for ada@example.com' })).not.toBeInTheDocument();
  });

  it("checks the address first and shows the server's refusal", async () => {
    const { user, fetchMock } = setup({
      'POST /api/admin/password-resets': { status: 404, body: { message: 'No account uses this email', code: 'identity.password-reset-no-account' } },
    });
    await user.type(screen.getByLabelText('Email of the account'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Make reset link' }));
    expect(screen.getByLabelText('Email of the account')).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.getByLabelText('Email of the account')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/password-resets')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email of the account'));
    await user.type(screen.getByLabelText('Email of the account'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Make reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses this email');
  });
});
