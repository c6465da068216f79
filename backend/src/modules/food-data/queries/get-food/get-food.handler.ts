import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FoodResult } from '@sous/contracts';
import { BarcodeProducts } from '../../database/barcode-products.js';
import { ExternalServiceError } from '../../domain/ports/external-service.error.js';
import { FoodDataUnavailableError, FoodNotFoundError } from '../../domain/food-data.errors.js';
import { EmbeddedFoodSearch } from '../../embedded/embedded-food-search.js';
import { FdcFoods } from '../../database/fdc-foods.js';
import { GetFoodQuery } from './get-food.query.js';

@QueryHandler(GetFoodQuery)
export class GetFoodHandler implements IQueryHandler<GetFoodQuery> {
  constructor(
    private readonly embedded: EmbeddedFoodSearch,
    private readonly barcodes: BarcodeProducts,
    private readonly fdc: FdcFoods,
  ) {}

  async execute({ actor, fdcId }: GetFoodQuery): Promise<FoodResult> {
    const [scheme, rest] = fdcId.includes(':') ? fdcId.split(':', 2) : ['fdc', fdcId];
    const food = await this.find(scheme, rest, actor);
    if (!food) throw new FoodNotFoundError();
    return food;
  }

  private async find(scheme: string, id: string, actor: GetFoodQuery['actor']): Promise<FoodResult | null> {
    switch (scheme) {
      case 'sr':
        return this.embedded.findById(`sr:${id}`);
      case 'upc':
        // another household's named product is not found (never reveal that it exists)
        return this.barcodes.findHouseholdFood(actor.householdId, id);
      case 'off':
        return this.barcodes.findSharedFood(id);
      default:
        try {
          return await this.fdc.food(id, actor.userId);
        } catch (error) {
          if (error instanceof ExternalServiceError) throw new FoodDataUnavailableError();
          throw error;
        }
    }
  }
}
