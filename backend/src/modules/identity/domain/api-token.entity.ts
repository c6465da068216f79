import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApiTokenScope } from '@sous/contracts';
import { entityNamed } from '#platform/database/entity-ref.js';
import { User } from './user.entity.js';

/**
 * A personal access token (issue 20): the secret's SHA-256 only; deleted with the user. It works in
 * the household it was made in only (issue 32): a move to another household revokes it.
 */
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  userId: string;

  /** The user's household when the token was made; the token answers nothing once they are elsewhere. */
  @ManyToOne(entityNamed('Household'), { fieldName: 'household_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  householdId: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  scope: ApiTokenScope;

  @Property({ type: 'text', unique: true })
  tokenHash: string;

  @Property({ type: 'text' })
  prefix: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Opt<Date> | null = null;
}
