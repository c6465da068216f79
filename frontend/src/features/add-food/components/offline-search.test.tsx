import type { FoodResult } from '@sous/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAppOutbox } from '@/lib/offline';
import { toastStore } from '@/lib/toast-store';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { foodSearchUrl, searchFoods, SearchTimeoutError } from '../api/search-foods';
import { AddFoodDialog } from './add-food-dialog';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { lot } from '@/test/food-item-fixture';

vi.mock('../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve('quiet')) }));

const fridgeId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const locations = [{ id: fridgeId, name: 'Refrigerator', icon: 'refrigerator', itemCount: 1, sortOrder: 0 }];

const yogurtRecord: FoodResult = {
  fdcId: 'sr:01256', description: 'Yogurt, Greek, plain, whole milk', brandOwner: null, foodCategory: 'Dairy and Egg Products', gtinUpc: null, dataType: 'SR Legacy', source: 'embedded',
};
/** In the inventory, added from a food record: picked again with that record. */
const yogurt = lot('y1', { name: 'Greek yogurt', unit: 'item', storageLocationId: fridgeId, fcdId: 'sr:01256', usdaData: yogurtRecord, foodCategory: 'Dairy and Egg Products', foodKey: 'yogurt' });
/** An earlier search's answer, still in the query cache. */
const skyr: FoodResult = { ...yogurtRecord, fdcId: 'upc:5', description: 'Icelandic yogurt skyr', brandOwner: 'Siggi', dataType: 'Branded', source: 'fdc' };

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/storage-locations': { status: 200, body: locations },
    [foodItemsFirstPageUrl]: { status: 200, body: [yogurt] },
    '/api/user/preferences': notFound,
    ...routes,
  });
  const user = userEvent.setup();
  const { client } = renderWithProviders(<AddFoodDialog open onOpenChange={vi.fn()} />);
  client.setQueryData([foodSearchUrl('skyr')], { foods: [skyr], totalHits: 1, currentPage: 1, totalPages: 1 });
  return { fetchMock, user };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search food' });
const searches = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith('/api/usda/search'));

afterEach(() => {
  resetAppOutbox();
  toastStore.clear();
});

describe('Add Food offline (issue 29)', () => {
  it('searches the foods on the device at once, asks nothing, and queues the add like every offline write', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('Greek yogurt'); // the recent list: the inventory has been read
    const offline = goOffline();
    await user.type(searchBox(), 'yog');
    expect(await screen.findByText("You're offline: searching the foods on this device.")).toBeInTheDocument();
    const results = screen.getByRole('region', { name: /searching the foods on this device/ });
    // the inventory's own name first, then what an earlier search found
    expect(within(results).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Add “yog” as typed',
      expect.stringContaining('Greek yogurt'),
      expect.stringContaining('Icelandic yogurt skyr'),
    ]);
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);

    await user.click(within(results).getByRole('button', { name: /Greek yogurt/ }));
    expect(screen.getByRole('heading', { name: 'Greek yogurt' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findAllByText('You are offline: Greek yogurt is added to your inventory when you are back online.')).not.toHaveLength(0);
    expect(offline.queued()).toEqual([
      {
        method: 'POST',
        path: '/api/food-items',
        body: { name: 'Greek yogurt', quantity: '1', unit: 'item', storageLocationId: fridgeId, fcdId: 'sr:01256', usdaData: yogurtRecord, foodCategory: 'Dairy and Egg Products' },
        label: 'Add Greek yogurt',
      },
    ]);
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([]);
  });

  it('offers "Add as typed" for a food nothing on the device matches, and queues it', async () => {
    const { user } = setup();
    const offline = goOffline();
    await user.type(searchBox(), 'oat milk');
    expect(await screen.findByText(/Nothing here matches “oat milk”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “oat milk” as typed' }));
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    await waitFor(() => expect(offline.queued()).toMatchObject([{ method: 'POST', path: '/api/food-items', body: { name: 'oat milk', fcdId: null } }]));
  });

  it('a search that gets no answer (the connection dropped) searches the device instead of failing', async () => {
    const { user } = setup({
      [foodSearchUrl('skyr')]: () => {
        throw new TypeError('Failed to fetch');
      },
      [foodSearchUrl('greek')]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(searchBox(), 'greek');
    expect(await screen.findByText('The food database did not answer: searching the foods on this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Greek yogurt/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add “greek” as typed' })).toBeInTheDocument();
    expect(screen.queryByText('Search failed')).not.toBeInTheDocument();
  });

  it('a search the server refuses still says "Search failed" (spec 000 §8)', async () => {
    const { user } = setup({ [foodSearchUrl('greek')]: { status: 500, body: { message: 'Food search is down' } } });
    await user.type(searchBox(), 'greek');
    expect(await screen.findByText('Food search is down')).toBeInTheDocument();
    expect(screen.queryByText(/searching the foods on this device/)).not.toBeInTheDocument();
  });
});

describe('searchFoods', () => {
  it('gives up after its time limit and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    await expect(searchFoods('milk', undefined, 20)).rejects.toBeInstanceOf(SearchTimeoutError);
    expect(signal?.aborted).toBe(true);
  });

  it('answers when the server answers in time', async () => {
    stubFetch({ [foodSearchUrl('milk')]: { status: 200, body: { foods: [skyr], totalHits: 1, currentPage: 1, totalPages: 1 } } });
    await expect(searchFoods('milk', undefined, 1000)).resolves.toMatchObject({ foods: [skyr] });
  });
});
