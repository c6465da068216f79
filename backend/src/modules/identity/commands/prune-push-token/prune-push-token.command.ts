import { Command } from '@nestjs/cqrs';

/** Handled by identity: the push service says this token is gone for good; its row goes (nothing if already gone). */
export class PrunePushTokenCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly platform: string,
  ) {
    super();
  }
}
