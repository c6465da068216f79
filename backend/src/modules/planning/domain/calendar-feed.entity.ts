import type { Opt } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * A household's meal-plan calendar feed (issue 20): the SHA-256 of the secret in its URL (null while
 * no URL works), the member who made that URL, and where the feed places each meal. One row per
 * household, made on first use. A URL works while its maker belongs to the household (issue 32).
 */
@Entity({ tableName: 'calendar_feeds' })
@Check({ name: 'calendar_feeds_secret_user_check', expression: '(secret_hash is null) = (secret_user_id is null)' })
export class CalendarFeed {
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', primary: true, mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  @Property({ type: 'text', nullable: true, unique: true })
  secretHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  secretCreatedAt: Date | null = null;

  /**
   * Who made the URL (shown once, to them): it stops working when they leave the household. A user
   * id by value, not a foreign key: a deleted account must end the URL, not leave it ownerless.
   */
  @Property({ type: 'uuid', nullable: true })
  secretUserId: string | null = null;

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
