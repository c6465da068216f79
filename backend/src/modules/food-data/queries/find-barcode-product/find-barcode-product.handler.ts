import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type BarcodeProductRecord, FindBarcodeProductQuery } from './find-barcode-product.query.js';

interface ProductRow {
  id: string;
  barcode_number: string;
  title: string;
  brand: string | null;
  category: string | null;
}

const columns = 'id, barcode_number, title, brand, category';

@QueryHandler(FindBarcodeProductQuery)
export class FindBarcodeProductHandler implements IQueryHandler<FindBarcodeProductQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ by }: FindBarcodeProductQuery): Promise<BarcodeProductRecord | null> {
    let rows: ProductRow[];
    if ('id' in by) {
      rows = await this.em.execute<ProductRow[]>(`select ${columns} from barcode_products where id = ? and (household_id = ? or household_id is null)`, [
        by.id,
        by.householdId,
      ]);
    } else {
      if (by.codes.length === 0) return null;
      rows = await this.em.execute<ProductRow[]>(
        `select ${columns} from barcode_products
          where ${by.householdId === null ? 'household_id is null' : 'household_id = ?'}
            and barcode_number in (select jsonb_array_elements_text(?::jsonb))
            and not lookup_failed and (expires_at is null or expires_at > now())
          order by (barcode_number = ?) desc, created_at limit 1`,
        [...(by.householdId === null ? [] : [by.householdId]), JSON.stringify(by.codes), by.codes[0]],
      );
    }
    const [row] = rows;
    return row ? { id: row.id, barcodeNumber: row.barcode_number, title: row.title, brand: row.brand, category: row.category } : null;
  }
}
