import type { FoodResult } from '@sous/contracts';
import type { BarcodeProducts } from '../../database/barcode-products.js';
import type { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import type { FdcFoods, LivePage } from '../../database/fdc-foods.js';
import { embeddedWindow, liveOnPage, SearchFoodsHandler, withoutDuplicates } from './search-foods.handler.js';
import { SearchFoodsQuery } from './search-foods.query.js';

const food = (fdcId: string, source: FoodResult['source'] = 'embedded', gtinUpc: string | null = null): FoodResult => ({
  fdcId,
  description: fdcId,
  brandOwner: null,
  foodCategory: null,
  gtinUpc,
  dataType: 'SR Legacy',
  source,
});

describe('embeddedWindow', () => {
  it('without live results: the household leads page 1, embedded foods fill every page without overlap', () => {
    expect(embeddedWindow(3, 1, 20)).toEqual({ offset: 0, limit: 17 });
    expect(embeddedWindow(3, 2, 20)).toEqual({ offset: 17, limit: 20 });
    expect(embeddedWindow(3, 3, 20)).toEqual({ offset: 37, limit: 20 });
    expect(embeddedWindow(0, 2, 50)).toEqual({ offset: 50, limit: 50 });
  });

  it('with live results: embedded foods take what the live share leaves, more once live runs out', () => {
    const live = liveOnPage(13, 10); // 10 live on page 1, 3 on page 2, none after
    expect(embeddedWindow(2, 1, 20, live)).toEqual({ offset: 0, limit: 8 });
    expect(embeddedWindow(2, 2, 20, live)).toEqual({ offset: 8, limit: 17 });
    expect(embeddedWindow(2, 3, 20, live)).toEqual({ offset: 25, limit: 20 });
  });

  it('never goes negative when the household fills the page', () => {
    expect(embeddedWindow(30, 1, 20)).toEqual({ offset: 0, limit: 0 });
  });
});

describe('withoutDuplicates', () => {
  it('keeps the first result per id and per barcode', () => {
    const foods = [food('upc:012', 'household', '012'), food('1', 'fdc', '012'), food('sr:1'), food('sr:1')];
    expect(withoutDuplicates(foods).map((f) => f.fdcId)).toEqual(['upc:012', 'sr:1']);
  });
});

describe('SearchFoodsHandler', () => {
  const actor = { userId: 'u1', householdId: 'h1', role: 'member' as const };
  const params = { query: 'cheerios', pageSize: 20, pageNumber: 1, dataType: ['Branded'] };

  function setup(options: { fdcEnabled: boolean; live: LivePage | null; embeddedTotal: number }) {
    const calls: string[] = [];
    const embedded = {
      search: (_q: string, limit: number, offset: number) => {
        calls.push(`embedded ${offset}+${limit}`);
        const count = Math.max(0, Math.min(limit, options.embeddedTotal - offset));
        return Promise.resolve({ foods: Array.from({ length: count }, (_, i) => food(`sr:${offset + i}`)), total: options.embeddedTotal });
      },
    } as unknown as EmbeddedFoodSearch;
    const barcodes = { searchHousehold: () => Promise.resolve([food('upc:1', 'household', '1')]) } as unknown as BarcodeProducts;
    const fdc = {
      enabled: options.fdcEnabled,
      search: (p: { pageSize: number }) => {
        calls.push(`fdc ${p.pageSize}`);
        return Promise.resolve(options.live);
      },
    } as unknown as FdcFoods;
    return { handler: new SearchFoodsHandler(embedded, barcodes, fdc), calls };
  }

  it('offline: household product, then the embedded database, counted together', async () => {
    const { handler, calls } = setup({ fdcEnabled: false, live: null, embeddedTotal: 40 });
    const page = await handler.execute(new SearchFoodsQuery(actor, params));
    expect(page.foods.map((f) => f.fdcId).slice(0, 3)).toEqual(['upc:1', 'sr:0', 'sr:1']);
    expect(page).toMatchObject({ totalHits: 41, currentPage: 1, totalPages: 3 });
    expect(page.foods).toHaveLength(20);
    expect(calls).toEqual(['embedded 0+19']);
  });

  it('with FoodData Central: half a page live, the embedded database before it', async () => {
    const live = { foods: Array.from({ length: 10 }, (_, i) => food(String(i), 'fdc')), totalHits: 400, from: 'live' as const };
    const { handler, calls } = setup({ fdcEnabled: true, live, embeddedTotal: 40 });
    const page = await handler.execute(new SearchFoodsQuery(actor, params));
    expect(page.foods.map((f) => f.source)).toEqual(['household', ...Array<string>(9).fill('embedded'), ...Array<string>(10).fill('fdc')]);
    expect(page.totalHits).toBe(441);
    expect(calls).toEqual(['fdc 10', 'embedded 0+9']);
  });

  it('with FoodData Central failing: the embedded database answers alone, no error', async () => {
    const { handler } = setup({ fdcEnabled: true, live: null, embeddedTotal: 40 });
    const page = await handler.execute(new SearchFoodsQuery(actor, params));
    expect(page.foods.every((f) => f.source !== 'fdc')).toBe(true);
    expect(page.foods).toHaveLength(20);
  });

  it('asks for a whole live page when nothing embedded matches', async () => {
    const live = { foods: [food('1', 'fdc')], totalHits: 30, from: 'live' as const };
    const { handler, calls } = setup({ fdcEnabled: true, live, embeddedTotal: 0 });
    await handler.execute(new SearchFoodsQuery(actor, params));
    expect(calls).toEqual(['fdc 10', 'embedded 0+9', 'fdc 20']);
  });
});
