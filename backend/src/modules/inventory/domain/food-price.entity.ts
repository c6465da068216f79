import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { HouseholdRecord } from '#platform/database/household-row.js';

/**
 * The price history of a household's foods (issue 21): one row per add or edit that named a price.
 * A lot without a price is valued at its food's latest known price; the adds' `paid` sum up to
 * what the household spent. Kept after the lot is gone (no foreign key to it).
 */
@Entity({ tableName: 'food_prices' })
@Index({ properties: ['householdId', 'foodKey', 'recordedAt'] })
@Index({ properties: ['householdId', 'recordedAt'] })
export class FoodPrice extends HouseholdRecord {
  @Property({ type: 'text' })
  foodKey: string;

  /** What one `unit` of the food cost. */
  @Property({ type: 'double' })
  unitPrice: number;

  @Property({ type: 'text' })
  unit: string;

  /** What was paid, when the row is a purchase (an add, or a price given late to an unpriced lot); null for corrections. */
  @Property({ type: 'double', nullable: true })
  paid: number | null = null;

  /** The lot the price was given for at the time; it may be gone since. */
  @Property({ type: 'uuid', nullable: true })
  foodItemId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  recordedAt: Opt<Date> = new Date();
}
