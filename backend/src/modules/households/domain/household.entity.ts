import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The unit of sharing: members see the same storage, food, lists, plans, recipes and appliances. */
@Entity({ tableName: 'households' })
export class Household {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text', nullable: true, unique: true })
  inviteCode: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  inviteExpiresAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
