import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { Actor, Role } from './actor.js';

/**
 * Who a user id is right now: read on every authenticated request and handshake (one indexed
 * row), so a household move or a role change applies at once, and a deleted user is nobody.
 */
@Injectable()
export class ActorResolver {
  constructor(private readonly orm: MikroORM) {}

  async resolve(userId: string): Promise<Actor | null> {
    const rows = (await this.orm.em.getConnection().execute('select household_id, role from users where id = ?', [userId])) as {
      household_id: string;
      role: Role;
    }[];
    const row = rows[0];
    return row ? { userId, householdId: row.household_id, role: row.role } : null;
  }
}
