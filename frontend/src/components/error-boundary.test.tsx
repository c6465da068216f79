import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser-location';
import { ErrorBoundary } from './error-boundary';

vi.mock('@/lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const state = { broken: true };

function Fragile() {
  if (state.broken) throw new Error('kaboom');
  return <p>Recovered content</p>;
}

function Harness() {
  const [, force] = useState(0);
  return (
    <>
      <button type="button" onClick={() => force((n) => n + 1)}>
        rerender
      </button>
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('shows the spec error screen; Refresh Page reloads; Try Again renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    render(<Harness />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred. You can try refreshing the page or continue using the app.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    // It stays in the error state across re-renders until Try Again.
    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'rerender' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error screen again when Try Again fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
