import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '#platform/errors/domain-error.js';
import { RemovePushTokenCommand } from './remove-push-token.command.js';

@CommandHandler(RemovePushTokenCommand)
export class RemovePushTokenHandler implements ICommandHandler<RemovePushTokenCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, token }: RemovePushTokenCommand): Promise<void> {
    const removed = await this.em.execute<{ id: string }[]>('delete from push_tokens where token = ? and user_id = ? returning id', [
      token,
      userId,
    ]);
    if (removed.length === 0) throw new NotFoundError('identity.push-token-not-found', 'Push token not found');
  }
}
