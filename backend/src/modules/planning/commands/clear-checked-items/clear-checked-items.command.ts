import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** `POST /api/shopping-list/clear-checked`: answers how many entries went. */
export class ClearCheckedItemsCommand extends Command<{ removed: number }> {
  constructor(readonly actor: Actor) {
    super();
  }
}
