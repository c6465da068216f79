import { productNotFoundMessage } from '@sous/contracts';
import { DomainError, NotFoundError } from '#platform/errors/domain-error.js';

/** No source knows a scanned code (spec 000 §8: the client shows "Product not found - …"). */
export class ProductNotFoundError extends NotFoundError {
  constructor() {
    super('food-data.product-not-found', productNotFoundMessage);
  }
}

export class FoodNotFoundError extends NotFoundError {
  constructor() {
    super('food-data.food-not-found', 'Food not found');
  }
}

/** FoodData Central failed for a food Sous has not cached; nothing else can answer for its id. */
export class FoodDataUnavailableError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'food-data.unavailable', 'FoodData Central did not answer; try again later');
  }
}
