import { Query } from '@nestjs/cqrs';

/** A stored barcode product as appliances shows and links it. */
export interface BarcodeProductRecord {
  id: string;
  barcodeNumber: string;
  title: string;
  brand: string | null;
  category: string | null;
}

/**
 * Handled by food-data: a stored product a household may link to, by id or by code.
 * - `{ id, householdId }`: the household's own named product or an instance-wide one, any state;
 * - `{ codes, householdId }`: among the spellings `codes` (the scanned one first, preferred), a
 *   product this household named, or with `householdId: null` an online answer shared by the
 *   instance; failed lookups and expired answers are not products.
 * Another household's named products are never answered.
 */
export class FindBarcodeProductQuery extends Query<BarcodeProductRecord | null> {
  constructor(readonly by: { id: string; householdId: string } | { codes: readonly string[]; householdId: string | null }) {
    super();
  }
}
