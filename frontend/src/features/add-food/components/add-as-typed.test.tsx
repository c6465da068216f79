import type { FoodItem } from '@sous/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddFoodDialog } from './add-food-dialog';
import { foodSearchUrl as searchUrl } from '../api/search-foods';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';

vi.mock('../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve('quiet')) }));

const fridgeId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const locations = [{ id: fridgeId, name: 'Refrigerator', icon: 'refrigerator', itemCount: 0, sortOrder: 0 }];

const none = { status: 200, body: { foods: [], totalHits: 0, currentPage: 1, totalPages: 0 } };

/** What the server answers: the lot with `merge` saying what happened to the card. */
function added(body: object, merge: object): FoodItem & { merge: object } {
  return {
    id: 'n1', householdId: 'h1', userId: 'u1', name: 'Oat milk', quantity: '1', unit: 'item', storageLocationId: fridgeId,
    expirationDate: null, fcdId: null, usdaData: null, foodCategory: 'Beverages', addedAt: '2025-01-01T00:00:00Z', weightInGrams: null,
    lastNotifiedAt: null, notificationDismissed: false, daysUntilExpiryWhenNotified: null, imageUrl: null, nutrition: null, version: 1,
    foodKey: 'oat milk', ...body, merge,
  };
}

function setup(routes: Record<string, RouteHandler>) {
  const fetchMock = stubFetch({ '/api/storage-locations': { status: 200, body: locations }, [foodItemsFirstPageUrl]: { status: 200, body: [] }, '/api/user/preferences': notFound, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<AddFoodDialog open onOpenChange={vi.fn()} />);
  return { fetchMock, user };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search food' });

describe('add as typed (issue 16)', () => {
  it('adds food the database does not know by its name, and shows what the server did', async () => {
    const { user, fetchMock } = setup({
      [searchUrl('oat milk')]: none,
      'POST /api/food-items': ({ body }) =>
        ({ status: 201, body: added({ ...(body as object), name: 'Oat milk' }, { outcome: 'created', message: 'Added 1 item of Oat milk to the Refrigerator', total: { quantity: '1', unit: 'item' }, lots: 1 }) }),
    });
    await user.type(searchBox(), 'oat milk');
    expect(await screen.findByText('No results found', { selector: 'p:not([role])' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “oat milk” as typed' }));
    expect(screen.getByRole('heading', { name: 'oat milk' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Added 1 item of Oat milk to the Refrigerator')).toBeInTheDocument();
    expect(screen.getByText('Oat milk has been added to your inventory.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([
      { name: 'oat milk', quantity: '1', unit: 'item', storageLocationId: fridgeId, fcdId: null, foodCategory: null },
    ]);
  });

  it('is offered under results too, but not for a barcode', async () => {
    const milk = { fdcId: 'sr:1', description: 'Milk, whole', brandOwner: null, foodCategory: 'Dairy and Egg Products', gtinUpc: null, dataType: 'Branded', source: 'embedded' };
    const { user } = setup({
      [searchUrl('milk')]: { status: 200, body: { foods: [milk], totalHits: 1, currentPage: 1, totalPages: 1 } },
      '/api/food/barcode/0123456789012': { status: 200, body: { usda: { ...milk, fdcId: 'upc:1' } } },
    });
    await user.type(searchBox(), 'milk');
    expect(await screen.findByRole('button', { name: 'Add “milk” as typed' })).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), '0123456789012');
    await waitFor(() => expect(screen.queryByRole('button', { name: /as typed/ })).not.toBeInTheDocument());
  });

  it('an add that joins a card toasts the server’s sentence', async () => {
    const { user } = setup({
      [searchUrl('chicken')]: none,
      'POST /api/food-items': ({ body }) => ({
        status: 200,
        body: added({ ...(body as object), name: 'Chicken breast' }, {
          outcome: 'merged',
          message: 'Added 2 lb to Chicken breast in the Refrigerator — now 3 lb',
          total: { quantity: '3', unit: 'lb' },
          lots: 1,
        }),
      }),
    });
    await user.type(searchBox(), 'chicken');
    await user.click(await screen.findByRole('button', { name: 'Add “chicken” as typed' }));
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findAllByText('Added 2 lb to Chicken breast in the Refrigerator — now 3 lb')).not.toHaveLength(0);
    expect(screen.queryByText('Chicken breast has been added to your inventory.')).not.toBeInTheDocument();
  });
});
