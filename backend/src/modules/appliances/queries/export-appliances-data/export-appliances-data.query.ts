import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface AppliancesDataExport {
  appliances: ExportRow[];
}

/**
 * Handled by appliances (issue 19, one owner per table): the household's appliances for the account export,
 * every column as stored (named like the API, moments in ISO).
 */
export class ExportAppliancesDataQuery extends Query<AppliancesDataExport> {
  constructor(readonly householdId: string) {
    super();
  }
}
