import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { ApiTokenNotFoundError } from '../../domain/api-token.errors.js';
import { RevokeApiTokenCommand } from './revoke-api-token.command.js';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, tokenId }: RevokeApiTokenCommand): Promise<void> {
    const removed = await this.em.execute<{ id: string }[]>('delete from api_tokens where id = ? and user_id = ? returning id', [tokenId, userId]);
    if (removed.length === 0) throw new ApiTokenNotFoundError();
  }
}
