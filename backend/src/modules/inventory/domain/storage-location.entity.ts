import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/** A place food is kept (spec 000 §3: id, name, icon), shared by the household; names are unique per household regardless of case. */
@Entity({ tableName: 'storage_locations' })
@Index({
  name: 'storage_locations_household_id_lower_name_unique',
  expression: 'create unique index "storage_locations_household_id_lower_name_unique" on "storage_locations" ("household_id", lower("name"))',
})
export class StorageLocation {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  /** Who created it; cleared when that member's account goes, the location stays with the household. */
  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  @Property({ type: 'text' })
  name: string;

  /** A lucide icon name: refrigerator, snowflake, pizza, utensils-crossed. */
  @Property({ type: 'text' })
  icon: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
