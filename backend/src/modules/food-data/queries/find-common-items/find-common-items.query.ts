import { Query } from '@nestjs/cqrs';
import type { CommonItem } from '@sous/contracts';

/** A catalogue item with what a food item copies from it. */
export interface CommonItemRecord extends CommonItem {
  fcdId: string | null;
  nutrition: string | null;
  usdaData: unknown;
  imageUrl: string | null;
}

/** Handled by food-data: the common items with these display names (case-insensitive); unknown names are left out. */
export class FindCommonItemsQuery extends Query<CommonItemRecord[]> {
  constructor(readonly displayNames: readonly string[]) {
    super();
  }
}
