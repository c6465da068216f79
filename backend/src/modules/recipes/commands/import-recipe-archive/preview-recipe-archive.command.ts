import { Command } from '@nestjs/cqrs';
import type { ArchivePreview } from '@sous/contracts';
import type { Actor } from '../../../../platform/auth/actor.js';

/** `POST /api/recipes/import/archive`: what a zip of recipes holds, duplicates flagged; stores nothing. */
export class PreviewRecipeArchiveCommand extends Command<ArchivePreview> {
  constructor(
    readonly actor: Actor,
    readonly bytes: Uint8Array,
  ) {
    super();
  }
}
