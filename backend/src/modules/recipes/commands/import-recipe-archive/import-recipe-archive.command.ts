import { Command } from '@nestjs/cqrs';
import type { ArchiveImportResult } from '@sous/contracts';
import type { Actor } from '../../../../platform/auth/actor.js';

/**
 * `POST /api/recipes/import/archive/commit`: the same zip again with the entries chosen from the
 * preview; stores them all in one transaction or none.
 */
export class ImportRecipeArchiveCommand extends Command<ArchiveImportResult> {
  constructor(
    readonly actor: Actor,
    readonly bytes: Uint8Array,
    readonly entries: readonly string[],
  ) {
    super();
  }
}
