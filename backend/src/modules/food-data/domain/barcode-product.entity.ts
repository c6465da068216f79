import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * Spec 001 §3 `barcode_products`. A household's row is a product it named itself (private to it);
 * a row without household is a lookup from an online source, shared by the instance. A barcode is
 * unique per household and once among the shared rows (NULLS NOT DISTINCT, PostgreSQL 15+).
 */
@Entity({ tableName: 'barcode_products' })
@Index({
  name: 'barcode_products_household_id_barcode_number_unique',
  expression:
    'create unique index "barcode_products_household_id_barcode_number_unique" on "barcode_products" ("household_id", "barcode_number") nulls not distinct',
})
@Index({ name: 'barcode_products_barcode_number_index', properties: ['barcodeNumber'] })
export class BarcodeProduct {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, nullable: true, deleteRule: 'cascade' })
  householdId: string | null = null;

  @Property({ type: 'text' })
  barcodeNumber: string;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', nullable: true })
  brand: string | null = null;

  @Property({ type: 'text', nullable: true })
  category: string | null = null;

  @Property({ type: 'json', default: '{}' })
  productAttributes: Opt<Record<string, unknown>> = {};

  @Property({ type: 'json', nullable: true })
  stores: unknown = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  cachedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  lookupFailed: Opt<boolean> = false;

  /** Where the name came from, e.g. household or openfoodfacts. */
  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  @Property({ type: 'json', nullable: true })
  rawData: unknown = null;

  @Property({ type: 'datetime', nullable: true })
  lastUpdate: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
