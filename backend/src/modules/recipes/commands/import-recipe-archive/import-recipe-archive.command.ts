import { Command } from '@nestjs/cqrs';
import type { ArchiveImportResult } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { ArchiveUploadFile } from '../../export/archive-request.js';

/**
 * `POST /api/recipes/import/archive/commit`: the same file again with the entries chosen from the
 * preview; stores them (and their photos' rows) all in one transaction or none.
 */
export class ImportRecipeArchiveCommand extends Command<ArchiveImportResult> {
  constructor(
    readonly actor: Actor,
    readonly upload: ArchiveUploadFile,
    readonly entries: readonly string[],
  ) {
    super();
  }
}
