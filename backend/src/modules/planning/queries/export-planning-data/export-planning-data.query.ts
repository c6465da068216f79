import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface PlanningDataExport {
  mealPlans: ExportRow[];
  shoppingList: ExportRow[];
}

/**
 * Handled by planning (issue 19, one owner per table): the household's meal plans and shopping list for the
 * account export, every column as stored (named like the API, moments in ISO).
 */
export class ExportPlanningDataQuery extends Query<PlanningDataExport> {
  constructor(readonly householdId: string) {
    super();
  }
}
