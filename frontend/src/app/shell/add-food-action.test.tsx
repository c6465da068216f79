import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell, shellReadsNotFound } from '@/test/render-shell';

const dialog = () => screen.queryByRole('dialog', { name: 'Add Food to Inventory' });
// The dialog's code loads on first use (lazy), so its first appearance is awaited.
const findDialog = () => screen.findByRole('dialog', { name: 'Add Food to Inventory' });

describe('Add Food quick action', () => {
  it('the header button opens the Add Food dialog', async () => {
    stubFetch(shellReadsNotFound);
    const user = userEvent.setup();
    renderShell();
    expect(dialog()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(await findDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Cmd/Ctrl+N opens it, but not while typing', async () => {
    stubFetch(shellReadsNotFound);
    renderShell('/', <input aria-label="Name" />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'n', ctrlKey: true });
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'n', metaKey: true });
    expect(await findDialog()).toBeInTheDocument();
  });

  it('is listed in the shortcut help', async () => {
    stubFetch(shellReadsNotFound);
    renderShell();
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    expect(await screen.findByText(/Ctrl\+N: Add-food dialog/)).toBeInTheDocument();
  });
});
