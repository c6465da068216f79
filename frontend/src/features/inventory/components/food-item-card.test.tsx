import type { FoodItem, StorageLocation } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFoodItems, foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { resetAppOutbox } from '@/lib/offline';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { groupIntoCards } from '../lib/food-cards';
import { FoodItemCard } from './food-item-card';
import { lot } from '@/test/food-item-fixture';

const fridge: StorageLocation = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Fridge', icon: 'refrigerator', itemCount: 1, sortOrder: 0 };
const pantry: StorageLocation = { id: '16fd2706-8baf-433b-82eb-8c7fada847da', name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 1 };
const today = todayIn(new Date());

const milk = lot('f1', {
  name: 'Milk',
  quantity: '2',
  unit: 'item',
  storageLocationId: fridge.id,
  expirationDate: addDays(today, 2),
  fcdId: 'sr:01077',
  usdaData: { fdcId: 'sr:01077', description: 'Milk, whole' },
  foodCategory: 'Dairy and Egg Products',
  version: 4,
  foodKey: undefined,
});

/** Watches the list like the sidebar does, so invalidating it reads it again. */
function ListReader() {
  useFoodItems();
  return null;
}

function setup(routes: Record<string, RouteHandler>, item: FoodItem = milk) {
  const fetchMock = stubFetch({ [foodItemsFirstPageUrl]: { status: 200, body: [item] }, ...routes });
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <FoodItemCard card={groupIntoCards([item])[0]} locations={[fridge, pantry]} today={today} />
      <ListReader />
    </>,
  );
  result.client.setQueryData(['/api/food-items'], [item]);
  return { fetchMock, user, client: result.client };
}

