import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { webPushPlatform } from '@sous/contracts';
import { AppConfig } from '#config/app-config.js';
import { OutboundError, type OutboundErrorReason, OutboundPolicy, type OutboundRules, webPushRules } from '#platform/http/outbound.js';
import { pushTokenColumns, type PushTokenRow, toPushToken } from '../../domain/push-token.row.js';
import { RegisterPushTokenCommand, type RegisteredPushToken } from './register-push-token.command.js';
import { PushEndpointRefusedError, PushTokenTakenError } from './register-push-token.errors.js';

const knownServices = 'must be the endpoint of a browser push service (Google FCM, Mozilla, Apple or Windows)';

const endpointMessages: Record<OutboundErrorReason, string> = {
  'not-a-url': 'must be the subscription endpoint (an https:// URL)',
  protocol: 'must be an https:// push service endpoint',
  credentials: 'must be a push service endpoint without a user name or password',
  host: knownServices,
  port: knownServices,
  unreachable: 'the push service endpoint cannot be reached from this server',
};

@CommandHandler(RegisterPushTokenCommand)
export class RegisterPushTokenHandler implements ICommandHandler<RegisterPushTokenCommand> {
  private readonly rules: OutboundRules;

  constructor(
    private readonly em: SqlEntityManager,
    private readonly outbound: OutboundPolicy,
    config: AppConfig,
  ) {
    this.rules = webPushRules(config.webPush);
  }

  async execute({ userId, body }: RegisterPushTokenCommand): Promise<RegisteredPushToken> {
    // a `webpush` token is an address this server will post to; other platforms' tokens are opaque
    if (body.platform === webPushPlatform) await this.checkEndpoint(body.token);
    // One statement, so two registrations of one token at once cannot both insert. A token of
    // another account moves only when the caller sends the same subscription keys: the auth
    // secret never leaves the browser and this server, so it shows the caller holds that very
    // subscription (a shared browser following its new user). Anyone else gets no row back: 409.
    const [row] = await this.em.execute<(PushTokenRow & { inserted: boolean })[]>(
      `insert into push_tokens (id, user_id, token, platform, device_info) values (?, ?, ?, ?, ?)
         on conflict (token) do update set user_id = excluded.user_id, platform = excluded.platform,
           device_info = excluded.device_info, updated_at = now()
         where push_tokens.user_id = excluded.user_id
            or (push_tokens.platform = ? and excluded.platform = ?
                and push_tokens.device_info -> 'keys' ->> 'auth' = excluded.device_info -> 'keys' ->> 'auth'
                and push_tokens.device_info -> 'keys' ->> 'p256dh' = excluded.device_info -> 'keys' ->> 'p256dh')
         returning ${pushTokenColumns}, (xmax = 0) as inserted`,
      [
        randomUUID(),
        userId,
        body.token,
        body.platform,
        body.deviceInfo === undefined ? null : JSON.stringify(body.deviceInfo),
        webPushPlatform,
        webPushPlatform,
      ],
    );
    if (!row) throw new PushTokenTakenError();
    return { token: toPushToken(row), created: row.inserted };
  }

  /** The endpoint passes the outbound policy with push's rules (known service, https, resolved, not special-purpose). */
  private async checkEndpoint(endpoint: string): Promise<void> {
    try {
      await this.outbound.target(endpoint, this.rules);
    } catch (error) {
      if (error instanceof OutboundError) throw new PushEndpointRefusedError(endpointMessages[error.reason]);
      throw error;
    }
  }
}
