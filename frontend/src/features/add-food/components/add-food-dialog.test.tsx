import type { FoodItem, FoodResult } from '@sous/contracts';
import { addDays, todayIn } from '@sous/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppOutbox } from '@/lib/offline';
import { notFound, requestsTo, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { startScanner } from '../lib/scanner';
import { AddFoodDialog } from './add-food-dialog';
import { foodItemsFirstPageUrl } from '@/lib/api/food-items';
import { lot } from '@/test/food-item-fixture';

vi.mock('../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve('quiet')) }));
vi.mock('../lib/scanner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/scanner')>()),
  startScanner: vi.fn(),
}));

const fridgeId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const pantryId = '16fd2706-8baf-433b-82eb-8c7fada847da';
const locations = [
  { id: pantryId, name: 'Pantry', icon: 'pizza', itemCount: 0, sortOrder: 0 },
  { id: fridgeId, name: 'Refrigerator', icon: 'refrigerator', itemCount: 0, sortOrder: 1 },
];

const food = (fdcId: string, description: string, extra: Partial<FoodResult> = {}): FoodResult => ({
  fdcId,
  description,
  brandOwner: null,
  foodCategory: 'Dairy and Egg Products',
  gtinUpc: null,
  dataType: 'Branded',
  source: 'embedded',
  ...extra,
});
const milk = food('sr:01077', 'Milk, whole', { brandOwner: 'Happy Cow' });

function foodItem(id: string, name: string, addedAt: string, usdaData: unknown): FoodItem {
  return lot(id, { name, unit: 'item', storageLocationId: fridgeId, expirationDate: '2030-01-01', usdaData, foodCategory: 'Dairy and Egg Products', addedAt, foodKey: undefined });
}

const searchUrl = (q: string) => `/api/usda/search?query=${encodeURIComponent(q)}&pageSize=20&dataType=Branded`;

function setup(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/storage-locations': { status: 200, body: locations },
    [foodItemsFirstPageUrl]: { status: 200, body: [] },
    // no saved preferences: prices use the default currency
    '/api/user/preferences': notFound,
    [searchUrl('milk')]: { status: 200, body: { foods: [milk], totalHits: 1, currentPage: 1, totalPages: 1 } },
    ...routes,
  });
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  const { client } = renderWithProviders(<AddFoodDialog open onOpenChange={onOpenChange} />);
  return { fetchMock, onOpenChange, user, client, dialog: () => screen.getByRole('dialog', { name: 'Add Food to Inventory' }) };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search food' });

beforeEach(() => {
  vi.mocked(startScanner).mockReset();
});

