import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { PrunePushTokenCommand } from './prune-push-token.command.js';

@CommandHandler(PrunePushTokenCommand)
export class PrunePushTokenHandler implements ICommandHandler<PrunePushTokenCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ id, platform }: PrunePushTokenCommand): Promise<void> {
    await this.em.execute('delete from push_tokens where id = ? and platform = ?', [id, platform]);
  }
}
