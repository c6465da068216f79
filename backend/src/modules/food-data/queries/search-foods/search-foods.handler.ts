import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FoodResult, FoodSearchResponse } from '@sous/contracts';
import { BarcodeProducts } from '../../database/barcode-products.js';
import { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FdcFoods, type LivePage } from '../../database/fdc-foods.js';
import { SearchFoodsQuery } from './search-foods.query.js';

/** At most this many of the household's own products lead page 1. */
export const householdMatchLimit = 10;

export interface EmbeddedWindow {
  offset: number;
  limit: number;
}

/**
 * Where page `pageNumber` cuts the embedded results. Each page holds `pageSize` results: the
 * household's products first (page 1 only), then embedded foods, then live ones (up to their
 * share, `livePerPage(p)` on page p); embedded foods fill whatever the others leave, so pages
 * neither overlap nor skip as long as the live total stays the same.
 */
export function embeddedWindow(
  householdCount: number,
  pageNumber: number,
  pageSize: number,
  livePerPage: (page: number) => number = () => 0,
): EmbeddedWindow {
  const room = (page: number) => Math.max(0, pageSize - (page === 1 ? Math.min(householdCount, pageSize) : 0) - livePerPage(page));
  let offset = 0;
  for (let page = 1; page < pageNumber; page++) offset += room(page);
  return { offset, limit: room(pageNumber) };
}

/** Live results on page p when every page asks FoodData Central for `size` of `total`. */
export const liveOnPage = (total: number, size: number) => (page: number) =>
  Math.max(0, Math.min(size, total - (page - 1) * size));

/** Drops later results naming a food or a code already on the page. */
export function withoutDuplicates(foods: readonly FoodResult[]): FoodResult[] {
  const ids = new Set<string>();
  const codes = new Set<string>();
  return foods.filter((food) => {
    if (ids.has(food.fdcId) || (food.gtinUpc && codes.has(food.gtinUpc))) return false;
    ids.add(food.fdcId);
    if (food.gtinUpc) codes.add(food.gtinUpc);
    return true;
  });
}

@QueryHandler(SearchFoodsQuery)
export class SearchFoodsHandler implements IQueryHandler<SearchFoodsQuery> {
  constructor(
    private readonly embedded: EmbeddedFoodSearch,
    private readonly barcodes: BarcodeProducts,
    private readonly fdc: FdcFoods,
  ) {}

  async execute({ actor, params }: SearchFoodsQuery): Promise<FoodSearchResponse> {
    const { query, pageSize, pageNumber, dataType } = params;
    const household = await this.barcodes.searchHousehold(actor.householdId, query, householdMatchLimit);
    const onPage = pageNumber === 1 ? household.slice(0, pageSize) : [];
    // with FoodData Central: at most half of each page is live, the embedded database fills the rest
    const liveShare = pageSize - Math.ceil(pageSize / 2);
    let live: LivePage | null = null;
    if (this.fdc.enabled && liveShare > 0) {
      live = await this.fdc.search({ query, dataType, pageSize: liveShare, pageNumber }, actor.userId);
    }
    const window = embeddedWindow(household.length, pageNumber, pageSize, live ? liveOnPage(live.totalHits, liveShare) : undefined);
    const embedded = await this.embedded.search(query, window.limit, window.offset);
    if (live && embedded.total === 0 && live.totalHits > live.foods.length) {
      // nothing embedded (a brand, a code): the whole page is live
      live = (await this.fdc.search({ query, dataType, pageSize, pageNumber }, actor.userId)) ?? live;
    }
    // a failed FoodData Central call (live null) leaves the embedded database answering alone
    const foods = [...onPage, ...embedded.foods, ...(live?.foods ?? [])].slice(0, pageSize);
    return this.answer(foods, household.length + embedded.total + (live?.totalHits ?? 0), pageNumber, pageSize);
  }

  private answer(foods: FoodResult[], totalHits: number, currentPage: number, pageSize: number): FoodSearchResponse {
    return { foods: withoutDuplicates(foods), totalHits, currentPage, totalPages: Math.ceil(totalHits / pageSize) };
  }
}
