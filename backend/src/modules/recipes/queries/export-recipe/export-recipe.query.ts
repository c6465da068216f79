import { Query } from '@nestjs/cqrs';
import type { RecipeExportFormat } from '@sous/contracts';
import type { Actor } from '#platform/auth/actor.js';

/** A file to send: its bytes as text, its type, and how the browser should take it. */
export interface ExportedFile {
  body: string;
  contentType: string;
  fileName: string;
  /** `attachment` downloads; `inline` opens (the print page). */
  disposition: 'attachment' | 'inline';
}

export class ExportRecipeQuery extends Query<ExportedFile> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly format: RecipeExportFormat,
  ) {
    super();
  }
}
