import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlEntityManager } from '@mikro-orm/sql';
import { exportRows } from '#platform/database/export-row.js';
import { ExportRecipesDataQuery, type RecipesDataExport } from './export-recipes-data.query.js';

@QueryHandler(ExportRecipesDataQuery)
export class ExportRecipesDataHandler implements IQueryHandler<ExportRecipesDataQuery> {
  constructor(private readonly em: SqlEntityManager) {}

  // `select *`: the export is the user's copy of what is stored, a column added later included
  async execute({ householdId }: ExportRecipesDataQuery): Promise<RecipesDataExport> {
    return {
      recipes: await exportRows(this.em, 'select * from recipes where household_id = ? order by created_at, id', [householdId]),
    };
  }
}