describe('Add Food to Inventory dialog', () => {
  it('opens on the Search tab with the search box focused; Browse has no tab', async () => {
    setup();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by name, brand or barcode');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Search', 'Scan']);
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches after 2 characters, picks a result, and Back to Search returns', async () => {
    const { user, fetchMock } = setup();
    await user.type(searchBox(), 'm');
    expect(await screen.findByText(/searches start at 2 characters/)).toBeInTheDocument();
    await user.type(searchBox(), 'ilk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    expect(requestsTo(fetchMock, 'GET', searchUrl('mi'))).toHaveLength(0); // debounced: only the settled term
    expect(screen.getByRole('heading', { name: 'Milk, whole' })).toHaveFocus();
    expect(screen.getByText('Happy Cow · Dairy & Eggs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(searchBox()).toHaveValue('milk');
    expect(searchBox()).toHaveFocus();
  });

  it('the clear button empties the box and shows the empty state with a way to Browse', async () => {
    const { user } = setup({ [searchUrl('Milk')]: { status: 200, body: { foods: [milk], totalHits: 1, currentPage: 1, totalPages: 1 } } });
    await user.type(searchBox(), 'milk');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Browse categories' }));
    const browse = screen.getByRole('tabpanel', { name: 'Browse' });
    expect(within(browse).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Back to search',
      'Fruits', 'Vegetables', 'Grains', 'Dairy', 'Meat', 'Seafood', 'Snacks', 'Beverages', 'Prepared',
      'Milk', 'Bread', 'Eggs', 'Chicken', 'Rice', 'Pasta', 'Tomatoes', 'Cheese',
    ]);
    await user.click(within(browse).getByRole('button', { name: 'Milk' }));
    expect(searchBox()).toHaveValue('Milk');
    expect(await screen.findByRole('button', { name: /Milk, whole/ })).toBeInTheDocument();
  });

  it("says 'No results found' with a hint", async () => {
    const { user } = setup({ [searchUrl('zzz')]: { status: 200, body: { foods: [], totalHits: 0, currentPage: 1, totalPages: 0 } } });
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText('No results found', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.getByText('Try a different search term, or scan the barcode instead.')).toBeInTheDocument();
  });

  it("toasts 'Search failed' with the server message and clears the results", async () => {
    const { user } = setup({ [searchUrl('milky')]: { status: 503, body: { message: 'Food database unavailable' } } });
    await user.type(searchBox(), 'milk');
    expect(await screen.findByRole('button', { name: /Milk, whole/ })).toBeInTheDocument();
    await user.type(searchBox(), 'y');
    expect(await screen.findByText('Food database unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Search failed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Milk, whole/ })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to search. Please try again.'", async () => {
    const { user } = setup({ [searchUrl('eggs')]: { status: 500, body: 'boom' } });
    await user.type(searchBox(), 'eggs');
    expect(await screen.findAllByText('Failed to search. Please try again.')).not.toHaveLength(0);
  });

  it('looks up 8 to 13 digits as a barcode', async () => {
    const { user, fetchMock } = setup({ '/api/food/barcode/0123456789012': { status: 200, body: { usda: food('upc:0123456789012', 'Oat drink') } } });
    await user.type(searchBox(), '0123456789012');
    expect(await screen.findByRole('button', { name: /Oat drink/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.startsWith('/api/usda/search'))).toBe(false);
  });

  it("an unknown barcode toasts 'Product not found' and can be named once, then added", async () => {
    const named = food('upc:12345678', 'Grandma jam', { brandOwner: 'Grandma', foodCategory: 'Snacks', source: 'household' });
    const { user, fetchMock } = setup({
      '/api/food/barcode/12345678': { status: 404, body: { message: 'Product not found' } },
      'POST /api/barcode-products': ({ body }) => ({
        status: 201,
        body: { id: 'p1', barcode: '12345678', title: 'Grandma jam', brand: 'Grandma', category: 'Snacks', createdAt: '2025-01-01T00:00:00Z', usda: named, sent: body },
      }),
    });
    await user.type(searchBox(), '12345678');
    expect(await screen.findByText('No product found with this barcode. Try searching by name instead.')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Grandma jam');
    await user.type(screen.getByRole('textbox', { name: 'Brand (optional)' }), 'Grandma');
    await user.type(screen.getByRole('combobox', { name: 'Category (optional)' }), 'Snacks');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Grandma jam' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/barcode-products')).toEqual([
      { barcode: '12345678', title: 'Grandma jam', brand: 'Grandma', category: 'Snacks' },
    ]);
  });

  it('Recently Added lists the 5 newest items with nutrition data and picks them', async () => {
    const items = [
      foodItem('1', 'Old milk', '2025-01-01T00:00:00Z', milk),
      foodItem('2', 'No data', '2025-01-09T00:00:00Z', null),
      ...['Cheddar', 'Yogurt', 'Butter', 'Cream', 'Kefir'].map((name, i) => foodItem(`n${i}`, name, `2025-01-0${i + 2}T00:00:00Z`, milk)),
    ];
    const { user } = setup({ [foodItemsFirstPageUrl]: { status: 200, body: items } });
    const recent = await screen.findByRole('region', { name: 'Recently Added' });
    await waitFor(() => expect(within(recent).getAllByRole('button')).toHaveLength(5));
    expect(within(recent).getAllByRole('button').map((b) => b.textContent?.split('Dairy')[0])).toEqual(['Kefir', 'Cream', 'Butter', 'Yogurt', 'Cheddar']);
    await user.click(within(recent).getByRole('button', { name: /Butter/ }));
    expect(screen.getByRole('heading', { name: 'Butter' })).toBeInTheDocument();
  });

  it('a lean list row (issue 33) is a recent by its record id, and picking it reads the lot whole for its food record', async () => {
    const whole = { ...foodItem('lean-1', 'Farm milk', '2025-01-05T00:00:00Z', milk), fcdId: 'sr:01077' };
    // as `?fields=` answers it: no food record, no nutrition, no household bookkeeping
    const { usdaData: _record, nutrition: _nutrition, householdId: _h, userId: _u, lastNotifiedAt: _l, notificationDismissed: _n, daysUntilExpiryWhenNotified: _d, imageUrl: _i, ...lean } = whole;
    const { user, fetchMock } = setup({
      [foodItemsFirstPageUrl]: { status: 200, body: [lean] },
      '/api/food-items/lean-1': { status: 200, body: whole },
      'POST /api/food-items': ({ body }) => ({ status: 201, body: { ...whole, id: 'new', ...(body as object) } }),
    });
    const recent = await screen.findByRole('region', { name: 'Recently Added' });
    await user.click(await within(recent).findByRole('button', { name: /Farm milk/ }));
    expect(await screen.findByRole('heading', { name: 'Farm milk' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/food-items/lean-1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')[0]).toMatchObject({ name: 'Farm milk', fcdId: 'sr:01077', usdaData: milk });
  });

  it('defaults to the refrigerator and 7 days from today, adds, celebrates and closes 1.5 s later', async () => {
    const { user, fetchMock, onOpenChange } = setup({
      'POST /api/food-items': ({ body }) => ({ status: 201, body: { ...foodItem('new', 'Milk, whole', '2025-01-10T00:00:00Z', milk), ...(body as object) } }),
    });
    await user.type(searchBox(), 'milk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    expect(screen.getByRole('combobox', { name: 'Storage location' })).toHaveValue(fridgeId);
    const today = todayIn(new Date());
    expect(screen.getByLabelText('Expiration date')).toHaveAttribute('min', today);
    // the hint names the date the server will give an empty field (the body leaves it out)
    expect(screen.getByText(`Leave empty for ${addDays(today, 7)}, 7 days from today.`)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');

    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Milk, whole has been added to your inventory.')).toBeInTheDocument();
    expect(screen.getByText('Food added', { selector: '[role=status] p' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([
      {
        name: 'Milk, whole',
        quantity: '2',
        unit: 'item',
        storageLocationId: fridgeId,
        fcdId: 'sr:01077',
        usdaData: milk,
        foodCategory: 'Dairy and Egg Products',
      },
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2500 });
  });

  it('offline, queues the add as "Add Milk, whole", shows it pending in the list and says it is added when back online', async () => {
    const { user, fetchMock, client, onOpenChange } = setup();
    await user.type(searchBox(), 'milk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    const offline = goOffline();
    try {
      await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));

      const status = await screen.findByRole('status');
      expect(within(status).getByText('Saved on this device')).toBeInTheDocument();
      expect(within(status).getByText('You are offline: Milk, whole is added to your inventory when you are back online.')).toBeInTheDocument();
      expect(within(status).queryByText('Milk, whole is in your kitchen!')).not.toBeInTheDocument();
      expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
      expect(offline.queued()).toEqual([
        {
          method: 'POST',
          path: '/api/food-items',
          body: { name: 'Milk, whole', quantity: '1', unit: 'item', storageLocationId: fridgeId, fcdId: 'sr:01077', usdaData: milk, foodCategory: 'Dairy and Egg Products' },
          label: 'Add Milk, whole',
        },
      ]);
      expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([]);
      const [row] = client.getQueryData<FoodItem[]>(['/api/food-items']) ?? [];
      expect(row.id).toMatch(/^pending:[0-9a-f-]{36}$/);
      expect(row).toMatchObject({ name: 'Milk, whole', quantity: '1', unit: 'item', storageLocationId: fridgeId, foodKey: null });
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2500 });
    } finally {
      resetAppOutbox();
    }
  });

  it('sends the price paid, shown with the currency sign and named in the hint, and refuses a bad one by the field', async () => {
    const { user, fetchMock } = setup({
      '/api/user/preferences': { status: 200, body: { currency: 'EUR' } },
      'POST /api/food-items': ({ body }) => ({ status: 201, body: { ...foodItem('new', 'Milk, whole', '2025-01-10T00:00:00Z', milk), ...(body as object) } }),
    });
    await user.type(searchBox(), 'milk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    const price = screen.getByRole('textbox', { name: 'Price paid' });
    expect(await screen.findByText(/in EUR\./)).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(/Optional: what you paid for this amount, in EUR/);
    expect(price.parentElement).toHaveTextContent('€');

    await user.type(price, '3.999');
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Enter an amount such as 3\.99/);
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '4,5');
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Milk, whole has been added to your inventory.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toEqual([expect.objectContaining({ name: 'Milk, whole', price: 4.5 })]);
  });

  it("shows 'Missing information' when there is no storage location", async () => {
    const { user, fetchMock } = setup({ '/api/storage-locations': { status: 200, body: [] } });
    await user.type(searchBox(), 'milk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing information: Please select a food item and storage location.');
    expect(await screen.findByText('Please select a food item and storage location.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/food-items')).toHaveLength(0);
  });

  it("reports 'Failed to add food' with the server message or the fallback", async () => {
    const { user } = setup({ 'POST /api/food-items': { status: 500, body: '' } });
    await user.type(searchBox(), 'milk');
    await user.click(await screen.findByRole('button', { name: /Milk, whole/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Failed to add food')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Inventory' })).toBeEnabled();
  });

  it('a scanned code stops the camera, switches to Search and searches it', async () => {
    const stop = vi.fn(() => Promise.resolve());
    vi.mocked(startScanner).mockImplementation((_id, onCode) => {
      setTimeout(() => onCode('0123456789012'), 10);
      return Promise.resolve({ stop });
    });
    const { user } = setup({ '/api/food/barcode/0123456789012': { status: 200, body: { usda: food('upc:0123456789012', 'Oat drink') } } });
    await user.click(screen.getByRole('tab', { name: 'Scan' }));
    await user.click(screen.getByRole('button', { name: 'Start Camera' }));
    expect(await screen.findByRole('button', { name: /Oat drink/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('0123456789012');
    expect(stop).toHaveBeenCalled();
  });

  it('Stop Camera stops the scanner; a camera failure toasts and shows the fallback inline', async () => {
    const stop = vi.fn(() => Promise.resolve());
    vi.mocked(startScanner).mockResolvedValueOnce({ stop }).mockRejectedValueOnce({});
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Scan' }));
    await user.click(screen.getByRole('button', { name: 'Start Camera' }));
    await user.click(await screen.findByRole('button', { name: 'Stop Camera' }));
    expect(stop).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Start Camera' }));
    expect(await screen.findByText('Scanner error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to access camera. Please check permissions.');
  });
});
