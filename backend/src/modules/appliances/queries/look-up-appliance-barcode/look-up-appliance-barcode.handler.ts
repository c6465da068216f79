import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ApplianceBarcodeLookup, FoodSource } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
// food-data's own barcode lookup, executed on the bus: it owns the Open Food Facts client and its cache
import { LookUpBarcodeQuery } from '../../../food-data/queries/look-up-barcode/look-up-barcode.query.js';
import { type BarcodeProductRecord, FindBarcodeProductQuery } from '../../../food-data/queries/find-barcode-product/find-barcode-product.query.js';
import { productNotFound } from '../../domain/appliances.errors.js';
import { LookUpApplianceBarcodeQuery } from './look-up-appliance-barcode.query.js';

/** The spellings of one code: EAN-13 with a leading zero is the UPC-A without it, and so on. */
export function codeVariants(code: string): string[] {
  const core = code.replace(/^0+/, '') || '0';
  const variants = new Set([code, core]);
  for (const length of [8, 12, 13, 14]) if (core.length <= length) variants.add(core.padStart(length, '0'));
  return [...variants].filter((v) => v.length >= 8 && v.length <= 14);
}

/**
 * In order (DESIGN §6): a product the household named itself; a product an online source answered
 * before (shared by the instance); then, with OPEN_FOOD_FACTS_URL, Open Food Facts live through
 * food-data's lookup, which remembers the answer. Another household's named products are never read.
 */
@QueryHandler(LookUpApplianceBarcodeQuery)
export class LookUpApplianceBarcodeHandler implements IQueryHandler<LookUpApplianceBarcodeQuery> {
  constructor(
    private readonly config: AppConfig,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, code }: LookUpApplianceBarcodeQuery): Promise<ApplianceBarcodeLookup> {
    const variants = codeVariants(code);
    const named = await this.product(variants, actor.householdId);
    if (named) return this.answer(code, named, 'household');
    const shared = await this.product(variants, null);
    if (shared) return this.answer(code, shared, 'openfoodfacts');
    if (this.config.openFoodFactsUrl === null) throw productNotFound();

    let found;
    try {
      found = (await this.queries.execute(new LookUpBarcodeQuery(actor, code))).usda;
    } catch (error) {
      if (error instanceof NotFoundError) throw productNotFound();
      throw error;
    }
    // an Open Food Facts answer is now a shared row, which the appliance can link to
    const remembered = await this.product(variants, null);
    if (remembered) return this.answer(code, remembered, 'openfoodfacts');
    return { barcode: code, barcodeProductId: null, title: found.description, brand: found.brandOwner ?? null, category: found.foodCategory ?? null, source: found.source };
  }

  private product(variants: readonly string[], householdId: string | null): Promise<BarcodeProductRecord | null> {
    return this.queries.execute(new FindBarcodeProductQuery({ codes: variants, householdId }));
  }

  private answer(code: string, row: BarcodeProductRecord, source: FoodSource): ApplianceBarcodeLookup {
    return { barcode: code, barcodeProductId: row.id, title: row.title, brand: row.brand, category: row.category, source };
  }
}
