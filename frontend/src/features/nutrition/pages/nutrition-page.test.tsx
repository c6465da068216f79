import { type NutritionItem, type NutritionSummary } from '@sous/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { nutritionItemsUrl } from '../api/list-nutrition-items';
import { NutritionPage } from './nutrition-page';

const weeks = Array.from({ length: 8 }, (_, i) => ({
  weekStart: `2026-11-${String(2 + i).padStart(2, '0')}`,
  used: i === 7 ? 3 : 0,
  wasted: i === 7 ? 1 : 0,
  usedGrams: i === 7 ? 700 : 0,
  wastedGrams: i === 7 ? 453.6 : 0,
}));

const summary: NutritionSummary = {
  onHand: {
    calories: 4749.6,
    protein: 121.8,
    fat: 34.5,
    carbohydrate: 962.1,
    itemsWithNutrition: 2,
    itemsTotal: 4,
    coverage: 0.5,
    notCounted: [
      { id: 'b', name: 'Beans', reason: 'weight' },
      { id: 'o', name: 'Oat milk', reason: 'nutrients' },
    ],
  },
  expiringThisWeek: 2,
  thisMonth: {
    used: 3,
    wasted: 1,
    usedGrams: 700,
    wastedGrams: 453.6,
    weight: { unit: 'g', used: 700, wasted: 454 },
    unweighed: 1,
    money: {
      currency: 'USD',
      spent: 0,
      purchases: 0,
      used: 0,
      wasted: 0,
      usedPriced: 0,
      usedUnpriced: 3,
      wastedPriced: 0,
      wastedUnpriced: 1,
      estimatedEvents: 0,
      estimated: false,
    },
  },
  savedKilograms: 0.7,
  macrosByCategory: [{ category: 'Grains & Pasta', protein: 70, fat: 5, carbohydrate: 800 }],
  wasteByWeek: weeks,
  items: [
    { id: 'r', name: 'Rice', category: 'Grains & Pasta', calories: 3600, protein: 70, fat: 5, carbohydrate: 800, weightInGrams: 1000, caloriesPer100g: 360 },
    { id: 'c', name: 'Beans', category: 'Legumes', calories: null, protein: null, fat: null, carbohydrate: null, weightInGrams: null, caloriesPer100g: 120 },
  ],
  itemCount: 2,
  preferredUnits: 'metric',
};