describe('FoodItemCard', () => {
  it('shows the category icon, name, category, location, quantity and an amber expiry badge', () => {
    setup({});
    const card = screen.getByRole('article', { name: 'Milk' });
    expect(within(card).getByText('Dairy & Eggs · Fridge')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit quantity of Milk: 2 items' })).toHaveClass('tabular-nums');
    expect(within(card).getByText('Expires in 2 days')).toHaveAttribute('data-status', 'expiring');
  });

  it('edits the quantity in place and sends the version it read', async () => {
    const { user, fetchMock, client } = setup({
      'PATCH /api/food-items/f1': ({ body }) => ({ status: 200, body: { ...milk, ...(body as object), version: 5 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit quantity of Milk: 2 items' }));
    const field = screen.getByRole('textbox', { name: 'Quantity of Milk' });
    await user.clear(field);
    await user.type(field, 'abc{Enter}');
    expect(screen.getByText('Enter an amount such as 2, 0.5 or 1/2.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1 1/2{Enter}');
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/f1')).toEqual([{ version: 4, quantity: '1 1/2' }]));
    await waitFor(() => expect(client.getQueryData<FoodItem[]>(['/api/food-items'])?.[0]).toMatchObject({ quantity: '1 1/2', version: 5 }));
  });

  it('Escape cancels the edit', async () => {
    const { user, fetchMock } = setup({});
    await user.click(screen.getByRole('button', { name: 'Edit quantity of Milk: 2 items' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of Milk' }), '9{Escape}');
    expect(screen.getByRole('button', { name: 'Edit quantity of Milk: 2 items' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/f1')).toHaveLength(0);
  });

  it('a stale version says it changed on another device and reads the list again', async () => {
    const { user, fetchMock } = setup({ 'PATCH /api/food-items/f1': { status: 409, body: { message: 'Changed elsewhere' } } });
    await user.click(screen.getByRole('button', { name: 'Edit quantity of Milk: 2 items' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of Milk' }), '0{Enter}');
    expect(await screen.findByText('Changed on another device')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', foodItemsFirstPageUrl).length).toBeGreaterThan(0));
  });

  it('Use consumes one by default', async () => {
    const { user, fetchMock } = setup({
      'POST /api/food-items/f1/consume': { status: 200, body: { item: { ...milk, quantity: '1', version: 5 }, taken: '1', unit: 'item' } },
    });
    await user.click(screen.getByRole('button', { name: 'Use' }));
    const dialog = screen.getByRole('dialog', { name: 'Use Milk' });
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of Milk (item)' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Use' }));
    expect(await screen.findByText('Marked as used')).toBeInTheDocument();
    expect(screen.getByText('1 item of Milk')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/f1/consume')).toEqual([{ quantity: '1' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Throw away discards all of it by default, with a reason', async () => {
    const { user, fetchMock, client } = setup({
      'POST /api/food-items/f1/discard': { status: 200, body: { item: null, taken: '2', unit: 'item' } },
    });
    await user.click(screen.getByRole('button', { name: 'Throw away' }));
    const dialog = screen.getByRole('dialog', { name: 'Throw away Milk' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason (optional)' }), 'spoiled');
    await user.click(within(dialog).getByRole('button', { name: 'Throw away' }));
    expect(await screen.findByText('2 items of Milk (none left)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/f1/discard')).toEqual([{ quantity: '2', reason: 'spoiled' }]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([]);
  });

  it('moves the item to another location', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/food-items/f1': ({ body }) => ({ status: 200, body: { ...milk, ...(body as object), version: 5 } }),
      // the Move dialog asks the server the date the move would save (issue 35)
      [`/api/food-items/f1/expiry-preview?storageLocationId=${pantry.id}`]: { status: 200, body: { expirationDate: null, basis: null } },
    });
    await user.click(screen.getByRole('button', { name: 'More actions for Milk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Milk' });
    expect(within(dialog).getByRole('combobox')).toHaveValue(pantry.id);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Milk moved to Pantry')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', '/api/food-items/f1')).toEqual([{ version: 4, storageLocationId: pantry.id }]);
  });

  it('deletes with an Undo that adds the item back', async () => {
    const { user, fetchMock, client } = setup({
      'DELETE /api/food-items/f1': { status: 204 },
      'POST /api/food-items': ({ body }) => ({ status: 201, body: { ...milk, ...(body as object), id: 'f2', version: 1 } }),
    });
    await user.click(screen.getByRole('button', { name: 'More actions for Milk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Milk was removed from your inventory.')).toBeInTheDocument();
    expect(client.getQueryData(['/api/food-items'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Milk is back in your inventory.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([
      {
        name: 'Milk',
        quantity: '2',
        unit: 'item',
        storageLocationId: fridge.id,
        expirationDate: milk.expirationDate,
        fcdId: 'sr:01077',
        usdaData: milk.usdaData,
        foodCategory: 'Dairy and Egg Products',
      },
    ]);
  });

  it('an expired item comes back expiring today (the server refuses past dates for new items)', async () => {
    const expired = { ...milk, expirationDate: addDays(today, -3) };
    const { user, fetchMock } = setup(
      {
        'DELETE /api/food-items/f1': { status: 204 },
        'POST /api/food-items': ({ body }) => ({ status: 201, body: { ...expired, ...(body as object), id: 'f2' } }),
      },
      expired,
    );
    expect(screen.getByText('Expired 3 days ago')).toHaveAttribute('data-status', 'expired');
    await user.click(screen.getByRole('button', { name: 'More actions for Milk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toMatchObject([{ expirationDate: today }]));
  });
});

describe('FoodItemCard offline (issue 21)', () => {
  afterEach(() => resetAppOutbox());

  const noOfflineRefusal = () => expect(screen.queryByText("You're offline")).not.toBeInTheDocument();

  it('Use is queued as "Use Milk" and the cached lot goes down by the amount used', async () => {
    const { user, fetchMock, client } = setup({});
    const offline = goOffline();
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Use Milk' })).getByRole('button', { name: 'Use' }));

    expect(await screen.findByText('1 item of Milk. Saved on this device and sent when you are back online.')).toBeInTheDocument();
    expect(offline.queued()).toEqual([{ method: 'POST', path: '/api/food-items/f1/consume', body: { quantity: '1' }, label: 'Use Milk' }]);
    // the version the server will give it, so an edit queued after this one is not a conflict
    expect(client.getQueryData<FoodItem[]>(['/api/food-items'])).toEqual([{ ...milk, quantity: '1', version: 5 }]);
    expect(requestsTo(fetchMock, 'POST', '/api/food-items/f1/consume')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    noOfflineRefusal();
  });

  it('Throw away of all of it is queued as "Throw away Milk" with its reason and the row leaves the list', async () => {
    const { user, client } = setup({});
    const offline = goOffline();
    await user.click(screen.getByRole('button', { name: 'Throw away' }));
    const dialog = screen.getByRole('dialog', { name: 'Throw away Milk' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason (optional)' }), 'spoiled');
    await user.click(within(dialog).getByRole('button', { name: 'Throw away' }));

    expect(await screen.findByText('2 items of Milk (none left). Saved on this device and sent when you are back online.')).toBeInTheDocument();
    expect(offline.queued()).toEqual([
      { method: 'POST', path: '/api/food-items/f1/discard', body: { quantity: '2', reason: 'spoiled' }, label: 'Throw away Milk' },
    ]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([]);
    noOfflineRefusal();
  });

  it('Delete is queued as "Remove Milk" and the row leaves the list at once', async () => {
    const { user, fetchMock, client } = setup({});
    const offline = goOffline();
    await user.click(screen.getByRole('button', { name: 'More actions for Milk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    expect(await screen.findByText('Milk was removed from your inventory. Saved on this device and sent when you are back online.')).toBeInTheDocument();
    expect(offline.queued()).toEqual([{ method: 'DELETE', path: '/api/food-items/f1', body: undefined, label: 'Remove Milk' }]);
    expect(client.getQueryData(['/api/food-items'])).toEqual([]);
    expect(requestsTo(fetchMock, 'DELETE', '/api/food-items/f1')).toEqual([]);
    noOfflineRefusal();
  });

  it('a card added offline shows it waits to sync and offers nothing that would name its temporary id', () => {
    setup({}, { ...milk, id: 'pending:0b7c5a4e-1f2d-4c3b-9a8e-7d6c5b4a3f2e' });
    const card = screen.getByRole('article', { name: 'Milk' });
    expect(within(card).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Use' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Throw away' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'More actions for Milk' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Edit quantity/ })).not.toBeInTheDocument();
    expect(within(card).getByText('2 items')).toBeInTheDocument();
  });
});
