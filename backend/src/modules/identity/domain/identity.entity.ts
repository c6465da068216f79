import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A way to sign in as a user: `email` with a scrypt hash, or an OAuth/OIDC provider's subject.
 * Kept apart from `users` so no read of a user can ever carry a secret.
 */
@Entity({ tableName: 'identities' })
@Unique({ properties: ['provider', 'subject'] })
export class Identity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  userId: string;

  /** email, google, github, x, apple or oidc. */
  @Property({ type: 'text' })
  provider: string;

  /** The lower-cased address for email; the provider's stable user id otherwise. */
  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text', nullable: true })
  passwordHash: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