beforeAll(() => {
  // jsdom has no layout: recharts' responsive container needs an observer to exist
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('NutritionPage', () => {
  it('shows the skeleton, then the 4 stat cards, the charts with their tables and the items', async () => {
    stubFetch({ '/api/nutrition/summary': { status: 200, body: summary } });
    renderWithProviders(<NutritionPage />);
    expect(screen.getAllByTestId('skeleton-stat')).toHaveLength(4);
    expect(screen.getByTestId('skeleton-chart')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Calories on hand' })).toBeInTheDocument();
    expect(screen.getByText('4,750 kcal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expiring this week' }).parentElement).toHaveTextContent('2');
    // used and thrown away in one unit, never counts mixed with weights
    expect(screen.getByText('700 / 454 g')).toBeInTheDocument();
    expect(screen.getByText(/This month, by weight · 1 of 4 without a known weight/)).toBeInTheDocument();
    expect(screen.getByTestId('nutrition-coverage')).toHaveTextContent('Counted 2 of 4 items — not counted: Beans, Oat milk');
    expect(screen.getByRole('heading', { name: 'Food saved' }).parentElement).toHaveTextContent('700 g');

    // the charts are a lazy chunk: its first import may take a while on a busy machine
    const macros = await screen.findByRole('table', { name: 'Macros by category, grams' }, { timeout: 5000 });
    expect(within(macros).getByRole('rowheader', { name: 'Grains & Pasta' })).toBeInTheDocument();
    expect(screen.getByText('Last 8 weeks: 700 g used, 453.6 g thrown away.')).toBeInTheDocument();
    const waste = await screen.findByRole('table', { name: 'Food used and thrown away per week, g' });
    expect(within(waste).getByRole('row', { name: 'Nov 9 700 453.6' })).toBeInTheDocument();

    const items = screen.getByRole('table', { name: 'Nutrition of each item on hand' });
    expect(within(items).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Item', 'Weight', 'Calories', 'Protein', 'Fat', 'Carbs']);
    const cells = (item: RegExp) => within(within(items).getByRole('row', { name: item })).getAllByRole('cell').map((td) => td.textContent);
    expect(cells(/^Rice/)).toEqual(['1 kg', '3,600360 / 100 g', '70 g', '5 g', '800 g']);
    expect(cells(/^Beans/)).toEqual(['–', '–120 / 100 g', '–', '–', '–']);
    expect(within(items).getAllByLabelText('unknown').length).toBeGreaterThan(0);
  });

  it('shows weights in imperial units for an imperial user', async () => {
    const imperial = { ...summary, preferredUnits: 'imperial', thisMonth: { ...summary.thisMonth, weight: { unit: 'lb', used: 1.54, wasted: 1 } } };
    stubFetch({ '/api/nutrition/summary': { status: 200, body: imperial } });
    renderWithProviders(<NutritionPage />);
    const items = await screen.findByRole('table', { name: 'Nutrition of each item on hand' });
    expect(within(items).getByText('2.2 lb')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Food saved' }).parentElement).toHaveTextContent('1.5 lb');
    expect(screen.getByText('1.54 / 1 lb')).toBeInTheDocument();
    expect(screen.getByText('Last 8 weeks: 1.54 lb used, 1 lb thrown away.')).toBeInTheDocument();
  });

  it('says every item was counted when none is missing, and nothing about coverage for an empty kitchen', async () => {
    const all = { ...summary, onHand: { ...summary.onHand, itemsWithNutrition: 4, coverage: 1, notCounted: [] } };
    stubFetch({ '/api/nutrition/summary': { status: 200, body: all } });
    const { unmount } = renderWithProviders(<NutritionPage />);
    expect(await screen.findByTestId('nutrition-coverage')).toHaveTextContent(/^Counted all 4 items$/);
    unmount();
    const empty = { ...summary, items: [], itemCount: 0, macrosByCategory: [], onHand: { ...summary.onHand, itemsTotal: 0, itemsWithNutrition: 0, coverage: 1, notCounted: [] } };
    stubFetch({ '/api/nutrition/summary': { status: 200, body: empty } });
    renderWithProviders(<NutritionPage />);
    expect(await screen.findByRole('heading', { name: 'No nutrition data yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('nutrition-coverage')).not.toBeInTheDocument();
  });

  it('says what to do when no food has nutrition data', async () => {
    stubFetch({ '/api/nutrition/summary': { status: 200, body: { ...summary, items: [], itemCount: 0, macrosByCategory: [] } } });
    renderWithProviders(<NutritionPage />);
    expect(await screen.findByRole('heading', { name: 'No nutrition data yet' })).toBeInTheDocument();
    expect(screen.getByText('Add food to your kitchen to see its nutrition')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Nutrition of each item on hand' })).not.toBeInTheDocument();
  });

  // a kitchen of 120 rows: the summary carries the first 50, the route the rest (issue 18)
  const food = (i: number, prefix = 'Food'): NutritionItem => ({ ...summary.items[0], id: `${prefix}-${i}`, name: `${prefix} ${i}`, calories: 5000 - i });
  const range = (from: number, to: number, prefix?: string) => Array.from({ length: to - from }, (_, i) => food(from + i, prefix));
  const bigSummary = (prefix = 'Food', itemCount = 120): NutritionSummary => ({
    ...summary,
    items: range(0, 50, prefix),
    itemCount,
    onHand: { ...summary.onHand, itemsWithNutrition: 120, itemsTotal: 520, notCounted: Array.from({ length: 400 }, (_, i) => ({ id: `n${i}`, name: `Unknown ${i}`, reason: 'weight' as const })) },
  });
  const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
  const secondPage = nutritionItemsUrl(food(49));
  const thirdPage = '/api/nutrition/items?limit=50&after=third';
  const pages = {
    [secondPage]: { status: 200, body: range(50, 100), headers: { Link: `<${thirdPage}>; rel="next"` } },
    [thirdPage]: { status: 200, body: range(100, 120) },
  };

  it("shows the summary's first page at once, loads the next pages from the server on request and focuses the first row added", async () => {
    const fetchMock = stubFetch({ '/api/nutrition/summary': { status: 200, body: bigSummary() }, ...pages });
    renderWithProviders(<NutritionPage />);
    const table = await screen.findByRole('table', { name: 'Nutrition of each item on hand' });
    // the header row and the first 50 items, counted against the whole table
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getByRole('rowheader', { name: /Food 49/ })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: /Food 50/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 120 items')).toBeInTheDocument();
    // nothing past the summary is asked for until the user wants more
    expect(requested(fetchMock)).toEqual(['/api/nutrition/summary']);
    // the first 10 names of the 400 not counted, then a count
    expect(within(screen.getByTestId('nutrition-coverage')).getByText(/not counted/)).toHaveTextContent(/not counted: Unknown 0, Unknown 1, .*, Unknown 9 and 390 more$/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more (50 more)' }));
    // focus goes to the first row added, so a keyboard user reads on from there
    await vi.waitFor(() => expect(within(table).getByRole('rowheader', { name: /Food 50/ })).toHaveFocus());
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(requested(fetchMock)).toEqual(['/api/nutrition/summary', secondPage]);
    expect(screen.getByText('Showing 100 of 120 items')).toBeInTheDocument();
    // the next page is the one the Link header named
    await user.click(screen.getByRole('button', { name: 'Show more (20 more)' }));
    await vi.waitFor(() => expect(within(table).getByRole('rowheader', { name: /Food 100/ })).toHaveFocus());
    expect(within(table).getAllByRole('row')).toHaveLength(121);
    expect(screen.getByText('Showing all 120 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/nutrition/summary', secondPage, thirdPage]);
  });

  it('loads the next page as the end of the table scrolls near', async () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          observed.push(this.report);
        }
        disconnect() {}
      },
    );
    // (vitest puts the globals back after each test)
    stubFetch({ '/api/nutrition/summary': { status: 200, body: bigSummary() }, ...pages });
    renderWithProviders(<NutritionPage />);
    const table = await screen.findByRole('table', { name: 'Nutrition of each item on hand' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    act(() => observed.at(-1)!([{ isIntersecting: true }]));
    expect(await within(table).findByRole('rowheader', { name: /Food 99/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 100 of 120 items')).toBeInTheDocument();
  });

  it('shows no row of an older summary once the summary is fetched again, and loads the pages again after its new first page', async () => {
    let calls = 0;
    const newSecondPage = nutritionItemsUrl(food(49, 'New'));
    stubFetch({
      '/api/nutrition/summary': () => ({ status: 200, body: ++calls === 1 ? bigSummary() : bigSummary('New', 60) }),
      ...pages,
      [newSecondPage]: () => ({ status: 200, body: range(50, 60, 'New') }),
    });
    const { client } = renderWithProviders(<NutritionPage />);
    const table = await screen.findByRole('table', { name: 'Nutrition of each item on hand' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more (50 more)' }));
    expect(await within(table).findByRole('rowheader', { name: /Food 99/ })).toBeInTheDocument();

    // a food item changed: the summary is fetched again, and the pages after it with it
    act(() => {
      client.setQueryData(queryKeys.foodItems, []);
    });
    expect(await within(table).findByRole('rowheader', { name: /New 59/ })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: /Food/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(screen.getByText('Showing all 60 items')).toBeInTheDocument();
  });

  it('says when the next page could not be loaded, and "Show more" tries again', async () => {
    let fail = true;
    stubFetch({
      '/api/nutrition/summary': { status: 200, body: bigSummary() },
      ...pages,
      [secondPage]: () => (fail ? { status: 500, body: { message: 'boom' } } : pages[secondPage]),
    });
    renderWithProviders(<NutritionPage />);
    const table = await screen.findByRole('table', { name: 'Nutrition of each item on hand' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more (50 more)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more items. Try again.');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    fail = false;
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(await within(table).findByRole('rowheader', { name: /Food 50/ })).toBeInTheDocument();
    expect(screen.queryByText('Could not load more items. Try again.')).not.toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    stubFetch({ '/api/nutrition/summary': { status: 500 } });
    renderWithProviders(<NutritionPage />);
    expect(await screen.findByText('Failed to load nutrition data')).toBeInTheDocument();
  });

  it('refetches when the food items change', async () => {
    let calls = 0;
    stubFetch({ '/api/nutrition/summary': () => ({ status: 200, body: { ...summary, expiringThisWeek: ++calls } }) });
    const { client } = renderWithProviders(<NutritionPage />);
    await screen.findByText('Calories on hand');
    expect(calls).toBe(1);
    act(() => {
      client.setQueryData(queryKeys.foodItems, []);
    });
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('shows the money of this month beside the weights, the events without a price, and "estimated" when a value came from history', async () => {
    const money = {
      currency: 'USD',
      spent: 42.5,
      purchases: 5,
      used: 18.25,
      wasted: 7.1,
      usedPriced: 3,
      usedUnpriced: 0,
      wastedPriced: 6,
      wastedUnpriced: 3,
      estimatedEvents: 2,
      estimated: true,
    };
    stubFetch({ '/api/nutrition/summary': { status: 200, body: { ...summary, thisMonth: { ...summary.thisMonth, used: 3, wasted: 9, money } } } });
    renderWithProviders(<NutritionPage />);
    const card = await screen.findByTestId('nutrition-money');
    expect(within(card).getByRole('heading', { name: /Money this month/ })).toHaveTextContent('estimated');
    const figure = (label: string) => within(card).getByText(label).parentElement as HTMLElement;
    expect(figure('Spent')).toHaveTextContent('$42.50');
    expect(figure('Spent')).toHaveTextContent('5 purchases with a price');
    expect(figure('Used (saved)')).toHaveTextContent('$18.25');
    expect(figure('Used (saved)')).not.toHaveTextContent('no price');
    expect(figure('Thrown away')).toHaveTextContent('$7.10');
    expect(figure('Thrown away')).toHaveTextContent('3 of 9 thrown-away items had no price');
    expect(within(card).getByText('Some values are estimated from the last price you paid for that food.')).toBeInTheDocument();
  });

  it('formats money in the currency of the summary and leaves out "estimated" when every value came from the lots', async () => {
    const money = { ...summary.thisMonth.money, currency: 'EUR', wasted: 3, wastedPriced: 1, wastedUnpriced: 0 };
    stubFetch({ '/api/nutrition/summary': { status: 200, body: { ...summary, thisMonth: { ...summary.thisMonth, money } } } });
    renderWithProviders(<NutritionPage />);
    const card = await screen.findByTestId('nutrition-money');
    expect(within(card).getByText('Thrown away').parentElement).toHaveTextContent(new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(3));
    expect(within(card).queryByText('estimated')).not.toBeInTheDocument();
  });

  it('says how to see money when no price is known', async () => {
    stubFetch({ '/api/nutrition/summary': { status: 200, body: summary } });
    renderWithProviders(<NutritionPage />);
    const card = await screen.findByTestId('nutrition-money');
    expect(within(card).getByText('Add what you paid when you add food to see money saved and wasted')).toBeInTheDocument();
    expect(within(card).queryByText('Spent')).not.toBeInTheDocument();
  });
});
