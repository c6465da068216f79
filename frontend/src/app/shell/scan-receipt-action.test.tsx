import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Composer } from '@/features/chat/components/composer';
import { stubFetch } from '@/test/fetch-mock';
import { renderShell, shellReadsNotFound } from '@/test/render-shell';

const receiptDialog = () => screen.findByRole('dialog', { name: 'Scan a receipt' });

describe('Scan a receipt entry points', () => {
  it('Add Food hands over to the receipt flow, and focus returns to the page on close', async () => {
    stubFetch(shellReadsNotFound);
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    await user.click(await screen.findByRole('button', { name: 'Scan a receipt' }));
    expect(await receiptDialog()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Food to Inventory' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Take photo' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paste text instead' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Food' })).toHaveFocus();
  });

  it('the chat composer has a receipt button next to attach', async () => {
    stubFetch(shellReadsNotFound);
    const user = userEvent.setup();
    renderShell(
      '/',
      <Composer text="" onTextChange={() => undefined} onSend={() => Promise.resolve(true)} disabled={false} voice={{ active: false, transcript: '', toggle: () => undefined }} />,
    );
    const button = screen.getByRole('button', { name: 'Scan a receipt into the inventory' });
    await user.click(button);
    expect(await receiptDialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });
});
