import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a fake answers: normally, with a server error, or not at all (to hit the client's timeout). */
export type FakeMode = 'ok' | 'error' | 'hang';

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

/** A branded food as FoodData Central's search lists it (shape of https://api.nal.usda.gov/fdc/v1/foods/search). */
export function fdcBrandedFood(fields: { fdcId: number; description: string; gtinUpc: string; brandOwner: string; category?: string }) {
  return {
    fdcId: fields.fdcId,
    description: fields.description,
    dataType: 'Branded',
    gtinUpc: fields.gtinUpc,
    publishedDate: '2021-10-28',
    brandOwner: fields.brandOwner,
    brandName: fields.brandOwner.toUpperCase(),
    ingredients: 'WHOLE GRAIN OATS, CORN STARCH, SUGAR, SALT, TRIPOTASSIUM PHOSPHATE.',
    marketCountry: 'United States',
    foodCategory: fields.category ?? 'Cereal',
    servingSizeUnit: 'g',
    servingSize: 39,
    householdServingFullText: '1.5 cup',
    score: 612.4,
    foodNutrients: [
      { nutrientId: 1003, nutrientName: 'Protein', nutrientNumber: '203', unitName: 'G', value: 12.8 },
      { nutrientId: 1004, nutrientName: 'Total lipid (fat)', nutrientNumber: '204', unitName: 'G', value: 6.41 },
      { nutrientId: 1005, nutrientName: 'Carbohydrate, by difference', nutrientNumber: '205', unitName: 'G', value: 74.4 },
      { nutrientId: 1008, nutrientName: 'Energy', nutrientNumber: '208', unitName: 'KCAL', value: 359 },
      { nutrientId: 2000, nutrientName: 'Total Sugars', nutrientNumber: '269', unitName: 'G', value: 2.56 },
      { nutrientId: 1093, nutrientName: 'Sodium, Na', nutrientNumber: '307', unitName: 'MG', value: 513 },
    ],
  };
}

/** A food's details as `GET /fdc/v1/food/{fdcId}` answers them for SR Legacy (portions, nested nutrients). */
export function fdcFoodDetails(fdcId: number, description: string) {
  return {
    fdcId,
    description,
    dataType: 'SR Legacy',
    foodCategory: { id: 1, code: '0100', description: 'Dairy and Egg Products' },
    foodNutrients: [
      { type: 'FoodNutrient', amount: 61, nutrient: { id: 1008, number: '208', name: 'Energy', unitName: 'kcal' } },
      { type: 'FoodNutrient', amount: 3.15, nutrient: { id: 1003, number: '203', name: 'Protein', unitName: 'g' } },
    ],
    foodPortions: [{ id: 1, amount: 1, gramWeight: 244, modifier: 'cup', measureUnit: { name: 'undetermined' }, portionDescription: '' }],
  };
}

/** An Open Food Facts v2 product answer (shape of https://world.openfoodfacts.org/api/v2/product/<code>.json). */
export function offProductAnswer(code: string, name: string) {
  return {
    code,
    status: 1,
    status_verbose: 'product found',
    product: {
      code,
      product_name: name,
      brands: 'Alpenhof, Bio Alpenhof',
      categories: 'Dairies, Milks, Whole milks',
      quantity: '1 l',
      serving_size: '250 ml',
      serving_quantity: 250,
      ingredients_text: 'Whole milk',
      nutriments: {
        'energy-kcal_100g': 64,
        proteins_100g: 3.3,
        fat_100g: 3.5,
        carbohydrates_100g: 4.8,
        sugars_100g: 4.8,
        salt_100g: 0.1,
        sodium_100g: 0.04,
        calcium_100g: 0.12,
      },
    },
  };
}

/**
 * One local HTTP server playing both FoodData Central (under /fdc/v1) and Open Food Facts (under
 * /off): answers from the data given, records every request, and can be told to fail or hang.
 */
export class FakeFoodApis {
  readonly requests: RecordedRequest[] = [];
  fdcMode: FakeMode = 'ok';
  offMode: FakeMode = 'ok';
  /** FoodData Central's branded foods, searchable by words of the description or by gtinUpc. */
  fdcFoods: ReturnType<typeof fdcBrandedFood>[] = [];
  fdcDetails = new Map<string, unknown>();
  offProducts = new Map<string, unknown>();
  private server!: Server;
  private readonly hanging = new Set<ServerResponse>();

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  requestsTo(prefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(prefix));
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers });
    const mode = url.pathname.startsWith('/fdc/') ? this.fdcMode : this.offMode;
    if (mode === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (mode === 'error') return this.send(res, 500, { error: 'Internal Server Error' });

    if (url.pathname === '/fdc/v1/foods/search') {
      if (url.searchParams.get('api_key') !== 'test-fdc-key') return this.send(res, 403, { error: { code: 'API_KEY_INVALID' } });
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const size = Number(url.searchParams.get('pageSize') ?? 50);
      const page = Number(url.searchParams.get('pageNumber') ?? 1);
      const hits = this.fdcFoods.filter(
        (f) => f.gtinUpc === query || query.split(/\s+/).every((word) => f.description.toLowerCase().includes(word)),
      );
      return this.send(res, 200, {
        totalHits: hits.length,
        currentPage: page,
        totalPages: Math.ceil(hits.length / size),
        foodSearchCriteria: { query, pageSize: size, pageNumber: page },
        foods: hits.slice((page - 1) * size, page * size),
      });
    }
    const food = /^\/fdc\/v1\/food\/(\d+)$/.exec(url.pathname);
    if (food) {
      const details = this.fdcDetails.get(food[1]);
      return details ? this.send(res, 200, details) : this.send(res, 404, { error: 'Not Found' });
    }
    const product = /^\/off\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname);
    if (product) {
      const answer = this.offProducts.get(product[1]);
      return answer
        ? this.send(res, 200, answer)
        : this.send(res, 404, { code: product[1], status: 0, status_verbose: 'product not found' });
    }
    this.send(res, 404, { error: 'unknown route' });
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
