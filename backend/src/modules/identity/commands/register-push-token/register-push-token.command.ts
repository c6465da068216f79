import { Command } from '@nestjs/cqrs';
import type { PushToken, registerPushTokenBody } from '@sous/contracts';
import type { z } from 'zod';

export interface RegisteredPushToken {
  token: PushToken;
  /** false when the token was already registered (to this user or another, who loses it). */
  created: boolean;
}

/** `POST /api/push-tokens`: upserted by token; a device registered by someone else moves to the caller. */
export class RegisterPushTokenCommand extends Command<RegisteredPushToken> {
  constructor(
    readonly userId: string,
    readonly body: z.output<typeof registerPushTokenBody>,
  ) {
    super();
  }
}
