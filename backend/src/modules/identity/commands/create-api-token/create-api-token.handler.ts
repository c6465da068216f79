import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { type CreatedApiToken, maxApiTokensPerUser } from '@sous/contracts';
import { newApiTokenSecret } from '#platform/auth/bearer-token.js';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { ApiTokenLimitError } from '../../domain/api-token.errors.js';
import { apiTokenColumns, type ApiTokenRow, toApiToken } from '../../domain/api-token.row.js';
import { CreateApiTokenCommand } from './create-api-token.command.js';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, body }: CreateApiTokenCommand): Promise<CreatedApiToken> {
    const secret = newApiTokenSecret();
    const row = await this.em.transactional(async (tx) => {
      // the user row is the lock: two creations at once cannot both see 49 tokens and insert
      // and the household read under it is the one the token is bound to: a move waits for this lock
      const [user] = await tx.execute<{ id: string; household_id: string }[]>('select id, household_id from users where id = ? for update', [userId]);
      if (!user) throw new NotFoundError('identity.user-not-found');
      const [{ count }] = await tx.execute<{ count: string | number }[]>('select count(*) as count from api_tokens where user_id = ?', [userId]);
      if (Number(count) >= maxApiTokensPerUser) throw new ApiTokenLimitError();
      const [inserted] = await tx.execute<ApiTokenRow[]>(
        `insert into api_tokens (id, user_id, household_id, name, scope, token_hash, prefix, expires_at)
           values (?, ?, ?, ?, ?, ?, ?, now() + ? * interval '1 day')
           returning ${apiTokenColumns}`,
        // no expiry: null days make the sum null; with days, the database clock that expiry is checked against
        [randomUUID(), userId, user.household_id, body.name, body.scope, secret.hash, secret.prefix, body.expiresInDays ?? null],
      );
      return inserted;
    });
    return { token: secret.token, apiToken: toApiToken(row) };
  }
}
