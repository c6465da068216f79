import { Query } from '@nestjs/cqrs';
import type { ExportRow } from '#platform/database/export-row.js';

export interface InventoryDataExport {
  storageLocations: ExportRow[];
  foodItems: ExportRow[];
  /** The consumption log: every use, waste and correction of the household's lots. */
  foodItemEvents: ExportRow[];
  /** The household's answers to learned shelf lives (issue 35): accepted or ignored, per food, place and state. */
  shelfLives: ExportRow[];
}

/**
 * Handled by inventory (issue 19, one owner per table): the household's places, lots and lot events for the
 * account export, every column as stored (named like the API, moments in ISO).
 */
export class ExportInventoryDataQuery extends Query<InventoryDataExport> {
  constructor(readonly householdId: string) {
    super();
  }
}
