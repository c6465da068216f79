import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BarcodeLookupResponse, FoodResult } from '@sous/contracts';
import { BarcodeProducts } from '../../database/barcode-products.js';
import { PRODUCT_SOURCE, type ProductSource } from '../../domain/ports/product-source.port.js';
import { ProductNotFoundError } from '../../domain/food-data.errors.js';
import { barcodeVariants, householdFoodResult, offFoodResult } from '../../domain/food-results.js';
import { FdcFoods } from '../../database/fdc-foods.js';
import { LookUpBarcodeQuery } from './look-up-barcode.query.js';

/**
 * A scanned code, in order (DESIGN §6): the household's own named products, what was fetched
 * before (FoodData Central foods, Open Food Facts answers), FoodData Central's branded foods live
 * (with FDC_API_KEY), Open Food Facts live (with OPEN_FOOD_FACTS_URL). A failing source is
 * skipped; when every source answered and none knew the code, the miss is remembered for a day.
 */
@QueryHandler(LookUpBarcodeQuery)
export class LookUpBarcodeHandler implements IQueryHandler<LookUpBarcodeQuery> {
  private readonly logger = new Logger(LookUpBarcodeHandler.name);

  constructor(
    private readonly barcodes: BarcodeProducts,
    private readonly fdc: FdcFoods,
    @Inject(PRODUCT_SOURCE) private readonly openFoodFacts: ProductSource,
  ) {}

  async execute({ actor, barcode }: LookUpBarcodeQuery): Promise<BarcodeLookupResponse> {
    const food = await this.find(barcode, actor.householdId, actor.userId);
    if (!food) throw new ProductNotFoundError();
    return { usda: food };
  }

  private async find(code: string, householdId: string, userId: string): Promise<FoodResult | null> {
    const variants = barcodeVariants(code);
    const named = await this.barcodes.ofHousehold(householdId, variants);
    if (named) return householdFoodResult(named);

    const cachedFdc = await this.fdc.cachedByBarcode(variants);
    if (cachedFdc) return cachedFdc;
    const shared = await this.barcodes.shared(variants);
    if (shared?.kind === 'found') return shared.food;
    if (shared?.kind === 'unknown') return null;

    let failed = false;
    let asked = false;
    if (this.fdc.enabled) {
      asked = true;
      try {
        const live = await this.fdc.liveByBarcode(code, variants, userId);
        if (live) return live;
      } catch (error) {
        failed = true;
        this.logger.warn({ err: error }, 'FoodData Central barcode lookup failed');
      }
    }
    if (this.openFoodFacts.enabled) {
      asked = true;
      try {
        const product = await this.openFoodFacts.product(code, userId);
        if (product) {
          const food = offFoodResult(code, product);
          await this.barcodes.rememberOpenFoodFacts(code, food, product);
          return food;
        }
      } catch (error) {
        failed = true;
        this.logger.warn({ err: error }, 'Open Food Facts barcode lookup failed');
      }
    }
    if (asked && !failed) await this.barcodes.rememberUnknown(code);
    return null;
  }
}
