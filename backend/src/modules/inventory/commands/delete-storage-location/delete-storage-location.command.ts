import { Command } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

/** Deletes a location; its items move to `moveTo` when given, otherwise it must be empty. */
export class DeleteStorageLocationCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly moveTo: string | undefined,
  ) {
    super();
  }
}
