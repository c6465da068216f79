import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface RecipesDataExport {
  recipes: ExportRow[];
}

/**
 * Handled by recipes (issue 19, one owner per table): the household's cookbook for the account export,
 * every column as stored (named like the API, moments in ISO).
 */
export class ExportRecipesDataQuery extends Query<RecipesDataExport> {
  constructor(readonly householdId: string) {
    super();
  }
}
