import { Query } from '@nestjs/cqrs';

/** A lot with what its nutrition is read from. */
export interface FoodRecordItem {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  /** yyyy-MM-dd */
  expirationDate: string | null;
  foodCategory: string | null;
  weightInGrams: number | string | null;
  /** Stored nutrition JSON, from the food data picked on add. */
  nutrition: string | null;
  fcdId: string | null;
}

/**
 * Uses or wastes of lots alike in kind, food, amount, quarter hour, source of value and the lot's
 * stored nutrition (while the lot exists): `count` events, `priced` of them with a value.
 */
export interface FoodRecordEvent {
  kind: string;
  quantity: string;
  unit: string;
  /** The start of the quarter hour they happened in: on the same day as each of them in every time zone. */
  occurredAt: Date | string;
  foodName: string;
  itemNutrition: string | null;
  /** What the amounts were worth together, of those whose price was known (null: none was). */
  value: number | string | null;
  /** `lot` or `history`: where the value came from. */
  valueSource: string | null;
  count: number;
  priced: number;
}

/** What was paid for an add (or a price given late to an unpriced lot). */
export interface FoodRecordPurchase {
  paid: number | string;
  recordedAt: Date | string;
}

export interface FoodRecords {
  items: FoodRecordItem[];
  events: FoodRecordEvent[];
  purchases: FoodRecordPurchase[];
}

/**
 * Handled by inventory (issue 19, one owner per table): the household's lots (in no particular
 * order), its lot events since `eventsSince` (grouped, see `FoodRecordEvent`) and its paid
 * purchases since `purchasesSince` (ISO instants), for totals over time such as nutrition's summary.
 */
export class ListFoodRecordsQuery extends Query<FoodRecords> {
  constructor(
    readonly householdId: string,
    /** null: no events (the lots alone) */
    readonly eventsSince: string | null,
    /** null: no purchases */
    readonly purchasesSince: string | null,
  ) {
    super();
  }
}
