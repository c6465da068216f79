import { Logger } from '@nestjs/common';
import type { FoodResult } from '@sous/contracts';
import type { BarcodeProducts, SharedLookup } from '../../database/barcode-products.js';
import { ExternalServiceError } from '../../domain/ports/external-service.error.js';
import type { OffProduct, ProductSource } from '../../domain/ports/product-source.port.js';
import { ProductNotFoundError } from '../../domain/food-data.errors.js';
import type { FdcFoods } from '../../database/fdc-foods.js';
import { LookUpBarcodeHandler } from './look-up-barcode.handler.js';
import { LookUpBarcodeQuery } from './look-up-barcode.query.js';

const actor = { userId: 'u1', householdId: 'h1', role: 'member' as const };
const result = (fdcId: string, source: FoodResult['source']): FoodResult => ({
  fdcId, description: fdcId, brandOwner: null, foodCategory: null, gtinUpc: '4006381333931', dataType: 'x', source,
});

interface Sources {
  named?: boolean;
  cachedFdc?: boolean;
  shared?: SharedLookup | null;
  fdc?: 'off' | 'found' | 'none' | 'fail';
  openFoodFacts?: 'off' | 'found' | 'none' | 'fail';
}

function setup(sources: Sources) {
  const asked: string[] = [];
  const barcodes = {
    ofHousehold: () => (asked.push('household'), Promise.resolve(sources.named ? { id: 'p1', barcode_number: '4006381333931', title: 'Ours', brand: null, category: null, created_at: new Date() } : null)),
    shared: () => (asked.push('shared'), Promise.resolve(sources.shared ?? null)),
    rememberOpenFoodFacts: () => (asked.push('remember off'), Promise.resolve()),
    rememberUnknown: () => (asked.push('remember unknown'), Promise.resolve()),
  } as unknown as BarcodeProducts;
  const live = <T>(mode: Sources['fdc'], found: () => T, name: string) => (): Promise<T | null> => {
    asked.push(name);
    if (mode === 'fail') return Promise.reject(new ExternalServiceError(name, 'down'));
    return Promise.resolve(mode === 'found' ? found() : null);
  };
  const fdc = {
    enabled: (sources.fdc ?? 'off') !== 'off',
    cachedByBarcode: () => (asked.push('fdc cache'), Promise.resolve(sources.cachedFdc ? result('111', 'fdc') : null)),
    liveByBarcode: live(sources.fdc, () => result('222', 'fdc'), 'fdc live'),
  } as unknown as FdcFoods;
  // the ProductSource port faked whole: the handler never learns which provider answers
  const openFoodFacts: ProductSource = {
    enabled: (sources.openFoodFacts ?? 'off') !== 'off',
    product: live(sources.openFoodFacts, (): OffProduct => ({ product_name: 'Stabilo' }), 'off live'),
  };
  const handler = new LookUpBarcodeHandler(barcodes, fdc, openFoodFacts);
  return { asked, run: () => handler.execute(new LookUpBarcodeQuery(actor, '4006381333931')) };
}

describe('LookUpBarcodeHandler', () => {
  // the handler warns about failing sources; the tests cause those on purpose
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']);
  });

  it('answers the household\'s own name before anything else', async () => {
    const { asked, run } = setup({ named: true, cachedFdc: true, fdc: 'found', openFoodFacts: 'found' });
    expect((await run()).usda).toMatchObject({ fdcId: 'upc:4006381333931', source: 'household' });
    expect(asked).toEqual(['household']);
  });

  it('then what was fetched before, FoodData Central first', async () => {
    const cached = setup({ cachedFdc: true, fdc: 'found' });
    expect((await cached.run()).usda.fdcId).toBe('111');
    expect(cached.asked).toEqual(['household', 'fdc cache']);
    const shared = setup({ shared: { kind: 'found', food: result('off:4006381333931', 'openfoodfacts') }, fdc: 'found' });
    expect((await shared.run()).usda.source).toBe('openfoodfacts');
    expect(shared.asked).toEqual(['household', 'fdc cache', 'shared']);
  });

  it('then FoodData Central live, then Open Food Facts live (remembered)', async () => {
    const fdc = setup({ fdc: 'found', openFoodFacts: 'found' });
    expect((await fdc.run()).usda.fdcId).toBe('222');
    expect(fdc.asked).toEqual(['household', 'fdc cache', 'shared', 'fdc live']);
    const off = setup({ fdc: 'none', openFoodFacts: 'found' });
    expect((await off.run()).usda).toMatchObject({ fdcId: 'off:4006381333931', description: 'Stabilo' });
    expect(off.asked).toEqual(['household', 'fdc cache', 'shared', 'fdc live', 'off live', 'remember off']);
  });

  it('skips a failing source and does not remember the miss', async () => {
    const failing = setup({ fdc: 'fail', openFoodFacts: 'found' });
    expect((await failing.run()).usda.description).toBe('Stabilo');
    const both = setup({ fdc: 'fail', openFoodFacts: 'none' });
    await expect(both.run()).rejects.toThrow(ProductNotFoundError);
    expect(both.asked).not.toContain('remember unknown');
  });

  it('remembers a miss every configured source answered, and trusts it next time', async () => {
    const miss = setup({ fdc: 'none', openFoodFacts: 'none' });
    await expect(miss.run()).rejects.toThrow('Product not found');
    expect(miss.asked.at(-1)).toBe('remember unknown');
    const remembered = setup({ shared: { kind: 'unknown' }, fdc: 'found' });
    await expect(remembered.run()).rejects.toThrow(ProductNotFoundError);
    expect(remembered.asked).toEqual(['household', 'fdc cache', 'shared']);
  });

  it('offline: only the household\'s names, nothing remembered', async () => {
    const offline = setup({});
    await expect(offline.run()).rejects.toThrow(ProductNotFoundError);
    expect(offline.asked).toEqual(['household', 'fdc cache', 'shared']);
  });
});
