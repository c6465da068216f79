import { Command } from '@nestjs/cqrs';
import type { ArchivePreview } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';
import type { ArchiveUploadFile } from '../../export/archive-request.js';

/** `POST /api/recipes/import/archive`: what a zip of recipes (or one recipe file) holds, duplicates flagged; stores nothing. */
export class PreviewRecipeArchiveCommand extends Command<ArchivePreview> {
  constructor(
    readonly actor: Actor,
    readonly upload: ArchiveUploadFile,
  ) {
    super();
  }
}
