import type { SqlEntityManager } from '@mikro-orm/sql';
import type { QueryBus } from '@nestjs/cqrs';
import { FindBarcodeProductQuery } from '../../food-data/queries/find-barcode-product/find-barcode-product.query.js';
import { categoryExists } from '../database/appliance.row.js';

/**
 * The references of a body, checked before writing: unknown or another household's → not found.
 * The category is appliances' row; the barcode product is food-data's, asked on the bus here
 * (issue 34: database/ never calls the buses).
 */
export async function checkReferences(
  em: SqlEntityManager,
  queries: QueryBus,
  householdId: string,
  refs: { categoryId?: string | null; barcodeProductId?: string | null },
): Promise<'category' | 'barcodeProduct' | null> {
  if (refs.categoryId && !(await categoryExists(em, refs.categoryId))) return 'category';
  if (refs.barcodeProductId) {
    // the household's own named products, or the instance's shared online answers (food-data's rows)
    const product = await queries.execute(new FindBarcodeProductQuery({ id: refs.barcodeProductId, householdId }));
    if (!product) return 'barcodeProduct';
  }
  return null;
}
