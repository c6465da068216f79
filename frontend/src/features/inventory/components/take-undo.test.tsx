import type { FoodItem } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFoodItems, foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { resetAppOutbox } from '@/lib/offline';
import { toastStore } from '@/lib/toast-store';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { fridge, lot, pantry } from '@/test/food-item-fixture';
import { FoodItemRow } from './food-item-row';

const today = todayIn(new Date());
const token = '3b241101-e2bb-4255-8caf-4136c566a962';
const expiresAt = new Date(Date.now() + 15_000).toISOString();
// two lots of one card: Throw away of all of it empties both
const soon = lot('y1', { name: 'Yogurt', foodKey: 'yogurt', quantity: '2', unit: 'cup', expirationDate: addDays(today, 2), version: 3, unitPrice: 1.6 });
const later = lot('y2', { name: 'Yogurt', foodKey: 'yogurt', quantity: '3', unit: 'cup', expirationDate: addDays(today, 9), version: 1, unitPrice: null });

function ListReader() {
  useFoodItems();
  return null;
}

function setup(routes: Record<string, RouteHandler>) {
  const fetchMock = stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [soon, later] }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <FoodItemRow card={groupIntoCards([soon, later])[0]} locations={[fridge, pantry]} today={today} />
      <ListReader />
    </>,
  );
  result.client.setQueryData(['/api/food-items'], [soon, later]);
  return { fetchMock, user, client: result.client };
}

async function throwAllAway(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions for Yogurt' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Throw away' }));
  const dialog = await screen.findByRole('dialog', { name: 'Throw away Yogurt' });
  await user.click(within(dialog).getByRole('button', { name: 'Throw away' }));
}

const discarded: RouteHandler = { status: 200, body: { item: null, taken: '5', unit: 'cup', undo: { token, expiresAt } } };

afterEach(() => {
  toastStore.clear();
  resetAppOutbox();
});

describe('Undo after Use and Throw away (issue 29)', () => {
  it('offers Undo for 10 s; Undo sends only the token and puts both lots back as the server restored them', async () => {
    const { user, fetchMock, client } = setup({
      'POST /api/food-items/y1/discard': discarded,
      'POST /api/food-items/undo': { status: 200, body: { restored: [{ ...soon, version: 4 }, { ...later, version: 2 }] } },
    });
    await throwAllAway(user);
    expect(await screen.findByText('5 cups of Yogurt (none left)')).toBeInTheDocument();
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({ title: 'Thrown away', duration: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Yogurt is back as it was.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/undo')).toEqual([{ token }]);
    // nothing is re-added by hand: the server's own rows come back, ids and prices included
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([]);
    const cached = client.getQueryData<FoodItem[]>(['/api/food-items']) ?? [];
    expect(cached.map(({ id, quantity, version, unitPrice }) => ({ id, quantity, version, unitPrice }))).toEqual([
      { id: 'y1', quantity: '2', version: 4, unitPrice: 1.6 },
      { id: 'y2', quantity: '3', version: 2, unitPrice: null },
    ]);
  });

  it('says why when the server refuses (changed since), and reads the list again', async () => {
    const message = 'This food was changed again since, so it was not put back. Nothing was undone.';
    const { user, fetchMock } = setup({
      'POST /api/food-items/y1/discard': discarded,
      'POST /api/food-items/undo': { status: 409, body: { message, code: 'inventory.stale-version' } },
    });
    await throwAllAway(user);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not undo')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', foodItemsFirstPageUrl).length).toBeGreaterThan(0));
  });

  it('offers no Undo for a take queued offline, nor for an answer without a token', async () => {
    const { user } = setup({});
    goOffline();
    await throwAllAway(user);
    expect(await screen.findByText(/Saved on this device and sent when you are back online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
