import { Command } from '@nestjs/cqrs';
import type { PushToken, registerPushTokenBody } from '@sous/contracts';
import type { z } from 'zod';

export interface RegisteredPushToken {
  token: PushToken;
  /** false when the token was already registered (to this user, or the same subscription to another, who loses it). */
  created: boolean;
}

/**
 * `POST /api/push-tokens`: upserted by token. A `webpush` endpoint must pass the outbound policy
 * (400). A token registered to someone else is refused (409) unless the caller sends the same
 * subscription keys, which only the browser holding that subscription has (issue 32).
 */
export class RegisterPushTokenCommand extends Command<RegisteredPushToken> {
  constructor(
    readonly userId: string,
    readonly body: z.output<typeof registerPushTokenBody>,
  ) {
    super();
  }
}
