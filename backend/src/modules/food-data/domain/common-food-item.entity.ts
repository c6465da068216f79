import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Spec 001 §3 `common_food_items`: the instance-wide catalogue offered at onboarding and in search. */
@Entity({ tableName: 'common_food_items' })
export class CommonFoodItem {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  displayName: string;

  @Property({ type: 'text', nullable: true })
  upc: string | null = null;

  @Property({ type: 'text', nullable: true })
  fcdId: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text', nullable: true })
  quantity: string | null = null;

  @Property({ type: 'text', nullable: true })
  unit: string | null = null;

  /** The default storage area name, e.g. Refrigerator. */
  @Property({ type: 'text', nullable: true })
  storage: string | null = null;

  @Property({ type: 'integer', nullable: true })
  expirationDays: number | null = null;

  @Property({ type: 'text', nullable: true })
  category: string | null = null;

  @Property({ type: 'text', nullable: true })
  foodCategory: string | null = null;

  /** Same text form as `food_items.nutrition`, so it copies over when the item is added. */
  @Property({ type: 'text', nullable: true })
  nutrition: string | null = null;

  @Property({ type: 'json', nullable: true })
  usdaData: unknown = null;

  @Property({ type: 'text', nullable: true })
  brandOwner: string | null = null;

  @Property({ type: 'text', nullable: true })
  ingredients: string | null = null;

  @Property({ type: 'double', nullable: true })
  servingSize: number | null = null;

  @Property({ type: 'text', nullable: true })
  servingSizeUnit: string | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'json', nullable: true })
  barcodeLookupData: unknown = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastUpdated: Opt<Date> = new Date();

  @Property({ type: 'text', nullable: true })
  dataSource: string | null = null;
}
