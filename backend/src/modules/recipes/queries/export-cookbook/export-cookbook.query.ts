import { Query } from '@nestjs/cqrs';
import type { Actor } from '#platform/auth/actor.js';

export interface CookbookArchiveFile {
  bytes: Uint8Array;
  fileName: string;
  count: number;
}

/** `GET /api/recipes/export`: the household's whole cookbook as a zip of JSON-LD recipes. */
export class ExportCookbookQuery extends Query<CookbookArchiveFile> {
  constructor(readonly actor: Actor) {
    super();
  }
}
