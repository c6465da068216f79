import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/** Spec 001 §3 `push_tokens`: deleted with the user. */
@Entity({ tableName: 'push_tokens' })
export class PushToken {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, index: true, deleteRule: 'cascade' })
  userId: string;

  @Property({ type: 'text', unique: true })
  token: string;

  @Property({ type: 'text' })
  platform: string;

  @Property({ type: 'json', nullable: true })
  deviceInfo: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
