import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { pushTokenColumns, type PushTokenRow, toPushToken } from '../../domain/push-token.row.js';
import { RegisterPushTokenCommand, type RegisteredPushToken } from './register-push-token.command.js';

@CommandHandler(RegisterPushTokenCommand)
export class RegisterPushTokenHandler implements ICommandHandler<RegisterPushTokenCommand> {
  constructor(private readonly em: SqlEntityManager) {}

  async execute({ userId, body }: RegisterPushTokenCommand): Promise<RegisteredPushToken> {
    // one statement, so two registrations of one token at once cannot both insert
    const [row] = await this.em.execute<(PushTokenRow & { inserted: boolean })[]>(
      `insert into push_tokens (id, user_id, token, platform, device_info) values (?, ?, ?, ?, ?)
         on conflict (token) do update set user_id = excluded.user_id, platform = excluded.platform,
           device_info = excluded.device_info, updated_at = now()
         returning ${pushTokenColumns}, (xmax = 0) as inserted`,
      [randomUUID(), userId, body.token, body.platform, body.deviceInfo === undefined ? null : JSON.stringify(body.deviceInfo)],
    );
    return { token: toPushToken(row), created: row.inserted };
  }
}
