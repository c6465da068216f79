import type { ServerToClientListeners, ShelfLifeProposal } from '@sous/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { setActiveSocket } from '@/lib/active-socket';
import { requestsTo, stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { expiryPreviewKey } from '../api/get-expiry-preview';
import { ShelfLifeProposals } from './shelf-life-proposals';

const spinach: ShelfLifeProposal = {
  id: '00000000-0000-5000-8000-000000000001',
  foodKey: 'spinach',
  foodName: 'Spinach',
  place: 'fridge',
  state: null,
  days: 4,
  currentDays: 3,
  safetyDays: 7,
  lots: 5,
  spoiledLots: 4,
  since: '2026-10-03',
  question: 'Spinach usually goes off after 4 days in your fridge — use 4 days?',
  explanation: 'from 5 bags since October',
};
const salsa: ShelfLifeProposal = {
  ...spinach,
  id: '00000000-0000-5000-8000-000000000002',
  foodKey: 'salsa',
  foodName: 'Salsa',
  state: 'opened',
  days: 5,
  currentDays: 7,
  lots: 3,
  spoiledLots: 3,
  question: 'Opened salsa usually goes off after 5 days in your fridge — use 5 days?',
  explanation: 'from 3 jars since October',
};

const listUrl = '/api/shelf-life-proposals';
const heading = 'How long food keeps in your kitchen';

/** A stand-in for the household's socket: the card subscribes to it, the test emits on it. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    on: (event: string, fn: (payload: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: (payload: unknown) => void) => listeners.get(event)?.delete(fn),
  };
  setActiveSocket(socket as unknown as Socket<ServerToClientListeners>);
  return <E extends keyof ServerToClientListeners>(event: E, payload: Parameters<ServerToClientListeners[E]>[0]) =>
    act(() => listeners.get(event)?.forEach((fn) => fn(payload)));
}

describe('ShelfLifeProposals', () => {
  it('shows each proposal with where it comes from, and accepts one from the keyboard', async () => {
    const fetchMock = stubFetch({
      [listUrl]: { status: 200, body: [spinach, salsa] },
      [`POST ${listUrl}/${spinach.id}/accept`]: { status: 200, body: { id: spinach.id, foodKey: 'spinach', place: 'fridge', state: null, days: 4, status: 'accepted' } },
    });
    const { client } = renderWithProviders(<ShelfLifeProposals />);
    // a Move dialog's answer from before the accept (the table's date) must not outlive it
    const before = expiryPreviewKey({ id: 'f1', storageLocationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    client.setQueryData(before, { expirationDate: '2026-12-09', basis: 'table' });

    const section = await screen.findByRole('region', { name: heading });
    expect(section).toHaveTextContent('Spinach usually goes off after 4 days in your fridge — use 4 days?');
    expect(section).toHaveTextContent('From 5 bags since October; Sous uses 3 days now.');
    expect(section).toHaveTextContent('Opened salsa usually goes off after 5 days in your fridge — use 5 days?');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    const accept = screen.getByRole('button', { name: 'Accept 4 days for spinach in the fridge' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(spinach.question)).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', `${listUrl}/${spinach.id}/accept`)).toHaveLength(1);
    expect(screen.getByText(salsa.question)).toBeInTheDocument();
    expect(client.getQueryData(before)).toBeUndefined();
  });

  it('ignores one, and hides itself once nothing is left to propose', async () => {
    const fetchMock = stubFetch({
      [listUrl]: { status: 200, body: [salsa] },
      [`POST ${listUrl}/${salsa.id}/ignore`]: { status: 200, body: { id: salsa.id, foodKey: 'salsa', place: 'fridge', state: 'opened', days: 5, status: 'ignored' } },
    });
    renderWithProviders(<ShelfLifeProposals />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore the proposal for opened salsa in the fridge' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', `${listUrl}/${salsa.id}/ignore`)).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST', `${listUrl}/${salsa.id}/accept`)).toHaveLength(0);
  });

  it('drops a proposal another device of the household answered', async () => {
    const emit = fakeSocket();
    stubFetch({ [listUrl]: { status: 200, body: [spinach, salsa] } });
    renderWithProviders(<ShelfLifeProposals />);
    await screen.findByText(spinach.question);
    emit('shelf-life-proposal:deleted', { id: spinach.id });
    await waitFor(() => expect(screen.queryByText(spinach.question)).not.toBeInTheDocument());
    expect(screen.getByText(salsa.question)).toBeInTheDocument();
  });

  it('shows nothing when the history proposes nothing', async () => {
    const fetchMock = stubFetch({ [listUrl]: { status: 200, body: [] } });
    renderWithProviders(<ShelfLifeProposals />);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', listUrl)).toHaveLength(1));
    // the answer has been read and rendered: still nothing
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
  });
});
