import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, Outbox, type QueuedWrite } from '@/lib/offline';
import { PendingWrites, retryDelayMs } from './pending-writes';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function renderPending(outbox: Outbox) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <PendingWrites outbox={outbox} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PendingWrites', () => {
  it('shows how many writes wait offline and clears once they are replayed on reconnect', async () => {
    setOnline(false);
    const sent: QueuedWrite[] = [];
    const outbox = new Outbox(createMemoryStore(), (write) => {
      sent.push(write);
      return Promise.resolve({ status: 201, body: '{}' });
    });
    renderPending(outbox);
    await act(() => outbox.enqueue({ method: 'POST', path: '/api/shopping-list/items', body: { ingredient: 'Milk' }, label: 'Add Milk' }));
    await act(() => outbox.enqueue({ method: 'PATCH', path: '/api/shopping-list/items/1', body: { isChecked: true }, label: 'Check an item' }));
    expect(screen.getByTestId('pending-writes')).toHaveTextContent('2 pending');
    expect(sent).toEqual([]);
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await outbox.replay();
    });
    expect(sent.map((w) => w.label)).toEqual(['Add Milk', 'Check an item']);
    expect(screen.queryByTestId('pending-writes')).not.toBeInTheDocument();
  });

  it('tries again, sooner first, when the replay on reconnect finds no way through', async () => {
    vi.useFakeTimers();
    try {
      setOnline(false);
      // the first two sends fail as a fetch does while the link comes up, then the server answers 429
      const answers: (() => Promise<{ status: number; body: string }>)[] = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.resolve({ status: 429, body: '{}' }),
      ];
      const sent: string[] = [];
      const outbox = new Outbox(createMemoryStore(), (write) => {
        sent.push(write.label);
        return (answers.shift() ?? (() => Promise.resolve({ status: 201, body: '{}' })))();
      });
      renderPending(outbox);
      await act(() => outbox.enqueue({ method: 'POST', path: '/api/shopping-list/items', body: { ingredient: 'Milk' }, label: 'Add Milk' }));
      setOnline(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(sent).toHaveLength(1);
      expect(screen.getByTestId('pending-writes')).toHaveTextContent('1 pending');
      await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(0)));
      expect(sent).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(1)));
      expect(sent).toHaveLength(3);
      await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(2)));
      expect(sent).toEqual(['Add Milk', 'Add Milk', 'Add Milk', 'Add Milk']);
      expect(screen.queryByTestId('pending-writes')).not.toBeInTheDocument();
      // nothing left: no more tries
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(sent).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer between tries, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('asks theirs or mine when a replayed edit meets a newer version', async () => {
    setOnline(false);
    const answers = [{ status: 409, body: JSON.stringify({ current: { version: 3 } }) }, { status: 200, body: '{}' }];
    const sent: QueuedWrite[] = [];
    const outbox = new Outbox(createMemoryStore(), (write) => {
      sent.push(write);
      return Promise.resolve(answers.shift() ?? { status: 200, body: '{}' });
    });
    renderPending(outbox);
    await act(() => outbox.enqueue({ method: 'PATCH', path: '/api/food-items/f1', body: { version: 2, quantity: '1' }, label: 'Edit Milk' }));
    setOnline(true);
    await act(async () => {
      await outbox.replay();
    });
    expect(await screen.findByText('Changed on another device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use mine' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ version: 3, quantity: '1' });
    await vi.waitFor(() => expect(screen.queryByText('Changed on another device')).not.toBeInTheDocument());
  });
});
