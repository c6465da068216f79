import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

export const householdShelfLifeStatuses = ['proposed', 'accepted', 'ignored'] as const;
export type HouseholdShelfLifeStatus = (typeof householdShelfLifeStatuses)[number];

/**
 * A household's answer to a learned shelf life (issue 35): how long one food keeps in one kind of
 * place and state in this household, accepted (later adds use `days`) or ignored (not asked again
 * while the history says the same). One row per food, place and state (a unique index in the
 * migration, the null state included). `proposed` is reserved for proposals kept between reads;
 * today they are computed from the history each time.
 */
@Entity({ tableName: 'household_shelf_lives' })
export class HouseholdShelfLife {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  /** Who answered; cleared when that member's account goes, the answer stays with the household. */
  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;

  @Property({ type: 'text' })
  foodKey: string;

  /** fridge, freezer or pantry. */
  @Property({ type: 'text' })
  place: string;

  /** The lot state it is for (opened, thawed…); null as bought. */
  @Property({ type: 'text', nullable: true })
  state: string | null = null;

  @Property({ type: 'integer' })
  days: number;

  @Enum({ items: () => householdShelfLifeStatuses, type: 'text' })
  status: HouseholdShelfLifeStatus;

  /** The evidence when answered: how many lots, since which day (yyyy-MM-dd). */
  @Property({ type: 'integer' })
  lots: number;

  @Property({ type: 'text' })
  since: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
