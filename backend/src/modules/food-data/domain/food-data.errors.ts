import { productNotFoundMessage } from '@sous/contracts';
import { DomainError, NotFoundError } from '../../../platform/errors/domain-error.js';

/** No source knows a scanned code (spec 000 §8: the client shows "Product not found - …"). */
export class ProductNotFoundError extends NotFoundError {
  constructor() {
    super(productNotFoundMessage);
  }
}

export class FoodNotFoundError extends NotFoundError {
  constructor() {
    super('Food not found');
  }
}

/** FoodData Central failed for a food Sous has not cached; nothing else can answer for its id. */
export class FoodDataUnavailableError extends DomainError {
  constructor() {
    super('UNAVAILABLE', 'FoodData Central did not answer; try again later');
  }
}
