import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { entityNamed } from '#platform/database/entity-ref.js';

/**
 * A file a member uploaded (chat attachments), shared by the household. The row is created with
 * the signed upload URL and filled in by the one `PUT` that URL allows (`uploadedAt` set); the
 * bytes live in the ObjectStore under the id.
 */
@Entity({ tableName: 'uploaded_objects' })
@Index({ properties: ['householdId', 'createdAt'] })
export class UploadedObject {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, deleteRule: 'cascade' })
  householdId: string;

  /** Who asked for the URL; cleared when their account goes, the file stays with the household. */
  @ManyToOne(entityNamed('User'), { fieldName: 'uploader_id', mapToPk: true, nullable: true, deleteRule: 'set null' })
  uploaderId: string | null = null;

  /** Media type as sent with the PUT (lower-cased, parameters kept). */
  @Property({ type: 'text', nullable: true })
  contentType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  size: number | null = null;

  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** End of the upload URL's validity. */
  @Property({ type: 'datetime' })
  expiresAt: Date;

  /** Set by the PUT that used the URL; null while the URL is unused. */
  @Property({ type: 'datetime', nullable: true })
  uploadedAt: Date | null = null;
}
