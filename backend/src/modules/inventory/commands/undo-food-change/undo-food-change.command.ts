import { Command } from '@nestjs/cqrs';
import type { UndoneFoodChange } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** Takes back one Use or Throw away by its undo token (`POST /api/food-items/undo`, issue 29). */
export class UndoFoodChangeCommand extends Command<UndoneFoodChange> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}
