import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * The price history of a household's foods (issue 21): one row per add or edit that named a price.
 * A lot without a price is valued at its food's latest known price; the adds' `paid` sum up to
 * what the household spent. Kept after the lot is gone (no foreign key to it).
 */
@Entity({ tableName: 'food_prices' })
@Index({ properties: ['householdId', 'foodKey', 'recordedAt'] })
@Index({ properties: ['householdId', 'recordedAt'] })
export class FoodPrice {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

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
