import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * What one subscribed browser (a `webpush` row of push_tokens) is sent. No row: every kind on, not
 * shopping. The token is named, not imported: it belongs to the identity module.
 */
@Entity({ tableName: 'push_preferences' })
export class PushPreference {
  @ManyToOne(entityNamed('PushToken'), { primary: true, fieldName: 'push_token_id', mapToPk: true, deleteRule: 'cascade' })
  pushTokenId: string;

  @Property({ type: 'boolean', default: true })
  expiring: Opt<boolean> = true;

  @Property({ type: 'boolean', default: true })
  shopping: Opt<boolean> = true;

  @Property({ type: 'boolean', default: true })
  invitations: Opt<boolean> = true;

  /** Shopping alerts reach the device until then ("I'm shopping"); null: not shopping. */
  @Property({ type: 'datetime', nullable: true })
  storeModeUntil: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
