import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Spec 001 §3 `appliance_categories`: an instance-wide tree (a parent's removal lifts its children to the top). */
@Entity({ tableName: 'appliance_categories' })
export class ApplianceCategory {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text', unique: true })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @ManyToOne(() => ApplianceCategory, {
    fieldName: 'parent_category_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
  })
  parentCategoryId: string | null = null;

  @Property({ type: 'text', nullable: true })
  icon: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
