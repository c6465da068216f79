import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * A household's meal-plan calendar feed (issue 20): the SHA-256 of the secret in its URL (null while
 * no URL works) and where the feed places each meal. One row per household, made on first use.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed {
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', primary: true, mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  @Property({ type: 'text', nullable: true, unique: true })
  secretHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  secretCreatedAt: Date | null = null;

  @Property({ type: 'text', default: '08:00' })
  breakfast: Opt<string> = '08:00';

  @Property({ type: 'text', default: '12:30' })
  lunch: Opt<string> = '12:30';

  @Property({ type: 'text', default: '18:30' })
  dinner: Opt<string> = '18:30';

  @Property({ type: 'text', default: '15:30' })
  snack: Opt<string> = '15:30';

  @Property({ type: 'integer', default: 60 })
  durationMinutes: Opt<number> = 60;

  @Property({ type: 'text', default: 'UTC' })
  timeZone: Opt<string> = 'UTC';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
