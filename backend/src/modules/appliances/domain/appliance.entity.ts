import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';
import { HouseholdRow } from '#platform/database/household-row.js';
import { TextArrayType } from '#platform/database/text-array.type.js';
import { ApplianceCategory } from './appliance-category.entity.js';

/**
 * Spec 001 §3 `appliances`, in the household's kitchen. The spec's "deleted with user" becomes
 * "deleted with the household": the member who added it is cleared when their account goes.
 */
@Entity({ tableName: 'appliances' })
export class Appliance extends HouseholdRow {
  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  type: string;

  @ManyToOne(() => ApplianceCategory, { fieldName: 'category_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  categoryId: string | null = null;

  @ManyToOne(entityNamed('BarcodeProduct'), {
    fieldName: 'barcode_product_id',
    mapToPk: true, index: true,
    nullable: true,
    deleteRule: 'set null',
  })
  barcodeProductId: string | null = null;

  @Property({ type: 'text', nullable: true })
  customBrand: string | null = null;

  @Property({ type: 'text', nullable: true })
  customModel: string | null = null;

  @Property({ type: TextArrayType, columnType: 'text[]', nullable: true })
  customCapabilities: string[] | null = null;

  @Property({ type: 'text', nullable: true })
  customCapacity: string | null = null;

  @Property({ type: 'text', nullable: true })
  customServingSize: string | null = null;

  @Property({ type: 'text', nullable: true })
  nickname: string | null = null;

  /** yyyy-MM-dd. */
  @Property({ type: 'text', nullable: true })
  purchaseDate: string | null = null;

  /** yyyy-MM-dd. */
  @Property({ type: 'text', nullable: true })
  warrantyEndDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
