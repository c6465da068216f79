import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/browser-location';
import { ProviderButtons } from './provider-buttons';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

describe('ProviderButtons', () => {
  it('offers the five providers', () => {
    render(<ProviderButtons verb="Sign up" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'GSign up with Google',
      'GHSign up with GitHub',
      'XSign up with X',
      'Sign up with Apple',
      'Sign up with Email',
    ]);
  });

  it('spins the chosen one, disables all, then goes to /api/login with the provider', async () => {
    const user = userEvent.setup();
    render(<ProviderButtons verb="Log in" />);
    await user.click(screen.getByRole('button', { name: /Log in with GitHub/ }));

    const chosen = screen.getByRole('button', { name: /Log in with GitHub/ });
    expect(chosen).toHaveAttribute('aria-busy', 'true');
    expect(chosen.querySelector('svg.animate-spin')).not.toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-busy') === 'true')).toHaveLength(1);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/api/login?provider=github'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });
});
