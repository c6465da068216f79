import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { ApiTokenScope } from '@sous/contracts';
import type { Role } from '#platform/auth/actor.js';
import { type ApiTokenCaller, ApiTokenResolver } from '#platform/auth/api-token-resolver.js';
import { hashApiToken } from '#platform/auth/bearer-token.js';

/** How stale `last_used_at` may get: at most one write per token a minute, not one per request. */
const lastUsedIntervalSeconds = 60;

/**
 * platform/auth's ApiTokenResolver on identity's api_tokens and users: the token's user as the users
 * row says at this request (so a role change follows). Expiry is compared with the database clock,
 * like sessions.
 *
 * A token works only while its user still belongs to the household it was made in (issue 32): the
 * membership is checked here, in the same lookup, on every request. A move also deletes the token
 * (RevokeMovedMemberApiTokensHandler), but that runs after the move commits; this check is what
 * makes the token dead at the commit itself, and stay dead if that cleanup never ran.
 */
@Injectable()
export class SqlApiTokenResolver extends ApiTokenResolver {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  async resolve(token: string): Promise<ApiTokenCaller | null> {
    const connection = this.orm.em.getConnection();
    const rows = (await connection.execute(
      `select t.id, t.scope, u.id as user_id, u.household_id, u.role,
              (t.last_used_at is null or t.last_used_at < now() - interval '${lastUsedIntervalSeconds} seconds') as stale
         from api_tokens t join users u on u.id = t.user_id
        where t.token_hash = ? and t.household_id = u.household_id and (t.expires_at is null or t.expires_at > now())`,
      [hashApiToken(token)],
    )) as { id: string; scope: ApiTokenScope; user_id: string; household_id: string; role: Role; stale: boolean }[];
    const row = rows[0];
    if (!row) return null;
    if (row.stale) {
      // the condition again, so two requests in the same second write once
      await connection.execute(
        `update api_tokens set last_used_at = now()
          where id = ? and (last_used_at is null or last_used_at < now() - interval '${lastUsedIntervalSeconds} seconds')`,
        [row.id],
      );
    }
    return { actor: { userId: row.user_id, householdId: row.household_id, role: row.role }, tokenId: row.id, scope: row.scope };
  }
}
