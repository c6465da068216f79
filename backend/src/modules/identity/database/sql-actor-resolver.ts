import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Actor, Role } from '#platform/auth/actor.js';
import { ActorResolver } from '#platform/auth/actor-resolver.js';

/** platform/auth's ActorResolver on identity's users table: one indexed row per request. */
@Injectable()
export class SqlActorResolver extends ActorResolver {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async resolve(userId: string): Promise<Actor | null> {
    const rows = (await this.orm.em.getConnection().execute('select household_id, role from users where id = ?', [userId])) as {
      household_id: string;
      role: Role;
    }[];
    const row = rows[0];
    return row ? { userId, householdId: row.household_id, role: row.role } : null;
  }
}
