import { passwordResetMessages } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '@/lib/api/current-user';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { LandingPage } from './landing-page';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** The landing page as the auth gate shows it: only while nobody is signed in. */
function Gate() {
  const { data } = useCurrentUser();
  return data ? <p>Signed in as {data.email}</p> : <LandingPage />;
}

function setup(path: string, routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/auth/user': { status: 401, body: { message: 'Unauthorized' } },
    '/api/auth/providers': notFound,
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<Gate />, { path });
  return { fetchMock, user };
}

describe('reset password screen', () => {
  it('checks the new password and its confirmation before sending anything', async () => {
    const { user, fetchMock } = setup(`/reset-password#token=${token}`);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters Password must be at least 8 characters');
    expect(within(form).getByLabelText('New password')).toHaveFocus();

    await user.type(within(form).getByLabelText('New password'), ' but longer now');
    await user.type(within(form).getByLabelText('Confirm new password'), 'something else');
    await user.click(within(form).getByRole('button', { name: 'Set new password' }));
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription(passwordResetMessages.passwordsDiffer);
    expect(within(form).getByLabelText('Confirm new password')).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/password-reset')).toHaveLength(0);
  });

  it('sends the link\'s token with the password, then opens the log-in form filled in', async () => {
    const { user, fetchMock } = setup(`/reset-password#token=${token}`, {
      'POST /api/auth/email/password-reset': { status: 200, body: { email: 'ada@example.com' } },
    });
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/Your password was changed and every device was signed out/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/password-reset')).toEqual([{ token, password: 'a brand new password' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?auth=email$/);
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    const login = screen.getByRole('form', { name: 'Log in with email' });
    expect(within(login).getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("shows the server's word on a used link and offers a new one", async () => {
    const { user } = setup(`/reset-password?token=${token}`, {
      '/api/auth/email/password-reset-options': { status: 200, body: { byEmail: true } },
      'POST /api/auth/email/password-reset': {
        status: 400,
        body: {
          message: `token: ${passwordResetMessages.invalidLink}`,
          issues: [{ path: ['token'], message: passwordResetMessages.invalidLink, code: 'custom' }],
        },
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid, has expired or was already used.');
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forgot-password$/);
  });

  it("shows the server's refusal of the password at the field", async () => {
    const { user } = setup(`/reset-password#token=${token}`, {
      'POST /api/auth/email/password-reset': {
        status: 400,
        body: { message: 'password: must be at most 200 characters', issues: [{ path: ['password'], message: 'must be at most 200 characters', code: 'too_big' }] },
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must be at most 200 characters'));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the link lost its token', async () => {
    setup('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('forgot password screen', () => {
  it('is linked from the log-in form', async () => {
    sessionStorage.setItem('sous:auth-tab', 'log-in');
    const { user } = setup('/?auth=email', { '/api/auth/email/password-reset-options': { status: 200, body: { byEmail: false } } });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/forgot-password$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('tells the user to ask an admin when the server cannot send mail', async () => {
    setup('/forgot-password', { '/api/auth/email/password-reset-options': { status: 200, body: { byEmail: false } } });
    expect(await screen.findByText(passwordResetMessages.emailOff)).toBeInTheDocument();
    expect(screen.getByText(/Reset a user’s password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends the address and shows the same answer for every one', async () => {
    const { user, fetchMock } = setup('/forgot-password', {
      '/api/auth/email/password-reset-options': { status: 200, body: { byEmail: true } },
      'POST /api/auth/email/password-reset-request': { status: 202, body: { message: passwordResetMessages.requested } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email must be a valid email address'));
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(passwordResetMessages.requested)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/password-reset-request')).toEqual([{ email: 'ada@example.com' }]);
  });

  it("turns into the admin's way when the server answers 503", async () => {
    const { user } = setup('/forgot-password', {
      '/api/auth/email/password-reset-options': { status: 200, body: { byEmail: true } },
      'POST /api/auth/email/password-reset-request': { status: 503, body: { message: passwordResetMessages.emailOff, code: 'identity.password-reset-email-off' } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(passwordResetMessages.emailOff)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
