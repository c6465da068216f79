import { Command } from '@nestjs/cqrs';

/** `DELETE /api/push-tokens/:token`: only the caller's own; anyone else's reads as unknown (404). */
export class RemovePushTokenCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}
