import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Spec 001 §3 `fdc_cache`: foods fetched from USDA FoodData Central, shared by the instance. */
@Entity({ tableName: 'fdc_cache' })
export class FdcCache {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  /** FDC ids are numbers in the API; kept as text like every external id here. */
  @Property({ type: 'text', unique: true })
  fdcId: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'text', nullable: true })
  dataType: string | null = null;

  @Property({ type: 'text', nullable: true })
  brandOwner: string | null = null;

  @Property({ type: 'text', nullable: true })
  brandName: string | null = null;

  /** The product's barcode (branded foods), so a scan finds a food fetched before without a call. */
  @Property({ type: 'text', nullable: true, index: true })
  gtinUpc: string | null = null;

  @Property({ type: 'text', nullable: true })
  foodCategory: string | null = null;

  @Property({ type: 'text', nullable: true })
  ingredients: string | null = null;

  @Property({ type: 'double', nullable: true })
  servingSize: number | null = null;

  @Property({ type: 'text', nullable: true })
  servingSizeUnit: string | null = null;

  @Property({ type: 'json', nullable: true })
  nutrients: unknown = null;

  @Property({ type: 'json', nullable: true })
  fullData: unknown = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  cachedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastAccessed: Opt<Date> = new Date();
}
