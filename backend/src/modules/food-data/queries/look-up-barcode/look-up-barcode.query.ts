import { Query } from '@nestjs/cqrs';
import type { BarcodeLookupResponse } from '@sous/contracts';
import type { Actor } from '../../../../platform/auth/actor.js';

/** `GET /api/food/barcode/:barcode` → `{ usda }`, or ProductNotFoundError. */
export class LookUpBarcodeQuery extends Query<BarcodeLookupResponse> {
  constructor(
    readonly actor: Actor,
    readonly barcode: string,
  ) {
    super();
  }
}
