import { Command } from '@nestjs/cqrs';
import type { BarcodeProduct, nameBarcodeProductBody } from '@sous/contracts';
import type { z } from 'zod';
import type { Actor } from '#platform/auth/actor.js';

export interface NamedBarcodeProduct {
  product: BarcodeProduct;
  /** false: the household had named this code before and the name was replaced. */
  created: boolean;
}

/** `POST /api/barcode-products`: "name it once" for an unknown code (DESIGN §6). */
export class NameBarcodeProductCommand extends Command<NamedBarcodeProduct> {
  constructor(
    readonly actor: Actor,
    readonly body: z.output<typeof nameBarcodeProductBody>,
  ) {
    super();
  }
}
