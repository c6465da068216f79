import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const base: ConfirmDialogProps = {
  open: true,
  onOpenChange: () => undefined,
  title: 'Revoke Laptop?',
  description: 'It stops working at once.',
  confirmLabel: 'Revoke token',
  onConfirm: () => undefined,
};

describe('ConfirmDialog', () => {
  it('asks with its title and description, confirms on click and cancels with focus starting on Cancel', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} destructive onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Laptop?' });
    expect(dialog).toHaveAccessibleDescription('It stops working at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke token' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('while pending, disables both buttons and shows the pending label', () => {
    render(<ConfirmDialog {...base} pending pendingLabel="Revoking..." />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = screen.getByRole('button', { name: 'Revoking...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
  });

  it("says a failed confirm with the server's message, else the fallback", () => {
    const { rerender } = render(<ConfirmDialog {...base} error={new ApiError(409, JSON.stringify({ message: 'Already revoked' }), 'Conflict')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Already revoked');
    rerender(<ConfirmDialog {...base} error={new Error('boom')} errorFallback="The token could not be revoked." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The token could not be revoked.');
  });

  it('opens from its trigger', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return <ConfirmDialog {...base} open={open} onOpenChange={setOpen} trigger={<button type="button">Revoke</button>} />;
    }
    render(<Harness />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(screen.getByRole('alertdialog', { name: 'Revoke Laptop?' })).toBeInTheDocument();
  });
});
