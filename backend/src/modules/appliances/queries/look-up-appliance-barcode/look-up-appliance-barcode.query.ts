import { Query } from '@nestjs/cqrs';
import type { ApplianceBarcodeLookup } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** `GET /api/appliances/barcode/:code`: what a scanned code names, to prefill a new appliance. */
export class LookUpApplianceBarcodeQuery extends Query<ApplianceBarcodeLookup> {
  constructor(
    readonly actor: Actor,
    readonly code: string,
  ) {
    super();
  }
}
