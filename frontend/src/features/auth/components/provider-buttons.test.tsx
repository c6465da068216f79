import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { notFound, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProviderButtons, providerChoices } from './provider-buttons';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const provider = (id: 'google' | 'github' | 'x' | 'apple' | 'email' | 'oidc', name: string, enabled: boolean) => ({ id, name, enabled });
const onlyEmailAndGithub = [
  provider('google', 'Google', false),
  provider('github', 'GitHub', true),
  provider('x', 'X', false),
  provider('apple', 'Apple', false),
  provider('email', 'Email', true),
];

describe('ProviderButtons', () => {
  it('offers the five providers, all usable until the server says otherwise', () => {
    stubFetch({ '/api/auth/providers': notFound });
    renderWithProviders(<ProviderButtons verb="Sign up" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'GSign up with Google',
      'GHSign up with GitHub',
      'XSign up with X',
      'Sign up with Apple',
      'Sign up with Email',
    ]);
    for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('marks providers the server has not set up as unavailable, with the reason, and ignores clicks on them', async () => {
    stubFetch({ '/api/auth/providers': { status: 200, body: onlyEmailAndGithub } });
    const user = userEvent.setup();
    renderWithProviders(<ProviderButtons verb="Log in" />);
    const google = screen.getByRole('button', { name: 'Log in with Google' });
    await waitFor(() => expect(google).toHaveAttribute('aria-disabled', 'true'));
    expect(google).toHaveAccessibleDescription('Not set up on this server');
    expect(screen.getByRole('button', { name: 'Log in with X' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Log in with Apple' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Log in with GitHub' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Log in with Email' })).not.toHaveAttribute('aria-disabled');

    await user.click(google);
    expect(google).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Log in with Email' })).toBeEnabled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('adds a configured OpenID Connect provider after the five', () => {
    const choices = providerChoices([...onlyEmailAndGithub, provider('oidc', 'Authentik', true)]);
    expect(choices.map((c) => [c.id, c.name, c.available])).toEqual([
      ['google', 'Google', false],
      ['github', 'GitHub', true],
      ['x', 'X', false],
      ['apple', 'Apple', false],
      ['email', 'Email', true],
      ['oidc', 'Authentik', true],
    ]);
    expect(providerChoices([provider('oidc', 'Authentik', false)]).map((c) => c.id)).toEqual(['google', 'github', 'x', 'apple', 'email']);
  });

  it('spins the chosen one, disables all, remembers the tab, then goes to /api/login with the provider', async () => {
    stubFetch({ '/api/auth/providers': { status: 200, body: onlyEmailAndGithub } });
    const user = userEvent.setup();
    renderWithProviders(<ProviderButtons verb="Log in" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in with Google' })).toHaveAttribute('aria-disabled', 'true'));
    await user.click(screen.getByRole('button', { name: /Log in with GitHub/ }));

    const chosen = screen.getByRole('button', { name: /Log in with GitHub/ });
    expect(chosen).toHaveAttribute('aria-busy', 'true');
    expect(chosen.querySelector('svg.animate-spin')).not.toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-busy') === 'true')).toHaveLength(1);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/api/login?provider=github'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('sous:auth-tab')).toBe('log-in');
  });

  it('offers the choices again when the page comes back from the back/forward cache', async () => {
    stubFetch({ '/api/auth/providers': notFound });
    const user = userEvent.setup();
    renderWithProviders(<ProviderButtons verb="Sign up" />);
    await user.click(screen.getByRole('button', { name: /Sign up with Email/ }));
    expect(screen.getByRole('button', { name: /Sign up with Google/ })).toBeDisabled();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
    expect(screen.getByRole('button', { name: /Sign up with Email/ })).not.toHaveAttribute('aria-busy');
  });
});
