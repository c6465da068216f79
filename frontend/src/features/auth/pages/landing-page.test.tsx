import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/lib/api/current-user';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { LandingPage } from './landing-page';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const newUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, hasCompletedOnboarding: false };

/** The landing page as the auth gate shows it: only while nobody is signed in. */
function Gate() {
  const { data } = useCurrentUser();
  return data ? <p>Signed in as {data.email}</p> : <LandingPage />;
}

function setup(path: string, routes: Record<string, RouteHandler> = {}) {
  let signedIn = false;
  const fetchMock = stubFetch({
    '/api/auth/user': () => (signedIn ? { status: 200, body: newUser } : { status: 401, body: { message: 'Unauthorized' } }),
    // the buttons stay usable when the providers cannot be read
    '/api/auth/providers': notFound,
    ...routes,
  });
  const user = userEvent.setup();
  const result = renderWithProviders(<Gate />, { path });
  return { ...result, fetchMock, user, signIn: () => (signedIn = true) };
}

describe('landing page', () => {
  it('shows a failed provider sign-in as an alert that can be dismissed', async () => {
    const { user } = setup('/?authError=provider_not_configured&provider=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in with X is not set up on this server.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the providers by default and the email sign-up form on ?auth=email', async () => {
    setup('/?auth=email');
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Sign up with email' });
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /with Google/ })).not.toBeInTheDocument();
  });

  it('opens the email page on the tab chosen before the redirect', async () => {
    sessionStorage.setItem('sous:auth-tab', 'log-in');
    setup('/?auth=email');
    expect(await screen.findByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Log in with email' });
    expect(within(form).queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('goes back to the providers by the link', async () => {
    const { user } = setup('/?auth=email');
    await user.click(await screen.findByRole('link', { name: 'Other ways to sign up' }));
    expect(screen.getByRole('button', { name: /Sign up with Google/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('email sign-up', () => {
  it('checks the fields before sending anything', async () => {
    const { user, fetchMock } = setup('/?auth=email');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters',
    );
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/signup')).toHaveLength(0);
  });

  it("shows the server's field issues at their fields", async () => {
    const { user } = setup('/?auth=email', {
      'POST /api/auth/email/signup': {
        status: 400,
        body: {
          message: 'password: must be at least 8 characters',
          issues: [{ path: ['password'], message: 'must be at least 8 characters', code: 'too_small' }],
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a taken email in an alert', async () => {
    const { user } = setup('/?auth=email', {
      'POST /api/auth/email/signup': { status: 409, body: { message: 'An account with this email already exists' } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('signs up, shows the pending state, then refetches the user and leaves the email page', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const ctx = setup('/?auth=email', {
      'POST /api/auth/email/signup': async () => {
        await answered;
        ctx.signIn();
        return { status: 201, body: newUser };
      },
    });
    const { user, fetchMock } = ctx;
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    release();

    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/signup')).toEqual([
      { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: '' },
    ]);
    expect(requestsTo(fetchMock, 'GET', '/api/auth/user').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('email log-in', () => {
  it('shows wrong credentials in an alert', async () => {
    sessionStorage.setItem('sous:auth-tab', 'log-in');
    const { user } = setup('/?auth=email', {
      'POST /api/auth/email/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('logs in and refetches the user', async () => {
    sessionStorage.setItem('sous:auth-tab', 'log-in');
    const ctx = setup('/?auth=email', {
      'POST /api/auth/email/login': () => {
        ctx.signIn();
        return { status: 200, body: newUser };
      },
    });
    const { user, fetchMock } = ctx;
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/auth/email/login')).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
  });
});
