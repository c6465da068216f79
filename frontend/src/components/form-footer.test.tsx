import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from './form-footer';

function renderInForm(footer: React.ReactNode) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(<form onSubmit={onSubmit}>{footer}</form>);
  return onSubmit;
}

describe('FormFooter', () => {
  it('submits the form with its submit button and cancels without submitting', async () => {
    const onCancel = vi.fn();
    const onSubmit = renderInForm(<FormFooter onCancel={onCancel} submitLabel="Save" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while pending, disables both and shows the pending label', () => {
    renderInForm(<FormFooter onCancel={() => undefined} cancelLabel="Back" submitLabel="Save" pendingLabel="Saving…" pending />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps submit disabled while the form cannot be sent', () => {
    renderInForm(<FormFooter onCancel={() => undefined} submitLabel="Move" submitDisabled />);
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
