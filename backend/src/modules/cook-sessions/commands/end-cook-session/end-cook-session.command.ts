import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

export class EndCookSessionCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
