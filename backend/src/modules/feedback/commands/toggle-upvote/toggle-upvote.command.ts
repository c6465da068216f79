import { Command } from '@nestjs/cqrs';
import type { UpvoteResult } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

export class ToggleUpvoteCommand extends Command<UpvoteResult> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}
