import type { FoodItem, StorageLocation } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AddFoodActionProvider } from '@/components/add-food-action';
import { requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { FoodGroupPage } from './food-group-page';
import { FoodGroupsPage } from './food-groups-page';
import { InventoryPage } from './inventory-page';
import { StoragePage } from './storage-page';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { lot } from '@/test/food-item-fixture';

const fridge: StorageLocation = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Fridge', icon: 'refrigerator', itemCount: 2, sortOrder: 0 };
const pantry: StorageLocation = { id: '16fd2706-8baf-433b-82eb-8c7fada847da', name: 'Dry Pantry', icon: 'pizza', itemCount: 1, sortOrder: 1 };
const today = todayIn(new Date());

function item(id: string, name: string, locationId: string, days: number, foodCategory: string | null): FoodItem {
  return lot(id, { name, unit: 'item', storageLocationId: locationId, expirationDate: addDays(today, days), foodCategory, foodKey: undefined });
}

const items = [
  item('1', 'Milk', fridge.id, 2, 'Dairy and Egg Products'),
  item('2', 'Salmon', fridge.id, -1, 'Finfish and Shellfish Products'),
  item('3', 'Rice', pantry.id, 200, null),
];

function renderAt(path: string, routes: Record<string, RouteHandler> = {}, addFood?: () => void) {
  const fetchMock = stubFetch({
    '/api/storage-locations': { status: 200, body: [fridge, pantry] },
    [foodItemsFirstPageUrl]: { status: 200, body: items },
    // the inventory page asks for learned shelf lives (issue 35); none here
    '/api/shelf-life-proposals': { status: 200, body: [] },
    ...routes,
  });
  const pages = (
    <Routes>
      <Route path="/inventory" element={<InventoryPage />} />
      <Route path="/storage/all" element={<StoragePage />} />
      <Route path="/storage/:location" element={<StoragePage />} />
      <Route path="/food-groups" element={<FoodGroupsPage />} />
      <Route path="/food-groups/:category" element={<FoodGroupPage />} />
    </Routes>
  );
  const user = userEvent.setup();
  const result = renderWithProviders(addFood ? <AddFoodActionProvider value={addFood}>{pages}</AddFoodActionProvider> : pages, { path });
  return { ...result, fetchMock, user };
}

const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent);

describe('storage views', () => {
  it('shows the storage placeholder while loading: 3 tabs and a grid of 9', () => {
    stubFetch({ '/api/storage-locations': () => new Promise(() => undefined), [foodItemsFirstPageUrl]: () => new Promise(() => undefined) });
    renderWithProviders(<StoragePage />, { path: '/storage/all' });
    expect(screen.getByText('Loading...').closest('[role=status]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-tab')).toHaveLength(3);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9);
  });

  it('/storage/all lists every item, soonest expiry first, with tabs', async () => {
    const { user } = renderAt('/storage/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Items' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Salmon', 'Milk', 'Rice']);
    await user.click(screen.getByRole('tab', { name: /Expiring soon/ }));
    expect(cardNames()).toEqual(['Milk']);
    await user.click(screen.getByRole('tab', { name: /Expired/ }));
    expect(cardNames()).toEqual(['Salmon']);
  });

  it('sorts and filters', async () => {
    const { user } = renderAt('/storage/all');
    await screen.findByRole('heading', { level: 1, name: 'All Items' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(cardNames()).toEqual(['Milk', 'Rice', 'Salmon']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter items' }), 'seafood');
    expect(cardNames()).toEqual(['Salmon']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter items' }), 'zzz');
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
  });

  it('/storage/{location lowercased} shows that location only', async () => {
    renderAt('/storage/dry%20pantry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry Pantry' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Rice']);
  });

  it('an unknown location says so', async () => {
    renderAt('/storage/garage');
    expect(await screen.findByText('No such storage location')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage storage locations' })).toHaveAttribute('href', '/inventory');
  });

  it("an empty inventory shows 'No items yet', with 'Add Your First Item' only when adding is possible", async () => {
    const addFood = vi.fn();
    const { user, unmount } = renderAt('/storage/all', { [foodItemsFirstPageUrl]: { status: 200, body: [] } }, addFood);
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(screen.getByText('Start by adding food items to your inventory or ask your Sous to help you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Item' }));
    expect(addFood).toHaveBeenCalled();
    unmount();

    renderAt('/storage/all', { [foodItemsFirstPageUrl]: { status: 200, body: [] } });
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Item' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    renderAt('/storage/all', { [foodItemsFirstPageUrl]: { status: 500, body: { message: 'Database is down' } } });
    expect(await screen.findByText('Your inventory could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('food groups', () => {
  it('lists categories by display name with counts, and opens one by its lowercased name', async () => {
    const { user } = renderAt('/food-groups');
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Dairy & Eggs (1 item)', '/food-groups/dairy%20and%20egg%20products'],
      ['Seafood (1 item)', '/food-groups/finfish%20and%20shellfish%20products'],
      ['Uncategorized (1 item)', '/food-groups/uncategorized'],
    ]);
    await user.click(links[1]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seafood' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Salmon']);
  });

  it('also opens a group by its display name, and Uncategorized', async () => {
    renderAt('/food-groups/uncategorized');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uncategorized' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Rice']);
  });
});

describe('inventory page: storage locations', () => {
  it('adds a location and shows a duplicate name error', async () => {
    let calls = 0;
    const { user, fetchMock } = renderAt('/inventory', {
      'POST /api/storage-locations': ({ body }) =>
        calls++ === 0
          ? { status: 201, body: { id: 'l3', name: (body as { name: string }).name, icon: 'snowflake', itemCount: 0, sortOrder: 2 } }
          : { status: 409, body: { message: 'A storage location named Garage freezer already exists' } },
    });
    const field = await screen.findByRole('textbox', { name: 'New location name' });
    await user.type(field, 'Garage freezer');
    expect(screen.getByRole('radio', { name: 'Freezer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Garage freezer added')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/storage-locations')).toEqual([{ name: 'Garage freezer', icon: 'snowflake' }]);

    await user.type(field, 'Garage freezer');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('A storage location named Garage freezer already exists')).toBeInTheDocument();
  });

  it('deletes a location that holds items by moving them', async () => {
    const { user, fetchMock } = renderAt('/inventory', { [`DELETE /api/storage-locations/${fridge.id}?moveTo=${pantry.id}`]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete Fridge' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Fridge?' });
    expect(within(dialog).getByText('It still holds 2 items. Choose where they go first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Move its items to' })).toHaveValue(pantry.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Fridge deleted')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE', `/api/storage-locations/${fridge.id}?moveTo=${pantry.id}`)).toHaveLength(1));
  });

  it('renames a location', async () => {
    const { user, fetchMock } = renderAt('/inventory', {
      [`PATCH /api/storage-locations/${pantry.id}`]: ({ body }) => ({ status: 200, body: { ...pantry, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Dry Pantry' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Dry Pantry' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Larder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to Larder')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', `/api/storage-locations/${pantry.id}`)).toEqual([{ name: 'Larder' }]);
  });
});
