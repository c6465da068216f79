import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('alerts what could not be loaded with the reason, and asks again on retry', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed title="Could not load the list." detail="Database is down" retryLabel="Retry" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list.Database is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('leaves out an empty reason and offers "Try again" by default', () => {
    render(<LoadFailed title="Your household could not be loaded." detail="" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
