import { Query } from '@nestjs/cqrs';
import type { BarcodeLookupResponse } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/**
 * Handled by food-data: `GET /api/food/barcode/:barcode` → `{ usda }`, or a NotFoundError
 * ('Product not found'). Also executed by appliances for a scanned appliance, so the Open Food
 * Facts client and its cache stay food-data's.
 */
export class LookUpBarcodeQuery extends Query<BarcodeLookupResponse> {
  constructor(
    readonly actor: Actor,
    readonly barcode: string,
  ) {
    super();
  }
}
