import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { BarcodeProducts } from '../../database/barcode-products.js';
import { householdFoodResult } from '../../domain/food-results.js';
import { BarcodeProductNamed } from '../../events/barcode-product-named.event.js';
import { NameBarcodeProductCommand, type NamedBarcodeProduct } from './name-barcode-product.command.js';
import { publishAfterCommit } from '#platform/events/unit-of-work.js';

/**
 * Names a code for the actor's household only: another household scanning it still gets "Product
 * not found" (or its own name). Naming it again replaces the household's name. The write is one
 * statement (its own commit); the event follows it.
 */
@CommandHandler(NameBarcodeProductCommand)
export class NameBarcodeProductHandler implements ICommandHandler<NameBarcodeProductCommand> {
  constructor(
    private readonly barcodes: BarcodeProducts,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, body }: NameBarcodeProductCommand): Promise<NamedBarcodeProduct> {
    const { row, created } = await this.barcodes.name(actor.householdId, {
      barcode: body.barcode,
      title: body.title,
      brand: body.brand,
      category: body.category,
    });
    publishAfterCommit(this.events, new BarcodeProductNamed(actor.householdId, row.id, row.barcode_number, created));
    return {
      created,
      product: {
        id: row.id,
        barcode: row.barcode_number,
        title: row.title,
        brand: row.brand,
        category: row.category,
        createdAt: new Date(row.created_at).toISOString(),
        usda: householdFoodResult(row),
      },
    };
  }
}
