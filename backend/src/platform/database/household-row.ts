import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { entityNamed } from './entity-ref.js';

/**
 * The columns a household's own rows begin with (mapped superclasses, not entities: each subclass's
 * table has them as its own, so the schema is what it was with them written out): a uuid key, the
 * household (the row goes with it) and the member who made the row (cleared when their account
 * goes; the row stays with the household).
 */
abstract class UuidRow {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();
}

/** A row a household lists by itself: household_id and user_id each have an index. */
export abstract class HouseholdRow extends UuidRow {
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  householdId: string;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, index: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;
}

/** A row of a household's history, read through composite indexes that begin with household_id: no index of their own. */
export abstract class HouseholdRecord extends UuidRow {
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  @ManyToOne(entityNamed('User'), { fieldName: 'user_id', mapToPk: true, nullable: true, deleteRule: 'set null' })
  userId: string | null = null;
}
